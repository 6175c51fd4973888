import { vi } from 'vitest';

export type RecordedRequest = {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
};

export type Reply =
  { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
type Route = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

function respond(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * Replaces `fetch` with a table of answers keyed by "METHOD /path". Unknown routes answer 404
 * ROUTE_NOT_FOUND, like the server. Every request is recorded with its headers and JSON body.
 */
export function mockApi(routes: Record<string, Route> = {}) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (route === undefined) {
      return respond(404, { code: 'ROUTE_NOT_FOUND', error: 'Not Found', message: 'No route' });
    }
    const reply = typeof route === 'function' ? await route(request) : route;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return respond(reply.status ?? 200, reply.body, reply.headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    requestsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
    /** The body of the first phase change asked for session s1 (the tests' session). */
    phaseChange: () =>
      requests.find((r) => r.method === 'PUT' && r.path === '/api/game-sessions/s1/phase')?.body,
  };
}

/** The first call gets `first`, every later one `then`. */
export function firstThen(first: Reply, then: Reply) {
  let calls = 0;
  return () => (++calls === 1 ? first : then);
}

/** A reply that arrives only when the test says so. */
export function deferredReply() {
  let resolve!: (reply: Reply) => void;
  const promise = new Promise<Reply>((done) => {
    resolve = done;
  });
  return { route: () => promise, resolve };
}

export function errorBody(code: string, message: string, errors?: Record<string, string>) {
  return { code, error: message, message, ...(errors ? { errors } : {}) };
}
