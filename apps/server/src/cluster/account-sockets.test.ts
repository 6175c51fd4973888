import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClosableTcpProxy, type ClosableTcpProxy } from '../testing/closable-tcp-proxy';
import {
  createAccount,
  createScratchDatabase,
  createTestApp,
  listen,
  type TestApp,
} from '../testing/test-app';
import { testSocket, type ClientSocket } from '../testing/test-socket';

const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(process.env.TEST_DATABASE_URL && redisUrl);

type Phone = { socket: ClientSocket; codes: string[]; closed: Promise<string> };

/** A connected socket of `token`'s account at `url` that keeps the error codes it hears. */
async function phone(url: string, token: string): Promise<Phone> {
  const socket = testSocket(url, token);
  const codes: string[] = [];
  socket.on('session:error', ({ code }: { code: string }) => codes.push(code));
  const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
  const outcome = await new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message));
  });
  if (outcome !== 'connected') throw new Error(outcome);
  return { socket, codes, closed };
}

/** Resolves once `count` of `phones` are connected (polled every 20 ms, at most 10 s). */
async function untilConnected(phones: Phone[], count: number) {
  for (let i = 0; i < 500; i += 1) {
    if (phones.filter((p) => p.socket.connected).length === count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${phones.filter((p) => p.socket.connected).length} connected, not ${count}`);
}

/**
 * Two instances on one database and one Redis, reached through a relay the test can stall: an
 * account's open sockets are counted over both, and each alone while Redis does not answer.
 */
describe.runIf(enabled)("an account's open sockets across two instances", () => {
  let proxy: ClosableTcpProxy;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let apps: TestApp[] = [];
  let urls: string[] = [];
  const appA = () => {
    const [a] = apps;
    if (!a) throw new Error('no instances');
    return a.app;
  };
  const opened: Phone[] = [];
  beforeAll(async () => {
    proxy = await startClosableTcpProxy(redisUrl ?? '');
    scratch = await createScratchDatabase();
    const env = {
      REDIS_URL: proxy.url,
      REDIS_KEY_PREFIX: `ecoscha-test-${randomBytes(6).toString('hex')}:`,
    };
    for (let i = 0; i < 2; i += 1) apps.push(await createTestApp(env, undefined, scratch.url));
    urls = await Promise.all(apps.map(listen));
  });
  afterAll(async () => {
    for (const p of opened) p.socket.close();
    await proxy?.restore();
    for (const t of apps) await t.close();
    apps = [];
    await proxy?.close();
    await scratch?.drop();
  });

  it('keeps the newest ten over both instances and closes the two oldest, wherever they are', async () => {
    const [urlA, urlB] = urls as [string, string];
    const owner = await createAccount(appA());
    const phones: Phone[] = [];
    for (const url of [urlA, urlB]) {
      for (let i = 0; i < 6; i += 1) phones.push(await phone(url, owner.token));
    }
    opened.push(...phones);
    await untilConnected(phones, 10);
    // The two oldest were on a; b's connections closed them.
    for (const oldest of phones.slice(0, 2)) {
      expect(await oldest.closed).toBe('io server disconnect');
      expect(oldest.codes).toContain('TOO_MANY_CONNECTIONS');
    }
    for (const newer of phones.slice(2)) {
      expect(newer.socket.connected).toBe(true);
      expect(newer.codes).toEqual([]);
    }
  });

  it('counts on each instance alone while Redis does not answer, and refuses nobody', async () => {
    const [urlA, urlB] = urls as [string, string];
    const owner = await createAccount(appA());
    proxy.stall();
    const onB: Phone[] = [];
    for (let i = 0; i < 6; i += 1) onB.push(await phone(urlB, owner.token));
    const onA: Phone[] = [];
    for (let i = 0; i < 12; i += 1) onA.push(await phone(urlA, owner.token));
    opened.push(...onB, ...onA);
    await untilConnected(onA, 10);
    for (const oldest of onA.slice(0, 2)) {
      expect(await oldest.closed).toBe('io server disconnect');
      expect(oldest.codes).toContain('TOO_MANY_CONNECTIONS');
    }
    // b's six are not counted with a's while the instances cannot ask each other.
    for (const other of [...onA.slice(2), ...onB]) expect(other.socket.connected).toBe(true);
    await proxy.restore();
  });
});
