import { beforeAll, expect, it } from 'vitest';
import { createAccount, useTestApp, type Account } from '../testing/test-app';

let account: Account;
const t = useTestApp();
beforeAll(async () => {
  account = await createAccount(t.app);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${account.token}`, 'accept-language': 'en', ...headers },
  });

it('answers a path that is not valid percent-encoding in our error shape', async () => {
  for (const url of ['/api/characters/%00%ff', '/api/game-sessions/%E0%A4%A']) {
    const answer = await get(url);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({
      code: 'ROUTE_NOT_FOUND',
      error: 'This API address does not exist.',
      message: 'This API address does not exist.',
    });
  }
});

it('names the real problem of a bad path value: a malformed id, a number below its minimum', async () => {
  const malformed = await get('/api/game-sessions/not-a-session-id');
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().errors).toEqual({ id: 'The format is invalid.' });

  const negative = await get('/api/learning-materials/round/-1');
  expect(negative.statusCode).toBe(400);
  expect(negative.json().errors).toEqual({ round: 'Use a number of at least 1.' });
  const indonesian = await get('/api/learning-materials/round/-1', { 'accept-language': 'id' });
  expect(indonesian.json().errors).toEqual({ round: 'Angkanya minimal 1.' });
});

it('names a negative round in a body as a number, not as characters', async () => {
  const answer = await t.app.inject({
    method: 'PUT',
    url: '/api/game-sessions/00000000-0000-4000-8000-000000000000/phase',
    headers: { authorization: `Bearer ${account.token}`, 'accept-language': 'en' },
    payload: { phase: 'lobby', round: -1 },
  });
  expect(answer.statusCode).toBe(400);
  expect(answer.json().errors).toEqual({ round: 'Use a number of at least 0.' });
});

it('lets pages connect only to their own origin and its WebSocket equivalent', async () => {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/',
    headers: { host: 'kelas.local:8080' },
  });
  const policy = String(answer.headers['content-security-policy']);
  const connect = /connect-src ([^;]*)/.exec(policy)?.[1];
  expect(connect).toBe("'self' ws://kelas.local:8080 wss://kelas.local:8080");
  const forged = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'x y' } });
  expect(
    /connect-src ([^;]*)/.exec(String(forged.headers['content-security-policy']))?.[1]?.trim(),
  ).toBe("'self'");
});

it('gives an API answer a policy that lets it load nothing and be framed nowhere, and no page headers', async () => {
  for (const url of ['/health', '/api/characters']) {
    const answer = await get(url);
    expect(answer.headers['content-security-policy'], url).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
    expect(answer.headers['strict-transport-security'], url).toBeUndefined();
  }
});
