import type { FastifyInstance } from 'fastify';
import type { Account } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Answer = { status: number; body: Record<string, unknown> };

/**
 * Calls the app as `who` (undefined: a visitor without a token) and reads the answer as JSON
 * (an empty body as `{}`). `app` is a getter because test apps are built in `beforeAll`.
 */
export function apiCaller(app: () => FastifyInstance, defaultHeaders: Record<string, string> = {}) {
  return async (
    who: Account | undefined,
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const res = await app().inject({
      method,
      url,
      payload,
      headers: {
        ...defaultHeaders,
        ...headers,
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      },
    });
    return { status: res.statusCode, body: res.body ? res.json() : {} };
  };
}

/** The same in English, as the tests that read error messages expect them. */
export const englishApiCaller = (app: () => FastifyInstance) =>
  apiCaller(app, { 'accept-language': 'en' });
