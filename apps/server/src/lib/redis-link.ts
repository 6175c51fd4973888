import type { FastifyBaseLogger } from 'fastify';

/** What the link needs of a Redis client (node-redis): its connection events. */
type RedisEvents = {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
};

export type RedisLink = {
  /** Every client is connected: changes reach the other instances through Redis. */
  reachable(): boolean;
  /** Called with `false` when the link is lost and `true` when it is back. */
  onChange(listener: (reachable: boolean) => void): void;
};

/**
 * Whether this instance reaches Redis, told once per outage. A client retries by itself and
 * reports an error at every failed attempt (several a second while Redis is away); the log gets
 * one line when the link is lost, with the first error's message, and one when it is back.
 */
export function watchRedisLink(clients: RedisEvents[], log: FastifyBaseLogger): RedisLink {
  const ready = clients.map(() => true);
  let reachable = true;
  let lostAt = 0;
  const listeners: Array<(reachable: boolean) => void> = [];
  const set = (value: boolean, error?: Error) => {
    if (value === reachable) return;
    reachable = value;
    if (!value) {
      lostAt = Date.now();
      log.warn(
        { redisError: error?.message ?? 'unknown' },
        'Redis is unreachable: this instance now reads the other instances\u2019 changes from the database every 2 s',
      );
    } else {
      const seconds = Math.round((Date.now() - lostAt) / 1000);
      log.info({ outageSeconds: seconds }, `Redis is reachable again after ${seconds} s`);
    }
    for (const listener of listeners) listener(value);
  };
  clients.forEach((client, i) => {
    client.on('error', (error) => {
      ready[i] = false;
      set(false, error);
    });
    client.on('ready', () => {
      ready[i] = true;
      if (ready.every(Boolean)) set(true);
    });
  });
  return {
    reachable: () => reachable,
    onChange: (listener) => void listeners.push(listener),
  };
}

/**
 * node-redis' wait before its next attempt: soon at first, then every 2 s, so a Redis that is
 * back is found within about 2 s.
 */
export const redisReconnectDelay = (retries: number) => Math.min(100 * 2 ** retries, 2_000);
