import type { FastifyBaseLogger } from 'fastify';

/**
 * The parts of an instance that use Redis (the pushes to other instances' phones, the shared
 * limits) tell it here when they lose it and when they have it back.
 */
export type RedisOutageLog = {
  lost(part: string, reason: string): void;
  regained(part: string): void;
};

/**
 * One log line when the first part of the instance loses Redis, one when the last part has it
 * back: an outage is told once, however many clients notice it, and however often they retry.
 */
export function createRedisOutageLog(
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): RedisOutageLog {
  const lostParts = new Set<string>();
  let lostAt = 0;
  return {
    lost(part, reason) {
      if (lostParts.has(part)) return;
      lostParts.add(part);
      if (lostParts.size > 1) return;
      lostAt = Date.now();
      log.warn(
        { redisError: reason },
        'Redis is unreachable: this instance goes on without it until it is back (the other instances\u2019 changes read from the database every 2 s, limits counted here alone)',
      );
    },
    regained(part) {
      if (!lostParts.delete(part) || lostParts.size > 0) return;
      const seconds = Math.round((Date.now() - lostAt) / 1000);
      log.info({ outageSeconds: seconds }, `Redis is reachable again after ${seconds} s`);
    },
  };
}
