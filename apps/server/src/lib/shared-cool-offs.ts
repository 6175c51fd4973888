import type { LimitStore } from './limit-store';

const IMPOSE = `redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
return 1`;
const IS_WAITING = `return redis.call('EXISTS', KEYS[1])`;

export type CoolOffs = {
  /** From now on, `key` waits `durationMs` (a socket cut off for flooding: its account). */
  impose(key: string): Promise<void>;
  isWaiting(key: string): Promise<boolean>;
};

/**
 * Keys that must wait a while before they are served again, known to every instance through
 * `store` (a key in Redis that expires with the wait). While Redis is away, each instance keeps the
 * waits it imposed itself, at most `maxKeys` of them (the oldest go first).
 */
export function createCoolOffs(
  store: LimitStore,
  limit: string,
  { durationMs, maxKeys }: { durationMs: number; maxKeys: number },
): CoolOffs {
  const until = new Map<string, number>();
  function imposeHere(key: string) {
    until.delete(key);
    until.set(key, Date.now() + durationMs);
    if (until.size > maxKeys) until.delete(until.keys().next().value as string);
  }
  function isWaitingHere(key: string): boolean {
    const end = until.get(key);
    if (end === undefined) return false;
    if (end > Date.now()) return true;
    until.delete(key);
    return false;
  }
  return {
    async impose(key) {
      // Kept here too: the cut socket's instance goes on refusing it should Redis go away.
      imposeHere(key);
      await store.count(
        (redis) => redis.evalScript(IMPOSE, [store.key(limit, key)], [durationMs]),
        () => undefined,
      );
    },
    isWaiting: async (key) =>
      isWaitingHere(key) ||
      store.count(
        async (redis) => (await redis.evalScript(IS_WAITING, [store.key(limit, key)], [])) === 1,
        () => false,
      ),
  };
}
