import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { closeWithin } from '../lib/close-within';

/**
 * With TEST_DATABASE_URL set (CI's PostgreSQL run), each test app gets a database of its own on
 * that server; otherwise an in-memory PGlite.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
};

/** A database of its own on TEST_DATABASE_URL's server, and how to drop it again. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ecoscha_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Builds the app on a fresh database, or on `reuse` (a server restart: the new app finds what the
 * old one saved; closing it leaves the database open).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  reuse?: DatabaseHandle,
  databaseUrl?: string,
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ecoscha-test-')),
    WEB_DIST_DIR: join(tmpdir(), 'ecoscha-no-web-build'),
    ...env,
  });
  const scratch = serverUrl && !reuse && !databaseUrl ? await createScratchDatabase() : undefined;
  const url = databaseUrl ?? scratch?.url;
  const database = reuse ?? (await openDatabase(url ? { databaseUrl: url } : {}));
  if (!reuse) await prepareDatabase(database, config.contentDir);
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await closeWithin(app, 2_000);
      if (reuse) return;
      await database.close();
      await scratch?.drop();
    },
  };
}

/**
 * The one app of a test file: built before the file's tests (its own `beforeAll` hooks, which run
 * after this one, can sign accounts up on it) and closed after them, when its own `afterAll` hooks
 * have run.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let built: TestApp | undefined;
  const current = () => {
    if (!built) throw new Error('the test app is built in beforeAll');
    return built;
  };
  beforeAll(async () => {
    built = await createTestApp(env);
  });
  afterAll(() => built?.close());
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
}

/**
 * Several instances of the server on one PostgreSQL database and one Redis, as in production
 * behind a load balancer. Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */
export async function createTestCluster(
  count: number,
  env: Record<string, string> = {},
): Promise<{ apps: TestApp[]; close(): Promise<void> }> {
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!serverUrl || !redisUrl)
    throw new Error('a cluster needs TEST_DATABASE_URL and TEST_REDIS_URL');
  const scratch = await createScratchDatabase();
  // The cluster's own counters and channels in Redis: tests running at once share nothing.
  const prefix = `ecoscha-test-${randomBytes(6).toString('hex')}:`;
  const apps: TestApp[] = [];
  for (let i = 0; i < count; i += 1) {
    apps.push(
      await createTestApp(
        { REDIS_KEY_PREFIX: prefix, ...env, REDIS_URL: redisUrl },
        undefined,
        scratch.url,
      ),
    );
  }
  return {
    apps,
    async close() {
      for (const t of apps) await t.close();
      await scratch.drop();
    },
  };
}

export type Account = { token: string; userId: string; email: string; username: string };

let counter = 0;
/** Registers and logs in a fresh account holding the card `character`. */
export async function createAccount(
  app: FastifyInstance,
  character = 'asep_eco_citizen',
): Promise<Account> {
  counter += 1;
  const suffix = `${counter}${randomBytes(3).toString('hex')}`;
  const username = `player${suffix}`;
  const email = `player${suffix}@example.test`;
  const password = 'rahasia-123';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email, password, character },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, character },
  });
  const body = login.json<{ token: string; user: { _id: string } }>();
  return { token: body.token, userId: body.user._id, email, username };
}

/** A test app listening on an ephemeral loopback port, for sockets and real HTTP. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** Limits high enough for many bots signing in from one address. */
export const BOT_LIMITS = {
  LOGIN_RATE_LIMIT: '100000',
  REGISTER_RATE_LIMIT: '100000',
  ACCOUNT_RATE_LIMIT: '10000000',
  ADDRESS_RATE_LIMIT: '10000000',
};
