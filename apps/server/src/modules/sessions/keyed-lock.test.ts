import { expect, it } from 'vitest';
import { createKeyedLock } from './keyed-lock';

it('runs tasks of one key one at a time, in order, and other keys alongside', async () => {
  const withLock = createKeyedLock();
  const log: string[] = [];
  const task = (name: string, ms: number) => async () => {
    log.push(`${name} start`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`${name} end`);
    return name;
  };
  const results = await Promise.all([
    withLock('a', task('a1', 30)),
    withLock('a', task('a2', 1)),
    withLock('b', task('b1', 1)),
  ]);
  expect(results).toEqual(['a1', 'a2', 'b1']);
  expect(log.indexOf('a1 end')).toBeLessThan(log.indexOf('a2 start'));
  expect(log.indexOf('b1 end')).toBeLessThan(log.indexOf('a1 end'));
});

it('keeps going after a task fails', async () => {
  const withLock = createKeyedLock();
  const failed = withLock('a', async () => {
    throw new Error('boom');
  });
  await expect(failed).rejects.toThrow('boom');
  await expect(withLock('a', async () => 'next')).resolves.toBe('next');
});
