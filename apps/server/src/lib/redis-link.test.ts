import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import { redisReconnectDelay, watchRedisLink } from './redis-link';

it('tells of a Redis outage once, and once of its end, however often the clients retry', () => {
  const lines: string[] = [];
  const log = {
    warn: (_context: object, message: string) => void lines.push(`warn ${message}`),
    info: (_context: object, message: string) => void lines.push(`info ${message}`),
  } as unknown as FastifyBaseLogger;
  const [publisher, subscriber] = [new EventEmitter(), new EventEmitter()];
  const link = watchRedisLink([publisher, subscriber], log);
  const changes: boolean[] = [];
  link.onChange((reachable) => changes.push(reachable));
  for (let attempt = 0; attempt < 28; attempt += 1) {
    publisher.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    subscriber.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
  }
  expect(link.reachable()).toBe(false);
  publisher.emit('ready');
  // Back only once every client is.
  expect(link.reachable()).toBe(false);
  subscriber.emit('ready');
  expect(link.reachable()).toBe(true);
  expect(changes).toEqual([false, true]);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^warn Redis is unreachable/);
  expect(lines[1]).toMatch(/^info Redis is reachable again/);
});

it('tries again soon, then every 2 s', () => {
  expect(redisReconnectDelay(0)).toBe(100);
  expect(redisReconnectDelay(3)).toBe(800);
  expect(redisReconnectDelay(20)).toBe(2_000);
});
