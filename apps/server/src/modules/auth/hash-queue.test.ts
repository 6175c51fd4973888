import { expect, it } from 'vitest';
import { isAppError } from '../../lib/app-error';
import { createHashQueue } from './hash-queue';

type Gate = { promise: Promise<void>; open: () => void };
function gate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

it('runs at most `concurrency` tasks, queues a bounded number and refuses the rest as busy', async () => {
  const queue = createHashQueue({ concurrency: 1, maxWaiting: 2, maxWaitMs: 60_000 });
  const gates = [gate(), gate(), gate()];
  const started: number[] = [];
  const results = gates.map((g, i) =>
    queue.run(async () => {
      started.push(i);
      await g.promise;
      return i;
    }),
  );
  const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
  expect(isAppError(refused) && refused.code).toBe('SERVER_BUSY');
  expect(started).toEqual([0]);
  expect(queue.stats()).toEqual({ running: 1, waiting: 2 });
  for (const g of gates) g.open();
  expect(await Promise.all(results)).toEqual([0, 1, 2]);
  expect(started).toEqual([0, 1, 2]);
  expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
});

it('refuses a task that waited longer than its caller would', async () => {
  const queue = createHashQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 0 });
  const first = gate();
  const running = queue.run(() => first.promise);
  const stale = queue.run(async () => 'late');
  await new Promise((resolve) => setTimeout(resolve, 5));
  first.open();
  await running;
  const error = await stale.catch((e: unknown) => e);
  expect(isAppError(error) && error.code).toBe('SERVER_BUSY');
});
