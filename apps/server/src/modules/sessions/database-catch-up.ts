import type { FastifyBaseLogger } from 'fastify';
import type { RedisLink } from '../../lib/redis-link';

/**
 * How often an instance without Redis reads the saved versions of the sessions its phones are
 * in: a phase change made on another instance reaches them within about this long.
 */
export const DATABASE_CATCH_UP_MS = 2_000;

/**
 * While the link to Redis is lost, `catchUp` runs every DATABASE_CATCH_UP_MS; once it is back,
 * once more (a change saved while the link came back may have been announced to nobody), then
 * the instances hear of each other's changes through Redis again.
 */
export function catchUpWhileApart(
  link: RedisLink,
  catchUp: () => Promise<void>,
  log: FastifyBaseLogger,
  onApart: (apart: boolean) => void,
) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let failures = 0;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await catchUp();
      failures = 0;
    } catch (error) {
      // The database may be away too; told once, not every 2 s.
      if (failures === 0) log.warn({ err: error }, 'could not read the sessions\u2019 versions');
      failures += 1;
    } finally {
      running = false;
    }
  };
  const follow = (reachable: boolean) => {
    onApart(!reachable);
    if (!reachable && !timer) timer = setInterval(() => void run(), DATABASE_CATCH_UP_MS);
    if (reachable && timer) {
      clearInterval(timer);
      timer = undefined;
      void run();
    }
  };
  link.onChange(follow);
  // Started while Redis was away.
  if (!link.reachable()) follow(false);
  return {
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
