import { expect, it } from 'vitest';
import { createBucketsByKey, createTokenBucket } from './token-bucket';

it('lets a burst up to the capacity pass, then the refill rate', () => {
  const bucket = createTokenBucket(3, 2);
  const at0 = [0, 0, 0, 0].map(() => bucket.take(0));
  expect(at0).toEqual([true, true, true, false]);
  expect(bucket.take(400)).toBe(false); // 0.8 of a token came back
  expect(bucket.take(500)).toBe(true); // the whole one
  expect([10_000, 10_000, 10_000, 10_000].map((now) => bucket.take(now))).toEqual([
    true,
    true,
    true,
    false,
  ]);
});

it('keeps one bucket per key and forgets the one used longest ago', () => {
  const buckets = createBucketsByKey({ capacity: 1, perSecond: 0.001, maxKeys: 2 });
  expect(buckets.take('a', 0)).toBe(true);
  expect(buckets.take('a', 0)).toBe(false);
  expect(buckets.take('b', 0)).toBe(true);
  expect(buckets.take('c', 0)).toBe(true);
  expect(buckets.size()).toBe(2);
});
