import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { API } from '@ecoscha/contracts';
import {
  insertClass,
  insertOneTimeCode,
  insertRosterStudent,
  type RosterRow,
} from '../../testing/class-rows';
import { createAccount, createTestApp, type Account, type TestApp } from '../../testing/test-app';

let t: TestApp;
let guide: Account;
let student: RosterRow;
beforeAll(async () => {
  t = await createTestApp(); // the default numbers: 100 free failures per address
  guide = await createAccount(t.app, 'sustainability_guide');
  student = await insertRosterStudent(
    t.database.db,
    await insertClass(t.database.db, guide.userId),
  );
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A code of the badge alphabet that no badge has (one in 2^40 it is a real one). */
const guess = (i: number) =>
  `ZZZZ${String(2000 + i)
    .replace(/[01]/g, '9')
    .slice(-4)}`;
const badge = (code: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: API.auth.badge, payload: { code }, remoteAddress: ip });

it('lets a class mistype badges, then slows one address guessing codes, never naming the code', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const statuses: number[] = [];
  for (let i = 0; i < 110; i += 1) {
    const answer = await badge(guess(i));
    statuses.push(answer.statusCode);
    expect(answer.body).not.toContain(guess(i));
  }
  expect(statuses.slice(0, 99).every((status) => status === 401)).toBe(true);
  expect(statuses.slice(101)).toEqual(Array(9).fill(429));

  // The right badge from that address waits too; another address is not slowed.
  const refused = await badge(student.code);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().code).toBe('RATE_LIMITED');
  expect(refused.headers['cache-control']).toBe('no-store');
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(30);
  expect((await badge(student.code, '198.51.100.9')).statusCode).toBe(200);

  // A login from the same address is counted apart (a class's badge typos do not lock e-mails).
  const login = await t.app.inject({
    method: 'POST',
    url: API.auth.login,
    payload: { email: guide.email, password: 'rahasia-123' },
    remoteAddress: '203.0.113.7',
  });
  expect(login.statusCode).toBe(200);

  vi.setSystemTime(Date.now() + retryAfter * 1000);
  expect((await badge(student.code)).statusCode).toBe(200);
});

it("slows guesses at one account's reset code after a few, from any address", async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const account = await createAccount(t.app);
  const code = await insertOneTimeCode(t.database.db, {
    purpose: 'password_reset',
    userId: account.userId,
    createdBy: guide.userId,
  });
  const reset = (tried: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: API.auth.resetPassword,
      payload: { email: account.email, code: tried, password: 'kata-sandi-baru' },
      remoteAddress: `192.0.2.${i + 1}`,
    });
  const statuses: number[] = [];
  for (let i = 0; i < 8; i += 1) statuses.push((await reset(guess(i), i)).statusCode);
  expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
  expect(statuses.slice(5)).toEqual([429, 429, 429]);
  const refused = await reset(code, 20);
  expect(refused.statusCode).toBe(429);
  vi.setSystemTime(Date.now() + Number(refused.headers['retry-after']) * 1000);
  expect((await reset(code, 21)).statusCode).toBe(200);
});
