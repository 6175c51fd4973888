import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { API } from '@ecoscha/contracts';
import { createAccount, useTestApp, listen } from '../../testing/test-app';
import { testSocket } from '../../testing/test-socket';

let url: string;
const t = useTestApp();
beforeAll(async () => {
  url = await listen(t);
});
afterEach(() => vi.useRealTimers());

const profile = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: API.auth.profile,
    headers: { authorization: `Bearer ${token}` },
  });

const DAY = 24 * 60 * 60_000;

it('renews a token in use after a day, and refuses one unused for the whole week', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const { token } = await createAccount(t.app);
  const fresh = await profile(token);
  expect(fresh.statusCode).toBe(200);
  expect(fresh.headers['x-renewed-token']).toBeUndefined();

  vi.setSystemTime(Date.now() + DAY + 60_000);
  const used = await profile(token);
  expect(used.statusCode).toBe(200);
  const renewed = String(used.headers['x-renewed-token']);
  expect(renewed).not.toBe('undefined');

  vi.setSystemTime(Date.now() + 6.5 * DAY); // the first token is 7.5 days old, the renewed 6.5
  expect((await profile(token)).json().code).toBe('TOKEN_EXPIRED');
  expect((await profile(renewed)).statusCode).toBe(200);
});

it('signs out everywhere: every earlier token and open socket of the account is refused', async () => {
  const account = await createAccount(t.app);
  const login = () =>
    t.app.inject({
      method: 'POST',
      url: API.auth.login,
      payload: { email: account.email, password: 'rahasia-123' },
    });
  const second = (await login()).json<{ token: string }>().token;
  const socket = testSocket(url, account.token);
  const heard: string[] = [];
  socket.on('session:error', ({ code }: { code: string }) => heard.push(code));
  await new Promise((resolve) => socket.on('connect', () => resolve(undefined)));
  const closed = new Promise((resolve) => socket.on('disconnect', resolve));

  const out = await t.app.inject({
    method: 'POST',
    url: API.auth.logoutAll,
    headers: { authorization: `Bearer ${second}`, 'accept-language': 'en' },
  });
  expect(out.statusCode).toBe(200);
  expect(out.json().message).toBe('You are signed out on every device.');
  expect(await closed).toBe('io server disconnect');
  expect(heard).toEqual(['TOKEN_REVOKED']);

  for (const old of [account.token, second]) {
    const refused = await profile(old);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('TOKEN_REVOKED');
  }
  const again = testSocket(url, second);
  const refusal = await new Promise((resolve) =>
    again.on('connect_error', (e) => resolve(e.message)),
  );
  expect(refusal).toBe('TOKEN_REVOKED');
  again.close();

  // Logging in again gives a token that works.
  const next = (await login()).json<{ token: string }>().token;
  expect((await profile(next)).statusCode).toBe(200);
});
