import { availableParallelism } from 'node:os';
import { AppError } from '../../lib/app-error';

export type HashQueueOptions = {
  /** Hashes computed at the same time. */
  concurrency: number;
  /** Hashes waiting for their turn; one more is refused with SERVER_BUSY. */
  maxWaiting: number;
  /** A hash that waited this long is refused when its turn comes (its caller has given up). */
  maxWaitMs: number;
};

/**
 * Password hashing takes a core for some 10 to 100 ms. Half the cores (at least one) hash, so the
 * other half serve live games whatever a flood of logins does; the rest wait in a bounded queue.
 */
export const HASH_QUEUE: HashQueueOptions = {
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  maxWaiting: 200,
  maxWaitMs: 10_000,
};

export type HashQueue = {
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): { running: number; waiting: number };
};

export function createHashQueue(options: HashQueueOptions = HASH_QUEUE): HashQueue {
  let running = 0;
  const waiting: Array<{ start: () => void; refuse: () => void; since: number }> = [];

  function next() {
    while (running < options.concurrency && waiting.length > 0) {
      const job = waiting.shift();
      if (!job) return;
      if (Date.now() - job.since > options.maxWaitMs) job.refuse();
      else job.start();
    }
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency && waiting.length >= options.maxWaiting) {
        return Promise.reject(new AppError('SERVER_BUSY'));
      }
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1;
          task()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        };
        const refuse = () => reject(new AppError('SERVER_BUSY'));
        waiting.push({ start, refuse, since: Date.now() });
        next();
      });
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
