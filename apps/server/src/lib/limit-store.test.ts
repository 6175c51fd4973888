import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startClosableTcpProxy, type ClosableTcpProxy } from '../testing/closable-tcp-proxy';
import { createLimitStore, type LimitStore } from './limit-store';
import { createSharedBuckets } from './shared-token-buckets';

type Line = { level: 'warn' | 'info'; message: string };
/** A logger that keeps its lines, to count them. */
function keptLog() {
  const lines: Line[] = [];
  const keep = (level: Line['level']) => (first: unknown, second?: unknown) =>
    void lines.push({ level, message: String(typeof first === 'string' ? first : second) });
  return { lines, log: { warn: keep('warn'), info: keep('info') } as never };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 250 && !condition(); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(condition()).toBe(true);
}

const prefix = () => `ecoscha-test-${randomBytes(6).toString('hex')}:`;
const stores: LimitStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

describe('the limit store', () => {
  it('counts on this instance alone without a Redis URL', async () => {
    const { log, lines } = keptLog();
    const store = await createLimitStore({ keyPrefix: 'x:', log });
    expect(store.usesRedis).toBe(false);
    expect(
      await store.count(
        () => Promise.resolve('remote'),
        () => 'local',
      ),
    ).toBe('local');
    expect(lines).toEqual([]);
  });

  it('counts here while its Redis cannot be reached, says so once, and never throws', async () => {
    const { log, lines } = keptLog();
    const store = await createLimitStore({
      redisUrl: `redis://127.0.0.1:${await closedPort()}`,
      keyPrefix: prefix(),
      log,
    });
    stores.push(store);
    expect(store.shared).toBe(false);
    const buckets = createSharedBuckets(store, 'test', {
      capacity: 3,
      perSecond: 0.001,
      maxKeys: 10,
    });
    const taken: boolean[] = [];
    for (let i = 0; i < 50; i += 1) taken.push(await buckets.take('account'));
    // The local bucket: three, then nothing; not one refusal for the counter being away.
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
    expect(lines[0]?.message).toMatch(/limits counted here alone/);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the limit store with Redis', () => {
  let proxy: ClosableTcpProxy | undefined;
  afterEach(async () => {
    await proxy?.restore();
    for (const store of stores.splice(0)) await store.close();
    await proxy?.close();
  });

  it('shares one bucket between two instances', async () => {
    const keyPrefix = prefix();
    const [a, b] = await Promise.all(
      [0, 1].map(() => createLimitStore({ redisUrl, keyPrefix, log: keptLog().log })),
    );
    if (!a || !b) throw new Error('two stores');
    stores.push(a, b);
    const options = { capacity: 4, perSecond: 0.001, maxKeys: 10 };
    const [onA, onB] = [
      createSharedBuckets(a, 'test', options),
      createSharedBuckets(b, 'test', options),
    ];
    const taken = [
      await onA.take('account'),
      await onB.take('account'),
      await onA.take('account'),
      await onB.take('account'),
      await onB.take('account'),
      await onA.take('account'),
    ];
    expect(taken).toEqual([true, true, true, true, false, false]);
  });

  it('falls back to counting here when Redis goes away, once in the log, and shares again when it is back', async () => {
    proxy = await startClosableTcpProxy(redisUrl ?? '');
    const { log, lines } = keptLog();
    const store = await createLimitStore({ redisUrl: proxy.url, keyPrefix: prefix(), log });
    stores.push(store);
    expect(store.shared).toBe(true);
    const buckets = createSharedBuckets(store, 'test', {
      capacity: 2,
      perSecond: 0.001,
      maxKeys: 10,
    });
    expect([await buckets.take('k'), await buckets.take('k'), await buckets.take('k')]).toEqual([
      true,
      true,
      false,
    ]);

    await proxy.cut();
    await until(() => !store.shared);
    // Counted here, from a full bucket of this instance's own.
    const during: boolean[] = [];
    for (let i = 0; i < 20; i += 1) during.push(await buckets.take('k'));
    expect(during.filter(Boolean)).toHaveLength(2);

    await proxy.restore();
    await until(() => store.shared);
    // Redis's bucket again: still empty from before the outage.
    expect(await buckets.take('k')).toBe(false);
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
  });

  it('counts here when a connected Redis stops answering, instead of waiting on it', async () => {
    proxy = await startClosableTcpProxy(redisUrl ?? '');
    const { log, lines } = keptLog();
    const store = await createLimitStore({
      redisUrl: proxy.url,
      keyPrefix: prefix(),
      log,
      commandTimeoutMs: 100,
    });
    stores.push(store);
    const buckets = createSharedBuckets(store, 'test', {
      capacity: 2,
      perSecond: 0.001,
      maxKeys: 9,
    });
    expect(await buckets.take('k')).toBe(true);

    proxy.stall();
    // Each answer comes from this instance's bucket (full), none waits for Redis's.
    const during: boolean[] = [];
    for (let i = 0; i < 10; i += 1) during.push(await buckets.take('k'));
    expect(during.filter(Boolean)).toHaveLength(2);
    expect(store.shared).toBe(false);

    await proxy.restore();
    await until(() => {
      void buckets.take('other');
      return store.shared;
    });
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
  });
});
