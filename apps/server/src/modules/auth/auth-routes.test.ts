import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { users } from '../../db/schema';
import { createAccount, useTestApp } from '../../testing/test-app';

const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', REGISTER_RATE_LIMIT: '1000' });

const userCount = async () => {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row?.n;
};
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('creates an account holding the scanned card and never returns the password', async () => {
    const res = await post('/api/auth/register', {
      username: 'Raka Pratama',
      email: 'Raka@Example.test',
      password: 'leuweung-hejo',
      character: 'kang_raka_green_guardian',
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      username: 'Raka Pratama',
      email: 'raka@example.test',
      roleId: 'green_guardian_1',
      character: { key: 'kang_raka_green_guardian', role: 'green_guardian_1' },
    });
    expect(user._id).toBe(user.id);
    expect(res.body).not.toContain('leuweung-hejo');
    expect(res.body).not.toContain('argon2');
  });

  it('gives a card-less sign-up the default eco citizen', async () => {
    const res = await post('/api/auth/register', {
      username: 'tanpa kartu',
      email: 'nocard@example.test',
      password: 'secret-1',
    });
    expect(res.json().user.roleId).toBe('eco_citizen_1');
  });

  it.each([
    [
      'missing fields',
      {},
      { username: 'Wajib diisi.', email: 'Wajib diisi.', password: 'Wajib diisi.' },
    ],
    [
      'wrong types',
      { username: 42, email: ['a'], password: true },
      { username: expect.any(String), email: expect.any(String), password: expect.any(String) },
    ],
    [
      'a short username and a bad email',
      { username: 'ab', email: 'not-an-email', password: 'secret-1' },
      { username: 'Minimal 3 karakter.', email: 'Formatnya tidak valid.' },
    ],
  ])('rejects %s with per-field errors and writes nothing', async (_, payload, errors) => {
    const before = await userCount();
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
    expect(await userCount()).toBe(before);
  });

  it('rejects an unknown card key', async () => {
    const before = await userCount();
    const res = await post('/api/auth/register', {
      username: 'budi',
      email: 'budi@example.test',
      password: 'secret-1',
      character: 'budi_eco_citizen',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UNKNOWN_CHARACTER');
    expect(await userCount()).toBe(before);
  });

  it('refuses a taken email (any letter case) and a taken username', async () => {
    const first = await createAccount(t.app);
    const before = await userCount();
    const sameEmail = await post('/api/auth/register', {
      username: 'someone else',
      email: first.email.toUpperCase(),
      password: 'secret-1',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      errors: { email: expect.any(String) },
    });
    const sameName = await post('/api/auth/register', {
      username: first.username.toUpperCase(),
      email: 'different@example.test',
      password: 'secret-1',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().code).toBe('USERNAME_TAKEN');
    expect(await userCount()).toBe(before);
  });

  it('answers malformed JSON, oversized bodies and non-JSON bodies with clear codes', async () => {
    const before = await userCount();
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('MALFORMED_JSON');
    const huge = await post('/api/auth/register', {
      username: 'x'.repeat(200_000),
      email: 'huge@example.test',
      password: 'secret-1',
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/xml' },
      payload: '<user/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await userCount()).toBe(before);
  });

  it('answers in English when the caller asks for it', async () => {
    const res = await post('/api/auth/register', {}, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.json()).toMatchObject({
      error: 'The data sent is not valid.',
      message: 'The data sent is not valid.',
      errors: { email: 'This field is required.' },
    });
  });
});

describe('POST /api/auth/login', () => {
  it('returns a token and the user; the card scanned at login decides the role', async () => {
    const account = await createAccount(t.app, 'asep_eco_citizen');
    const res = await post('/api/auth/login', {
      email: account.email,
      password: 'rahasia-123',
      character: 'mang_karwa_waste_villain',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ _id: account.userId, roleId: 'waste_villain_1' });
    const profile = await t.app.inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.json().user.roleId).toBe('waste_villain_1');
  });

  it('keeps the stored role when no card is given', async () => {
    const account = await createAccount(t.app, 'waste_manager');
    const res = await post('/api/auth/login', { email: account.email, password: 'rahasia-123' });
    expect(res.json().user.roleId).toBe('waste_manager_1');
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const account = await createAccount(t.app);
    const wrong = await post('/api/auth/login', { email: account.email, password: 'nope-nope' });
    const unknown = await post('/api/auth/login', { email: 'ghost@example.test', password: 'x' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('rejects an unknown card key without changing the role', async () => {
    const account = await createAccount(t.app, 'teh_rani_green_guardian');
    const res = await post('/api/auth/login', {
      email: account.email,
      password: 'rahasia-123',
      character: 'admin',
    });
    expect(res.json().code).toBe('UNKNOWN_CHARACTER');
    const again = await post('/api/auth/login', { email: account.email, password: 'rahasia-123' });
    expect(again.json().user.roleId).toBe('green_guardian_2');
  });
});

describe('GET and PUT /api/auth/profile', () => {
  const profile = (authorization?: string) =>
    t.app.inject({ url: '/api/auth/profile', headers: authorization ? { authorization } : {} });

  it('returns the caller only with a valid token', async () => {
    const account = await createAccount(t.app);
    const ok = await profile(`Bearer ${account.token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ _id: account.userId, email: account.email });
  });

  it.each([
    ['no token', undefined, 'UNAUTHENTICATED'],
    ['a malformed token', 'Bearer not.a.token', 'TOKEN_INVALID'],
    [
      'a token forged with another secret',
      `Bearer ${createSigner({ key: 'another-secret-another-secret-xx' })({ sub: 'x' })}`,
      'TOKEN_INVALID',
    ],
    [
      'a token without subject',
      `Bearer ${createSigner({ key: 'test-secret-that-is-long-enough-for-hs256-signing' })({ a: 1 })}`,
      'TOKEN_INVALID',
    ],
    [
      'an expired token',
      `Bearer ${createSigner({ key: 'test-secret-that-is-long-enough-for-hs256-signing', clockTimestamp: Date.now() - 3_600_000, expiresIn: 60_000 })({ sub: 'x' })}`,
      'TOKEN_EXPIRED',
    ],
  ])('answers 401 for %s', async (_, authorization, code) => {
    const res = await profile(authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(code);
  });

  it('answers 404 for a valid token of an account that does not exist', async () => {
    const res = await profile(
      `Bearer ${t.app.tokens.sign('00000000-0000-0000-0000-000000000000')}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('USER_NOT_FOUND');
  });

  it('updates username and email, and refuses another account’s email', async () => {
    const me = await createAccount(t.app);
    const other = await createAccount(t.app);
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { authorization: `Bearer ${me.token}` },
        payload,
      });

    const taken = await put({ username: me.username, email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      errors: { email: expect.any(String) },
    });

    const invalid = await put({ username: 'a', email: 'bad' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      username: 'Minimal 3 karakter.',
      email: 'Formatnya tidak valid.',
    });

    const ok = await put({ username: me.username.toUpperCase(), email: 'renamed@example.test' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({
      username: me.username.toUpperCase(),
      email: 'renamed@example.test',
    });
    const login = await post('/api/auth/login', {
      email: 'renamed@example.test',
      password: 'rahasia-123',
    });
    expect(login.statusCode).toBe(200);
  });

  it('requires a token to update', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { username: 'abc', email: 'a@b.co' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the API as a whole', () => {
  it('answers unknown API routes with a JSON 404 and sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('documents every route in OpenAPI', async () => {
    const res = await t.app.inject({ url: '/api/docs/openapi.json' });
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/profile',
        '/api/characters',
        '/api/characters/{roleId}',
        '/api/learning-materials',
        '/health',
      ]),
    );
  });
});
