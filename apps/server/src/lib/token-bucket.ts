/**
 * A token bucket: holds up to `capacity` tokens, gains `perSecond` tokens a second, and every
 * event takes one. Bursts up to the capacity pass; a steady flood passes at `perSecond` only.
 */
export type TokenBucket = { take(now?: number): boolean };

export function createTokenBucket(capacity: number, perSecond: number): TokenBucket {
  let tokens = capacity;
  let updatedAt = Date.now();
  return {
    take(now = Date.now()) {
      tokens = Math.min(capacity, tokens + (Math.max(0, now - updatedAt) / 1000) * perSecond);
      updatedAt = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * Buckets by key (an account), at most `maxKeys` of them: the one used longest ago goes first. A
 * dropped bucket comes back full, which costs an attacker nothing it did not have: the limit is
 * meant for keys in use, and those stay.
 */
export function createBucketsByKey(options: {
  capacity: number;
  perSecond: number;
  maxKeys: number;
}) {
  const buckets = new Map<string, TokenBucket>();
  return {
    take(key: string, now = Date.now()): boolean {
      let bucket = buckets.get(key);
      if (bucket) buckets.delete(key);
      else bucket = createTokenBucket(options.capacity, options.perSecond);
      buckets.set(key, bucket);
      if (buckets.size > options.maxKeys) buckets.delete(buckets.keys().next().value as string);
      return bucket.take(now);
    },
    size: () => buckets.size,
  };
}
