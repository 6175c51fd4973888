import type { FastifyBaseLogger } from 'fastify';
import { createRedisOutageLog, type RedisOutageLog } from './redis-outage-log';

/** What a shared limit asks of Redis: one Lua script over its keys, answered within a moment. */
export type LimitRedis = {
  evalScript(script: string, keys: string[], args: Array<string | number>): Promise<unknown>;
};

/**
 * Where limits count. With Redis, `count` runs the shared version (every instance counts into the
 * same keys); without Redis, or while Redis cannot be reached, it runs the local one (this
 * instance alone). The first failure of an outage is logged once, and so is the recovery: never
 * a line per request, and never a refused request because the counter is away.
 */
export type LimitStore = {
  /** Whether a Redis is configured (its counters shared), reachable or not. */
  readonly usesRedis: boolean;
  /** Whether `count` reaches Redis now (false without Redis or during an outage). */
  readonly shared: boolean;
  /** The Redis key of a limit's counter: the store's prefix, `limits:`, the limit's name, the key. */
  key(limit: string, key: string): string;
  count<T>(remote: (redis: LimitRedis) => Promise<T>, local: () => T): Promise<T>;
  close(): Promise<void>;
};

export type LimitStoreOptions = {
  redisUrl?: string;
  /** Starts every key, so instances of one deployment share counters and others (tests) do not. */
  keyPrefix: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Where an outage is told (shared with the instance's other uses of Redis); its own otherwise. */
  outages?: RedisOutageLog;
  /** How long a count may wait for Redis before this instance counts alone. */
  commandTimeoutMs?: number;
};

const COMMAND_TIMEOUT_MS = 500;
/** How long a start waits for Redis before it counts alone (and says so). */
const FIRST_CONNECT_WAIT_MS = 2_000;
const reconnectDelay = (retries: number) => Math.min(100 * (retries + 1), 2_000);

/** Counts on this instance only: no Redis configured. */
function localStore(keyPrefix: string): LimitStore {
  return {
    usesRedis: false,
    shared: false,
    key: (limit, key) => `${keyPrefix}limits:${limit}:${key}`,
    count: async (_remote, local) => local(),
    close: async () => {},
  };
}

/**
 * A store whose Redis connection is its own: unlike the Socket.IO adapter's, it queues nothing
 * while Redis is away (`disableOfflineQueue`) and gives up on a command after a moment, so a
 * request never waits on a limit.
 */
export async function createLimitStore(options: LimitStoreOptions): Promise<LimitStore> {
  const { redisUrl, keyPrefix } = options;
  const outages = options.outages ?? createRedisOutageLog(options.log);
  if (!redisUrl) return localStore(keyPrefix);
  // Imported only with a Redis URL, like the adapter's client.
  const { createClient } = await import('redis');
  const client = createClient({
    url: redisUrl,
    disableOfflineQueue: true,
    commandOptions: { timeout: options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: 2_000, reconnectStrategy: reconnectDelay },
  });

  let outage = false;
  function lost(error: unknown) {
    if (outage) return;
    outage = true;
    outages.lost('limits', error instanceof Error ? error.message : String(error));
  }
  function regained() {
    if (!outage) return;
    outage = false;
    outages.regained('limits');
  }
  // Every failed reconnect is an `error` event: only the first of an outage is news.
  client.on('error', lost);
  client.on('ready', regained);

  const connecting = client.connect().catch(lost);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    connecting,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (!client.isReady) lost(new Error(`no answer from Redis within ${FIRST_CONNECT_WAIT_MS} ms`));

  const timeoutMs = options.commandTimeoutMs ?? COMMAND_TIMEOUT_MS;
  const redis: LimitRedis = {
    evalScript: (script, keys, args) =>
      client.eval(script, { keys, arguments: args.map(String) }) as Promise<unknown>,
  };
  /**
   * The client's own timeout covers only a command not yet sent: one sent to a Redis that stopped
   * answering would wait for good. Past `timeoutMs` the count is made here instead.
   */
  function answered<T>(pending: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([pending, late]).finally(() => clearTimeout(timer));
  }

  // While a connected Redis does not answer, requests count here at once; one probe at a time
  // asks it whether it answers again.
  let unanswered = false;
  let probing = false;
  client.on('ready', () => {
    unanswered = false;
  });
  function probe() {
    if (probing) return;
    probing = true;
    answered(redis.evalScript('return 1', [], []))
      .then(() => {
        unanswered = false;
        regained();
      })
      .catch(() => undefined)
      .finally(() => {
        probing = false;
      });
  }

  return {
    usesRedis: true,
    get shared() {
      return client.isReady && !outage;
    },
    key: (limit, key) => `${keyPrefix}limits:${limit}:${key}`,
    async count(remote, local) {
      if (!client.isReady) {
        lost(new Error('not connected'));
        return local();
      }
      if (unanswered) {
        probe();
        return local();
      }
      try {
        const result = await answered(remote(redis));
        regained();
        return result;
      } catch (error) {
        lost(error);
        unanswered = true;
        return local();
      }
    },
    async close() {
      client.off('error', lost);
      client.on('error', () => {});
      if (client.isReady) await client.quit().catch(() => client.destroy());
      else client.destroy();
      await connecting;
    },
  };
}
