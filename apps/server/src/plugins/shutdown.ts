import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once the app is closing, a connection ends as soon as its answer has gone out. Node's
 * `server.close()` ends only the connections idle at that moment; one whose request was being
 * answered went back to waiting for a next request, and the close waited for it until the
 * keep-alive timeout (72 s): a polling class's phones always have a request under way. Answers sent after the close began also say `Connection: close`.
 */
export const shutdownPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
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
