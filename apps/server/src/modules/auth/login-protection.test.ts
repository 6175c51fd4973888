import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { API } from '@ecoscha/contracts';
import { createAccount, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // the default numbers: 5 free failures per account
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const attempt = (email: string, password = 'wrong-password') =>
  t.app.inject({ method: 'POST', url: API.auth.login, payload: { email, password } });

it("lets the guide in within a minute of a student's ten wrong passwords, and the class meanwhile", async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const guide = await createAccount(t.app, 'sustainability_guide');
  const classmate = await createAccount(t.app);
  const statuses: number[] = [];
  for (let i = 0; i < 10; i += 1) statuses.push((await attempt(guide.email)).statusCode);
  expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
  expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
  expect((await attempt(classmate.email, 'rahasia-123')).statusCode).toBe(200);

  // The guide is asked to wait, then gets in with the right password.
  const refused = await attempt(guide.email, 'rahasia-123');
  expect(refused.statusCode).toBe(429);
  expect(refused.json().code).toBe('RATE_LIMITED');
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  vi.setSystemTime(Date.now() + retryAfter * 1000);
  expect((await attempt(guide.email, 'rahasia-123')).statusCode).toBe(200);
  // A success forgets the failures: one mistake later is an ordinary 401.
  expect((await attempt(guide.email)).statusCode).toBe(401);
});

it('never makes anybody wait longer than 30 s, however long the guessing goes on', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const target = await createAccount(t.app);
  for (let i = 0; i < 30; i += 1) {
    const answer = await attempt(target.email);
    if (answer.statusCode === 429) {
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(30);
      vi.setSystemTime(Date.now() + Number(answer.headers['retry-after']) * 1000);
    }
  }
  const refused = await attempt(target.email, 'rahasia-123');
  expect(Number(refused.headers['retry-after'] ?? 0)).toBeLessThanOrEqual(30);
  vi.setSystemTime(Date.now() + 30_000);
  expect((await attempt(target.email, 'rahasia-123')).statusCode).toBe(200);
});

it('answers forty logins with unknown e-mails at once, each with a clear refusal', async () => {
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) => attempt(`nobody${i}@example.test`)),
  );
  for (const answer of answers) {
    expect([401, 503]).toContain(answer.statusCode);
    expect(['INVALID_CREDENTIALS', 'SERVER_BUSY']).toContain(answer.json().code);
  }
});
