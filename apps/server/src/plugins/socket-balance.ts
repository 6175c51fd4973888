import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often an instance compares its sockets with the others'. */
export const BALANCE_EVERY_MS = 5_000;
/** A closed socket's phone reconnects within 0.5 to 1.5 s (Socket.IO's first wait). */
const RECONNECTS_WITHIN_MS = 3_000;
/** Sockets above an even share that are left where they are (no phone moves for a few). */
const TOLERATED = 4;

/** The sockets above this instance's even share of all, beyond the tolerance; 0 when none. */
export function socketsAboveShare(here: number, others: number[]): number {
  if (others.length === 0) return 0;
  const share = Math.ceil((here + others.reduce((sum, n) => sum + n, 0)) / (others.length + 1));
  return here - share > TOLERATED ? here - share : 0;
}

/**
 * Spreads the phones over the instances again after a restart. A stopping instance's phones all
 * reconnect to the others, so after restarting a and then b every phone is on a. Every
 * BALANCE_EVERY_MS each instance asks the others (through Redis) how many sockets they hold;
 * one above its even share closes as many of its sockets as it holds too many and, while they
 * reconnect, sends new sockets elsewhere (503 to their first request, which nginx passes on): they
 * land on another instance. A phone rejoins its room and gets its whole view; no move is touched.
 */
export const socketBalancePlugin = fp(async (app: FastifyInstance) => {
  // An instance still starting (Redis connected, not yet listening) or stopping takes no sockets.
  const takesSockets = () => app.server.listening && !app.isDraining();
  app.io.on('sockets:count', (answer) => answer(takesSockets() ? app.io.engine.clientsCount : -1));
  // Only while the sockets closed here reconnect: if the other instance died meanwhile, the
  // phones would find no instance taking them.
  let elsewhereUntil = 0;
  app.sendNewSocketsElsewhere(() => Date.now() < elsewhereUntil);
  const balance = async () => {
    if (!takesSockets() || app.redisLink?.reachable() === false) return;
    let above: number;
    try {
      const answers = await app.io.serverSideEmitWithAck('sockets:count');
      above = socketsAboveShare(
        app.io.engine.clientsCount,
        answers.filter((count) => count >= 0),
      );
    } catch {
      // An instance did not answer (stopping, Redis away): nothing is moved this time.
      return;
    }
    if (above === 0) return;
    app.log.info({ sockets: above }, `moving ${above} sockets to the other instances`);
    elsewhereUntil = Date.now() + RECONNECTS_WITHIN_MS;
    let left = above;
    for (const socket of app.io.sockets.sockets.values()) {
      if (left-- <= 0) break;
      socket.conn.close();
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void balance(), BALANCE_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', (done) => {
    clearInterval(timer);
    done();
  });
});
