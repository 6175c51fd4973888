import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@ecoscha/contracts';
import type { FastifyInstance } from 'fastify';
import { startClosableTcpProxy, type ClosableTcpProxy } from '../testing/closable-tcp-proxy';
import {
  createAccount,
  createScratchDatabase,
  createTestApp,
  createTestCluster,
  listen,
  type Account,
  type TestApp,
} from '../testing/test-app';
import { testSocket } from '../testing/test-socket';

const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(process.env.TEST_DATABASE_URL && redisUrl);

/** Three free failures per account; twenty API calls a minute per account. */
const LOW_LIMITS = { LOGIN_RATE_LIMIT: '3', ACCOUNT_RATE_LIMIT: '20' };
const PASSWORD = 'rahasia-123';

const logIn = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: API.auth.login, payload: { email, password } });
const profile = (app: FastifyInstance, who: Account) =>
  app.inject({ url: API.auth.profile, headers: { authorization: `Bearer ${who.token}` } });

/** How a socket of `token`'s account fares at `url`: `connected`, or the server's refusal. */
function connectAt(url: string, token: string): Promise<string> {
  const socket = testSocket(url, token);
  return new Promise((resolve) => {
    socket.on('connect', () => {
      resolve('connected');
      socket.close();
    });
    socket.on('connect_error', (error) => resolve(error.message));
  });
}

/** Floods a socket at `url` until the server cuts it off; resolves with the code it heard. */
function floodUntilCut(url: string, token: string): Promise<string> {
  const socket = testSocket(url, token);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('never cut off')), 10_000);
    socket.on('session:error', ({ code }: { code: string }) => {
      if (code !== 'SOCKET_CUT_OFF') return;
      clearTimeout(timer);
      resolve(code);
    });
    socket.on('connect', () => {
      for (let i = 0; i < 400; i += 1) socket.emit('joinRoom', 'flood');
    });
    socket.on('disconnect', () => socket.close());
  });
}

describe.runIf(enabled)('limits counted across two instances (PostgreSQL + Redis)', () => {
  let cluster: Awaited<ReturnType<typeof createTestCluster>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    cluster = await createTestCluster(2, LOW_LIMITS);
    [a, b] = cluster.apps.map((t) => t.app) as [FastifyInstance, FastifyInstance];
  });
  afterAll(() => cluster?.close());

  it('makes a login wait at instance b once wrong passwords at instance a reached the limit', async () => {
    const student = await createAccount(a);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await logIn(a, student.email, 'salah')).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    // The right password, at the other instance, within the 2 s wait after the third failure.
    const atB = await logIn(b, student.email, PASSWORD);
    expect(atB.statusCode).toBe(429);
    expect(atB.json().code).toBe('RATE_LIMITED');
    expect(Number(atB.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("counts an account's API calls at both instances together", async () => {
    const student = await createAccount(a);
    for (let i = 0; i < 10; i += 1) expect((await profile(a, student)).statusCode).toBe(200);
    const atB: number[] = [];
    for (let i = 0; i < 11; i += 1) atB.push((await profile(b, student)).statusCode);
    expect(atB).toEqual([...Array<number>(10).fill(200), 429]);
    expect((await profile(a, student)).statusCode).toBe(429);
  });

  it('keeps a socket cut off for flooding at instance a from connecting at instance b', async () => {
    const [urlA, urlB] = await Promise.all(cluster.apps.map(listen));
    const flooder = await createAccount(a);
    const bystander = await createAccount(a);
    expect(await floodUntilCut(urlA ?? '', flooder.token)).toBe('SOCKET_CUT_OFF');
    // Within its 10 s cool-off, at the other instance.
    expect(await connectAt(urlB ?? '', flooder.token)).toBe('SOCKET_CUT_OFF');
    expect(await connectAt(urlB ?? '', bystander.token)).toBe('connected');
  });
});

describe.runIf(enabled)('limits per address, across two instances', () => {
  let cluster: Awaited<ReturnType<typeof createTestCluster>>;
  beforeAll(async () => {
    cluster = await createTestCluster(2, { REGISTER_RATE_LIMIT: '4', ADDRESS_RATE_LIMIT: '10' });
  });
  afterAll(() => cluster?.close());

  it('counts sign-ups from one address at both instances together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const app = cluster.apps[i < 2 ? 0 : 1]?.app;
      const suffix = randomBytes(4).toString('hex');
      const answer = await app?.inject({
        method: 'POST',
        url: API.auth.register,
        payload: {
          username: `signup${suffix}`,
          email: `signup${suffix}@example.test`,
          password: PASSWORD,
          character: 'asep_eco_citizen',
        },
      });
      statuses.push(answer?.statusCode ?? 0);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  it("counts one address's anonymous API calls at both instances together", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const app = cluster.apps[i % 2]?.app;
      statuses.push((await app?.inject({ url: API.characters.list }))?.statusCode ?? 0);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });
});

describe.runIf(enabled)('limits while Redis cannot be reached (PostgreSQL + Redis)', () => {
  let proxy: ClosableTcpProxy;
  let t: TestApp;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    proxy = await startClosableTcpProxy(redisUrl ?? '');
    scratch = await createScratchDatabase();
    t = await createTestApp(
      {
        ...LOW_LIMITS,
        REDIS_URL: proxy.url,
        REDIS_KEY_PREFIX: `ecoscha-test-${randomBytes(6).toString('hex')}:`,
      },
      undefined,
      scratch.url,
    );
  });
  afterAll(async () => {
    await proxy?.restore();
    // The Socket.IO adapter's clients are back too, so that closing the app sends what they hold.
    const adapter = t?.app.io.of('/').adapter as unknown as Record<string, { isReady: boolean }>;
    const ready = () => ['pubClient', 'subClient'].every((client) => adapter[client]?.isReady);
    for (let i = 0; i < 250 && !ready(); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await t?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  it('counts on the instance alone and refuses nothing it would not refuse alone, then shares again', async () => {
    const student = await createAccount(t.app);
    const classmate = await createAccount(t.app);
    expect(t.app.limitStore.shared).toBe(true);

    await proxy.cut();
    const calls: number[] = [];
    for (let i = 0; i < 21; i += 1) calls.push((await profile(t.app, student)).statusCode);
    expect(t.app.limitStore.shared).toBe(false);
    // Twenty calls answered, the twenty-first over this instance's own count.
    expect(calls).toEqual([...Array<number>(20).fill(200), 429]);

    const logins: number[] = [];
    for (let i = 0; i < 3; i += 1) logins.push((await logIn(t.app, student.email, 'x')).statusCode);
    logins.push((await logIn(t.app, student.email, PASSWORD)).statusCode);
    expect(logins).toEqual([401, 401, 401, 429]);
    expect((await logIn(t.app, classmate.email, PASSWORD)).statusCode).toBe(200);

    await proxy.restore();
    for (let i = 0; i < 250 && !t.app.limitStore.shared; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await profile(t.app, classmate);
    }
    expect(t.app.limitStore.shared).toBe(true);
  });
});
