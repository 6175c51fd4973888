import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance is stopping and hands its work to the others (`drain`). */
    isDraining(): boolean;
    /**
     * Adds a reason to send new sockets to another instance: while it holds, a socket's first
     * request is answered 503, which nginx passes on to another instance.
     */
    sendNewSocketsElsewhere(when: () => boolean): void;
    /**
     * One of several instances behind a proxy stops taking work: it accepts no new connection
     * (the proxy passes those on to another instance), answers what it was asked on the ones it
     * has and closes each after its answer, and closes its phones' transports so that they
     * reconnect through the proxy to another instance. Resolves once every connection has ended,
     * or after `graceMs` (idle ones left then are closed).
     */
    drain(graceMs: number): Promise<void>;
  }
}

/**
 * Once the app is closing, a connection ends as soon as its answer has gone out. Node's
 * `server.close()` ends only the connections idle at that moment; one whose request was being
 * answered went back to waiting for a next request, and the close waited for it until the
 * keep-alive timeout (72 s): a polling class's phones always have a request under way. Answers
 * sent after the close began also say `Connection: close`.
 */
export const shutdownPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  let draining = false;
  // Every answer under way, Socket.IO's included: they do not pass through Fastify's hooks.
  const answering = new Set<ServerResponse>();
  app.addHook('onReady', async () => {
    // Once Socket.IO has put its listener on the server: this one goes before all of them.
    const listeners = app.server.listeners('request') as Array<
      (request: IncomingMessage, response: ServerResponse) => void
    >;
    app.server.removeAllListeners('request');
    app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      answering.add(response);
      response.once('close', () => answering.delete(response));
      if (draining) response.shouldKeepAlive = false;
      // A new socket that belongs on another instance: nginx passes a 503 to a GET on (http_503).
      if (opensSocket(request) && (draining || elsewhere.some((when) => when()))) {
        response.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '1' });
        return void response.end('elsewhere');
      }
      for (const listener of listeners) listener.call(app.server, request, response);
    });
  });

  const elsewhere: Array<() => boolean> = [];
  app.decorate('sendNewSocketsElsewhere', (when: () => boolean) => void elsewhere.push(when));
  app.decorate('isDraining', () => draining);
  app.decorate('drain', async (graceMs: number) => {
    draining = true;
    for (const response of answering) if (!response.headersSent) response.shouldKeepAlive = false;
    // Each phone's socket is told to close (a long-poll gets the close in its answer, a WebSocket
    // its close frame): it reconnects through nginx, to another instance.
    for (const socket of app.io.sockets.sockets.values()) socket.conn.close();
    await until(() => app.io.engine.clientsCount === 0, HANDOVER_MS);
    // No new connection from now on: nginx passes each one on, a POST too (it reached nothing).
    // http.Server#close would also end the idle keep-alive connections at once, and nginx may be
    // sending a request on one of them at that moment: a POST lost that way is not passed on (it
    // may have reached the app). nginx closes those itself, after an answer saying
    // `Connection: close` or after its `keepalive_timeout` (deploy/nginx/ecoscha.conf).
    let ended = false;
    NetServer.prototype.close.call(app.server, () => (ended = true));
    await until(() => ended, graceMs);
    app.server.closeIdleConnections();
  });

  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    // Once Node has put the connection back to waiting (after this hook).
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
});

/** How long a stopping instance waits for its phones' sockets to close before it stops listening. */
const HANDOVER_MS = 2_000;

/** A Socket.IO handshake: its first request, without a session id. */
const opensSocket = (request: IncomingMessage) =>
  request.method === 'GET' &&
  (request.url ?? '').startsWith('/socket.io/') &&
  !/[?&]sid=/.test(request.url ?? '');

/** Resolves once `done()` holds (checked every 50 ms), or after `ms`. */
async function until(done: () => boolean, ms: number) {
  const giveUpAt = Date.now() + ms;
  while (!done() && Date.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, 50));
}
