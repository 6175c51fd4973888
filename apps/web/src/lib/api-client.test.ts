import { afterEach, describe, expect, it } from 'vitest';
import { errorBody, firstThen, mockApi } from '@/testing/mock-api';
import { acceptingRepeat, api, ApiError } from './api-client';
import { errorText, i18n } from './i18n';

afterEach(() => {
  delete window.__ECOSCHA_CONFIG__;
});

describe('api client', () => {
  it('sends JSON with the token and the interface language', async () => {
    localStorage.setItem('token', 'tok');
    await i18n.changeLanguage('id');
    const server = mockApi({ 'PUT /api/auth/profile': { body: { ok: true } } });

    await expect(api.put('/api/auth/profile', { username: 'sari' })).resolves.toEqual({ ok: true });

    const [request] = server.requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer tok');
    expect(request?.headers.get('Accept-Language')).toBe('id');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ username: 'sari' });
  });

  it('sends no Authorization header without a token, and no body on GET', async () => {
    const server = mockApi({ 'GET /health': { body: { status: 'ok' } } });
    await api.get('/health');
    expect(server.requests[0]?.headers.has('Authorization')).toBe(false);
    expect(server.requests[0]?.headers.has('Content-Type')).toBe(false);
    expect(server.requests[0]?.body).toBeUndefined();
  });

  it('uses the runtime configuration as base address', async () => {
    window.__ECOSCHA_CONFIG__ = { apiBase: 'https://api.example.org/' };
    const server = mockApi();
    await api.get('/health').catch(() => undefined);
    expect(String(server.fetchMock.mock.calls[0]?.[0])).toBe('https://api.example.org/health');
  });

  it('turns an error answer into an ApiError with code, message and field errors', async () => {
    mockApi({
      'PUT /api/auth/profile': {
        status: 400,
        body: errorBody('VALIDATION_FAILED', 'Invalid data', { username: 'Too short' }),
      },
    });
    const error = await api.put('/api/auth/profile', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid data',
      errors: { username: 'Too short' },
    });
  });

  it('reports a failure only once its translation is there, downloaded on first need', async () => {
    await i18n.changeLanguage('id');
    i18n.removeResourceBundle('id', 'serverErrors');
    i18n.removeResourceBundle('en', 'serverErrors');
    mockApi({
      'POST /api/auth/register': { status: 409, body: errorBody('EMAIL_TAKEN', 'taken') },
    });
    const error = await api.post('/api/auth/register', {}).catch((caught: unknown) => caught);
    expect(errorText(error)).toBe('Email ini sudah terdaftar.');
  });

  it('keeps a readable message from an answer that is not the error shape', async () => {
    mockApi({ 'GET /api/x': { status: 502, body: { message: 'Bad gateway upstream' } } });
    const error = await api.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'UNKNOWN', message: 'Bad gateway upstream' });
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    mockApi({ 'GET /api/x': 'network-error' });
    const error = await api.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', isNetworkError: true });
  });
});

describe('a move that may be a repeat', () => {
  it('counts the refusal of a repeat as done', async () => {
    mockApi({ 'POST /api/gameflow/vote': { status: 409, body: errorBody('ALREADY_VOTED', 'x') } });
    const send = api.post('/api/gameflow/vote', {});
    await expect(acceptingRepeat(send, 'ALREADY_VOTED', 'done')).resolves.toBe('done');
  });

  it('passes on every other failure, a lost connection included', async () => {
    mockApi({
      'POST /api/gameflow/vote': { status: 409, body: errorBody('WRONG_PHASE', 'x') },
      'POST /api/gameflow/kill-vote': 'network-error',
    });
    await expect(
      acceptingRepeat(api.post('/api/gameflow/vote', {}), 'ALREADY_VOTED', 'done'),
    ).rejects.toMatchObject({ code: 'WRONG_PHASE' });
    await expect(
      acceptingRepeat(api.post('/api/gameflow/kill-vote', {}), 'ALREADY_ACTED', 'done'),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});

describe('a call that changes a game', () => {
  const vote = { sessionId: 's1', voterId: 'u1', targetId: 'u2' };

  it('carries an Idempotency-Key, the same on every try, until an answer comes', async () => {
    const server = mockApi({
      'POST /api/gameflow/vote': firstThen('network-error', { body: { success: true } }),
    });
    await expect(api.post('/api/gameflow/vote', vote)).resolves.toEqual({ success: true });
    const keys = server.requests.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{8,64}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('tries again after a proxy’s 502, 503 or 504, and reports the failure after the last try', async () => {
    const server = mockApi({
      'PUT /api/game-sessions/s1/phase': { status: 502, body: { message: 'Bad gateway' } },
    });
    const error = await api
      .put('/api/game-sessions/s1/phase', { phase: 'quiz_active' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502 });
    expect(server.requests).toHaveLength(4);
  });

  it('gets a new key for each new call (each tap is a move of its own)', async () => {
    const server = mockApi({ 'POST /api/game-sessions/s1/timer/pause': { body: {} } });
    await api.post('/api/game-sessions/s1/timer/pause', {});
    await api.post('/api/game-sessions/s1/timer/pause', {});
    const [first, second] = server.requests.map((r) => r.headers.get('Idempotency-Key'));
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('is the game’s every POST, PUT, PATCH and DELETE; reads and other calls are sent once, without a key', async () => {
    const server = mockApi({
      'GET /api/game-sessions/s1': 'network-error',
      'POST /api/auth/login': 'network-error',
      'POST /api/quiz-score/save-score': 'network-error',
    });
    await api.get('/api/game-sessions/s1').catch(() => undefined);
    await api.post('/api/auth/login', {}).catch(() => undefined);
    expect(server.requests).toHaveLength(2);
    expect(server.requests.some((r) => r.headers.has('Idempotency-Key'))).toBe(false);
    await api.post('/api/quiz-score/save-score', {}).catch(() => undefined);
    expect(server.requestsTo('POST', '/api/quiz-score/save-score')).toHaveLength(4);
  });
});
