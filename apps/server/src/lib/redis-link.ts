import type { RedisOutageLog } from './redis-outage-log';

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
 * Whether this instance's pushes reach Redis, told once per outage. A client retries by itself
 * and reports an error at every failed attempt (several a second while Redis is away); `outages`
 * hears of the loss once, with the first error's message, and once of the return.
 */
export function watchRedisLink(clients: RedisEvents[], outages: RedisOutageLog): RedisLink {
  const ready = clients.map(() => true);
  let reachable = true;
  const listeners: Array<(reachable: boolean) => void> = [];
  const set = (value: boolean, error?: Error) => {
    if (value === reachable) return;
    reachable = value;
    if (!value) outages.lost('pushes', error?.message ?? 'unknown');
    else outages.regained('pushes');
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
