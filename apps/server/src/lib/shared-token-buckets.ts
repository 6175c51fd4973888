import { createBucketsByKey } from './token-bucket';
import type { LimitStore } from './limit-store';

/**
 * The token bucket of `token-bucket.ts` kept in Redis: one hash per key (`tokens`, `at`), refilled
 * and taken from in one script, on Redis's clock so that instances whose clocks differ agree. A
 * bucket left alone until it is full again is forgotten (it would come back full anyway).
 */
const TAKE = `
local capacity = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2]) / 1000
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or capacity
local at = tonumber(state[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) * perMs)
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / perMs) + 1000)
return taken
`;

export type SharedBuckets = { take(key: string): Promise<boolean> };

/**
 * Buckets by key counted across every instance through `store`; while Redis is away, each instance
 * counts in buckets of its own (`createBucketsByKey`), as it did alone.
 */
export function createSharedBuckets(
  store: LimitStore,
  limit: string,
  options: { capacity: number; perSecond: number; maxKeys: number },
): SharedBuckets {
  const local = createBucketsByKey(options);
  return {
    take: (key) =>
      store.count(
        async (redis) =>
          (await redis.evalScript(
            TAKE,
            [store.key(limit, key)],
            [options.capacity, options.perSecond],
          )) === 1,
        () => local.take(key),
      ),
  };
}
