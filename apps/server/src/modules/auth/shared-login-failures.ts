import type { LimitStore } from '../../lib/limit-store';
import {
  createLoginFailures,
  MAX_DELAY_MS,
  remainingWaitMs,
  type LoginDelayOptions,
} from './login-failures';

/**
 * One failure more for a key, in one script on Redis's clock: the failures counted so far leak
 * away at `freeFailures` per window since the last one (as in `login-failures.ts`), then one is
 * added. The key goes once it has leaked away and its last wait is over.
 */
const RECORD_FAILURE = `
local leakPerMs = tonumber(ARGV[1]) / tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'level', 'at')
local level = 0
if state[1] then
  level = math.max(0, tonumber(state[1]) - math.max(0, now - tonumber(state[2])) * leakPerMs)
end
level = level + 1
redis.call('HSET', KEYS[1], 'level', tostring(level), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(level / leakPerMs) + tonumber(ARGV[3]))
return 1
`;
/** The key's entry and Redis's clock, as strings (Lua would round numbers to integers). */
const READ = `
local state = redis.call('HMGET', KEYS[1], 'level', 'at')
if not state[1] then return {} end
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
return {state[1], state[2], tostring(now)}
`;
const CLEAR = `return redis.call('DEL', KEYS[1])`;

/** `LoginFailures` counted across every instance; each call may wait for Redis. */
export type SharedLoginFailures = {
  waitMs(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  clear(key: string): Promise<void>;
};

/**
 * Login delays whose failures every instance counts into the same keys, so a guess at one
 * instance makes the next one wait at all of them. While Redis is away, each instance counts its
 * own (`createLoginFailures`).
 */
export function createSharedLoginFailures(
  store: LimitStore,
  limit: string,
  options: LoginDelayOptions,
): SharedLoginFailures {
  const local = createLoginFailures(options);
  const keyOf = (key: string) => [store.key(limit, key)];
  return {
    waitMs: (key) =>
      store.count(
        async (redis) => {
          const answer = (await redis.evalScript(READ, keyOf(key), [])) as string[];
          if (answer.length < 3) return 0;
          const [level, at, now] = answer.map(Number) as [number, number, number];
          return remainingWaitMs({ level, at }, now, options);
        },
        () => local.waitMs(key),
      ),
    recordFailure: (key) =>
      store.count(
        async (redis) => {
          await redis.evalScript(RECORD_FAILURE, keyOf(key), [
            options.freeFailures,
            options.windowMs,
            options.maxDelayMs ?? MAX_DELAY_MS,
          ]);
        },
        () => local.recordFailure(key),
      ),
    clear: (key) =>
      store.count(
        async (redis) => {
          await redis.evalScript(CLEAR, keyOf(key), []);
        },
        () => local.clear(key),
      ),
  };
}
