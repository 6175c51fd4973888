import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

it('reports the database as up', async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: '/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  expect(res.json().driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
});

it('reports 503 when the database is gone', async () => {
  t = await createTestApp();
  const { database } = t;
  database.ping = async () => false;
  const res = await t.app.inject({ url: '/health' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ status: 'degraded', database: 'unavailable' });
});

it('reports 503 draining once a stopping instance hands its work over', async () => {
  t = await createTestApp();
  await t.app.drain(100);
  const res = await t.app.inject({ url: '/health' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ status: 'draining', database: 'ok' });
  expect(res.json()).not.toHaveProperty('redis');
});
