import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

it('slows down repeated logins to one account, not the rest of the class', async () => {
  const target = await createAccount(t.app);
  const classmate = await createAccount(t.app);
  const attempt = (email: string, password = 'wrong-password') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  // createAccount logged in once already: two more attempts fit in the limit of three.
  const answers = [];
  for (let i = 0; i < 3; i += 1) answers.push((await attempt(target.email)).statusCode);
  expect(answers).toEqual([401, 401, 429]);
  const limited = await attempt(target.email, 'rahasia-123');
  expect(limited.json().code).toBe('RATE_LIMITED');

  expect((await attempt(classmate.email, 'rahasia-123')).statusCode).toBe(200);
});
