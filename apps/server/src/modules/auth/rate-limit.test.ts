import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@ecoscha/contracts';
import { createAccount, createTestApp, type TestApp } from '../../testing/test-app';

describe('login failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password = 'wrong-password') =>
    t.app.inject({ method: 'POST', url: API.auth.login, payload: { email, password } });

  it('count only failures: logging in on many phones never runs into the limit', async () => {
    const student = await createAccount(t.app);
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await attempt(student.email, 'rahasia-123')).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('stop guessing at one account, not the rest of the class', async () => {
    const target = await createAccount(t.app);
    const classmate = await createAccount(t.app);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await attempt(target.email)).statusCode);
    expect(answers).toEqual([401, 401, 401, 429]);
    const limited = await attempt(target.email, 'rahasia-123');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');

    expect((await attempt(classmate.email, 'rahasia-123')).statusCode).toBe(200);
  });

  it('forget earlier mistakes after a successful login', async () => {
    const student = await createAccount(t.app);
    for (let i = 0; i < 2; i += 1) expect((await attempt(student.email)).statusCode).toBe(401);
    expect((await attempt(student.email, 'rahasia-123')).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await attempt(student.email)).statusCode).toBe(401);
    expect((await attempt(student.email, 'rahasia-123')).statusCode).toBe(200);
  });
});

describe('API rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ACCOUNT_RATE_LIMIT: '8', ADDRESS_RATE_LIMIT: '8' });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('never count pictures, sound, pages or the health check', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await get('/content/images/logo.svg')).statusCode).toBe(200);
      expect((await get('/health')).statusCode).toBe(200);
    }
  });

  it('count a signed-in phone per account, so classmates behind the same address go on', async () => {
    // Each account logs in anonymously: 2 of the address's 8 calls (sign-ups count apart).
    const busy = await createAccount(t.app);
    const classmate = await createAccount(t.app);
    const answers = [];
    for (let i = 0; i < 9; i += 1)
      answers.push((await get(API.auth.profile, busy.token)).statusCode);
    expect(answers.slice(0, 8).every((status) => status === 200)).toBe(true);
    expect(answers[8]).toBe(429);
    const answered = await get(API.auth.profile, classmate.token);
    expect(answered.statusCode).toBe(200);
    // Under the limit an answer does not count down: three headers less on every call.
    expect(answered.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('count anonymous calls, and calls with a forged token, per address', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bm90LWEtc2lnbmF0dXJl';
    const statuses = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await get(API.characters.list, i % 2 ? forged : undefined)).statusCode);
    }
    // The address already spent 2 calls on the two logins above.
    expect(statuses.filter((status) => status === 429).length).toBe(2);
    const limited = await get(API.characters.list);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
