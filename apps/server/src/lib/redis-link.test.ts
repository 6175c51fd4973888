import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import { redisReconnectDelay, watchRedisLink } from './redis-link';
import { createRedisOutageLog } from './redis-outage-log';

it('tells of a Redis outage once, and once of its end, however often the clients retry', () => {
  const lines: string[] = [];
  const log = {
    warn: (_context: object, message: string) => void lines.push(`warn ${message}`),
    info: (_context: object, message: string) => void lines.push(`info ${message}`),
  } as unknown as FastifyBaseLogger;
  const [publisher, subscriber] = [new EventEmitter(), new EventEmitter()];
  const outages = createRedisOutageLog(log);
  const link = watchRedisLink([publisher, subscriber], outages);
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

it('tells the whole instance of an outage once, whichever of its parts notice it', () => {
  const lines: string[] = [];
  const log = {
    warn: (_context: object, message: string) => void lines.push(`warn ${message}`),
    info: (_context: object, message: string) => void lines.push(`info ${message}`),
  } as unknown as FastifyBaseLogger;
  const outages = createRedisOutageLog(log);
  outages.lost('limits', 'no answer within 500 ms');
  outages.lost('pushes', 'connect ECONNREFUSED');
  outages.lost('limits', 'not connected');
  outages.regained('limits');
  expect(lines).toHaveLength(1);
  outages.regained('pushes');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^info Redis is reachable again/);
});

it('tries again soon, then every 2 s', () => {
  expect(redisReconnectDelay(0)).toBe(100);
  expect(redisReconnectDelay(3)).toBe(800);
  expect(redisReconnectDelay(20)).toBe(2_000);
});
