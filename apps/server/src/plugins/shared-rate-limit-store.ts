import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitStore } from '../lib/limit-store';

/** One more call in the key's window; the window starts with the first call and then expires. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** How many keys a local window keeps during an outage (the rate-limit plugin's own keeps 5,000). */
const MAX_LOCAL_KEYS = 10_000;

type Window = { current: number; startedAt: number };

/** Fixed windows in this process, as the plugin's own store counts them: used while Redis is away. */
function localWindows() {
  const windows = new Map<string, Window>();
  return (key: string, timeWindow: number) => {
    const now = Date.now();
    let window = windows.get(key);
    windows.delete(key);
    if (!window || window.startedAt + timeWindow <= now) window = { current: 0, startedAt: now };
    window.current += 1;
    windows.set(key, window);
    if (windows.size > MAX_LOCAL_KEYS) windows.delete(windows.keys().next().value as string);
    return { current: window.current, ttl: window.startedAt + timeWindow - now };
  };
}

/**
 * A store for @fastify/rate-limit whose windows are counted in Redis through `store` (every
 * instance adds to the same key), each route with a limit of its own under its own keys. While
 * Redis is away each instance counts alone: a call is never refused because the counter is away.
 */
export function sharedRateLimitStore(store: LimitStore): FastifyRateLimitStoreCtor {
  return class SharedWindows implements FastifyRateLimitStore {
    private readonly local = localWindows();

    constructor(
      _options?: unknown,
      private readonly name = 'api',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      store
        .count(
          async (redis) => {
            const [current, ttl] = (await redis.evalScript(
              INCREMENT,
              [store.key(this.name, key)],
              [timeWindow],
            )) as [number, number];
            return { current, ttl };
          },
          () => this.local(key, timeWindow),
        )
        .then((result) => callback(null, result), callback);
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string; url?: string } };
      return new SharedWindows(
        undefined,
        `api-route:${routeInfo?.method ?? ''}${routeInfo?.url ?? ''}`,
      );
    }
  };
}
