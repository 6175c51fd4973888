import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { isAppError } from '../lib/app-error';
import { redisReconnectDelay, watchRedisLink, type RedisLink } from '../lib/redis-link';
import type { LimitStore } from '../lib/limit-store';
import type { RedisOutageLog } from '../lib/redis-outage-log';
import { preEncodedParser } from './pre-encoded-parser';
import { userRoom, type RealtimeServer } from './realtime-server';
import { installSocketBudgets, SOCKET_BUDGETS, type SocketBudgets } from './socket-budgets';
import { deflatePushesInOneCall } from './sync-deflate';

/**
 * A view of a 50-player room is about 11 KB of JSON and 2 KB deflated: on a school's shared link,
 * every phase change pushed to 50 phones is 0.5 MB or 0.1 MB. No context is kept between
 * messages, and each view is deflated in one call (sync-deflate.ts), so no socket keeps a
 * compressor (zlib's defaults hold about 280 KB each, 560 MB at 2,000 phones). Level 1 with a
 * 4 KB window (Chromium accepts it) and memory level 4 deflates a view three times as fast as
 * the defaults, 11 KB to 2.0 KB instead of 1.7 KB (docs/performance.md). Messages under 1 KB (a
 * ping, an answer to a join) go as they are: deflating them would save a few hundred bytes at
 * most. Every view of a room of 16 is over it (3.3 to 6.8 KB, deflated to 0.6 to 0.9 KB).
 */
export const PUSH_DEFLATE = {
  threshold: 1024,
  serverNoContextTakeover: true,
  clientNoContextTakeover: true,
  serverMaxWindowBits: 12,
  zlibDeflateOptions: { level: 1, memLevel: 4 },
};

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
    /** The link to the other instances through Redis; undefined for an instance alone. */
    redisLink: RedisLink | undefined;
  }
}

/** Whether this process lets the rejections of Redis commands dropped at closing go (once). */
let lettingDroppedCommandsGo = false;

export type RealtimeOptions = {
  redisUrl?: string;
  /** The prefix of the instances' Redis channels (from REDIS_KEY_PREFIX). */
  redisChannel?: string;
  /** Where the socket budgets count (shared with Redis). */
  limitStore: LimitStore;
  /** Where a Redis outage is told, once for the whole instance. */
  outages: RedisOutageLog;
  socketBudgets?: SocketBudgets;
  /** Starts every Socket.IO session id (`a.<random>`): a proxy routes by it (sticky sessions). */
  instanceName?: string;
};

const MAX_EVENT_BYTES = 16 * 1024;
/** How long start-up waits for Redis before it goes on without it. */
const REDIS_START_MS = 3_000;

/**
 * Socket.IO on the same HTTP server as the API. Every connection must present a valid token
 * (`auth.token`); the user id is kept on `socket.data.userId`. With a Redis URL, several
 * instances share rooms and server-side events through the Redis adapter.
 */
export const realtimePlugin = fp(async (app: FastifyInstance, options: RealtimeOptions) => {
  deflatePushesInOneCall();
  const io: RealtimeServer = new Server(app.server, {
    serveClient: false,
    // A pushed view is serialised once, by the push itself (pre-encoded-parser.ts).
    parser: preEncodedParser,
    // The largest event a phone sends is a join of about 100 bytes; the default is 1 MB.
    maxHttpBufferSize: MAX_EVENT_BYTES,
    cors: { origin: false },
    pingInterval: 20_000,
    pingTimeout: 20_000,
    perMessageDeflate: PUSH_DEFLATE,
  });

  // Behind a proxy, a socket's long-polling requests must reach the instance that opened it. They
  // carry its session id (`?sid=`), so an id that names the instance lets the proxy route them
  // (deploy/nginx/ecoscha.conf); the id stays as random as Socket.IO's own (120 bits).
  const { instanceName } = options;
  if (instanceName) {
    io.engine.generateId = () => `${instanceName}.${randomBytes(15).toString('base64url')}`;
  }

  if (options.redisUrl) {
    // Imported only with a Redis URL: the client is some 600 modules, 0.2 s of every start-up.
    const [{ createAdapter }, { createClient, ClientClosedError, DisconnectsClientError }] =
      await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
    const publisher = createClient({
      url: options.redisUrl,
      socket: { reconnectStrategy: redisReconnectDelay, connectTimeout: 2_000 },
    });
    const subscriber = publisher.duplicate();
    // One log line per outage, not one per failed attempt (redis-link.ts).
    const link = watchRedisLink([publisher, subscriber], options.outages);
    app.decorate('redisLink', link);
    // Redis away at start-up: the instance starts anyway, degraded, and keeps trying (the clients
    // queue what is sent meanwhile). The adapter subscribes once the clients are connecting.
    const connected = Promise.all([publisher.connect(), subscriber.connect()]).catch(
      () => undefined,
    );
    io.adapter(createAdapter(publisher, subscriber, { key: options.redisChannel ?? 'socket.io' }));
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      connected,
      new Promise((resolve) => (waited = setTimeout(resolve, REDIS_START_MS))),
    ]);
    clearTimeout(waited);
    app.addHook('onClose', async () => {
      // A client still trying to reach Redis would wait for it forever: it is dropped, and with it
      // the commands it held for Redis (the adapter's, which nobody awaits), and those the adapter
      // sends once it is closed (a question for the other instances' sockets held up by a stalled
      // Redis goes on after the answer was given up). Their rejections, and only theirs, are let
      // go: the process is stopping; anything else still ends it as before.
      if (!lettingDroppedCommandsGo) {
        lettingDroppedCommandsGo = true;
        process.on('unhandledRejection', (reason) => {
          const dropped =
            reason instanceof DisconnectsClientError || reason instanceof ClientClosedError;
          if (!dropped) throw reason;
        });
      }
      await Promise.allSettled(
        [publisher, subscriber].map((client) =>
          client.isReady ? client.close() : Promise.resolve(client.destroy()),
        ),
      );
    });
  }

  if (!app.hasDecorator('redisLink')) app.decorate('redisLink', undefined);

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    try {
      if (typeof token !== 'string' || token.length === 0) throw new Error('UNAUTHENTICATED');
      socket.data.userId = (await app.tokens.check(token)).userId;
      next();
    } catch (error) {
      next(new Error(isAppError(error) ? error.code : 'UNAUTHENTICATED'));
    }
  });
  // Each socket is in its account's room: signing out everywhere closes them all.
  io.on('connection', (socket) => void socket.join(userRoom(socket.data.userId)));
  // After the token check and the account's room: budgets count per account.
  installSocketBudgets(
    io,
    options.limitStore,
    options.socketBudgets ?? SOCKET_BUDGETS,
    app.redisLink,
  );
  app.decorate('io', io);
  // Before the HTTP server closes, which waits for every connection to end: an open WebSocket
  // would keep a SIGTERM waiting for the phones forever. Their transports are closed (the sockets
  // are not sent away), so they reconnect, to another instance if any.
  app.addHook('preClose', (done) => {
    io.engine.close();
    done();
  });
  app.addHook('onClose', async () => {
    await io.close();
  });
});
