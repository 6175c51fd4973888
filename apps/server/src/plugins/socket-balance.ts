import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often an instance compares its sockets with the others'. */
export const BALANCE_EVERY_MS = 5_000;
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
 * one above its even share sends new sockets elsewhere (503 to their first request, which nginx
 * passes on) and closes as many of its sockets as it holds too many: they reconnect, on another
 * instance. A phone rejoins its room and gets its whole view; no move is touched.
 */
export const socketBalancePlugin = fp(async (app: FastifyInstance) => {
  let above = 0;
  app.io.on('sockets:count', (answer) => answer(app.io.engine.clientsCount));
  app.sendNewSocketsElsewhere(() => above > 0);
  const balance = async () => {
    if (app.isDraining() || app.redisLink?.reachable() === false) return void (above = 0);
    try {
      const others = await app.io.serverSideEmitWithAck('sockets:count');
      above = socketsAboveShare(app.io.engine.clientsCount, others);
    } catch {
      // An instance did not answer (stopping, Redis away): nothing is moved this time.
      above = 0;
    }
    if (above === 0) return;
    app.log.info({ sockets: above }, `moving ${above} sockets to the other instances`);
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
