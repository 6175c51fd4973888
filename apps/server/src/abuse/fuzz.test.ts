import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API, CLIENT_EVENT_PAYLOADS } from '@ecoscha/contracts';
import { BOT_LIMITS, createAccount, useTestApp, listen, type Account } from '../testing/test-app';

/**
 * Generated calls to every route of the OpenAPI document (made from the contracts' zod schemas)
 * and generated socket events (from the contracts' client event schemas): never a 5xx, and a
 * refused call changes nothing that is stored.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};
type Operation = {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Excluded: signing out everywhere would only end the fuzzing's own login. */
const SKIPPED = new Set([`POST ${API.auth.logoutAll}`]);
const HTTP_RUNS = 400;
const SOCKET_RUNS = 150;

let url: string;
let guide: Account;
let player: Account;
let sessionId: string;
const sockets: Socket[] = [];

const t = useTestApp(BOT_LIMITS);
beforeAll(async () => {
  url = await listen(t);
  guide = await createAccount(t.app, 'sustainability_guide');
  player = await createAccount(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: API.sessions.create,
    headers: { authorization: `Bearer ${guide.token}` },
    payload: { moderatorId: guide.userId, moderatorUsername: guide.username },
  });
  sessionId = created.json<{ _id: string }>()._id;
  await t.app.inject({
    method: 'POST',
    url: `/api/game-sessions/${sessionId}/join`,
    headers: { authorization: `Bearer ${player.token}` },
    payload: { userId: player.userId },
  });
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
});

/** Everything stored that a call could change, as one fingerprint. */
async function fingerprint(): Promise<string> {
  const result = await t.app.db.execute(sql`
    select
      (select coalesce(string_agg(id || username || email || role_id || token_version, ',' order by id), '') from users) as users,
      (select coalesce(string_agg(id || ':' || version, ',' order by id), '') from game_sessions) as sessions,
      (select count(*) from applied_actions) as actions,
      (select coalesce(string_agg(id, ',' order by id), '') from learning_materials) as materials`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return JSON.stringify(rows);
}

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', ' ', '-1', '%00%ff', '\u0000', 'game_', '../../etc/passwd', '<script>'),
  fc.array(fc.integer(), { maxLength: 3 }),
);

/** Values the schema describes, mostly, and now and then anything at all. */
function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, depth + 1)), junk);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), junk);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), junk);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, arbitraryOf(s, depth + 1)]),
      );
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(shape, { requiredKeys: [] }) },
        { weight: 1, arbitrary: junk },
      );
    }
    case 'array':
      return fc.oneof(fc.array(arbitraryOf(schema.items, depth + 1), { maxLength: 4 }), junk);
    case 'string':
      if (schema.format === 'uuid') return fc.oneof(fc.uuid(), fc.constant(sessionId), junk);
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ maxLength: (schema.maxLength ?? 20) + 5 }) },
        { weight: 1, arbitrary: junk },
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({
          min: (schema.minimum ?? -10) - 5,
          max: Math.min(schema.maximum ?? 200, 1e6) + 5,
        }),
        fc.double(),
        junk,
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), junk);
    default:
      return junk;
  }
}

type Call = { method: string; url: string; token?: string; body?: unknown };

async function calls(): Promise<fc.Arbitrary<Call>> {
  const document = (await t.app.inject({ url: API.openapi })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation }))
      .filter(({ method, path: p }) => !SKIPPED.has(`${method} ${p.replace(/\{(\w+)\}/g, ':$1')}`)),
  );
  expect(operations.length).toBeGreaterThan(30);
  const token = fc.constantFrom(guide.token, player.token, undefined, 'forged.token.value');
  return fc.constantFrom(...operations).chain(({ method, path, operation }) => {
    const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
    const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
    const pathValue = fc.oneof(fc.constant(sessionId), fc.uuid(), fc.string({ maxLength: 12 }));
    return fc.record({
      method: fc.constant(method),
      url: fc
        .tuple(
          fc.array(pathValue, { minLength: pathParams.length, maxLength: pathParams.length }),
          fc.record(Object.fromEntries(query.map((q) => [q.name, arbitraryOf(q.schema)])), {
            requiredKeys: [],
          }),
        )
        .map(([values, params]) => {
          let i = 0;
          const filled = path.replace(/\{\w+\}/g, () => encodeURIComponent(String(values[i++])));
          const search = new URLSearchParams(
            Object.entries(params).map(([k, v]): [string, string] => [
              k,
              typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          ).toString();
          return search ? `${filled}?${search}` : filled;
        }),
      token,
      body: bodySchema ? arbitraryOf(bodySchema) : fc.constant(undefined),
    });
  });
}

describe('generated calls', () => {
  it(`answers ${HTTP_RUNS} generated HTTP calls without a 5xx, and refusals change nothing`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(await calls(), async (call) => {
        const before = await fingerprint();
        const answer = await t.app.inject({
          method: call.method as 'GET',
          url: call.url,
          headers: {
            ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
            ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
        });
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
        expect(answer.statusCode, `${call.method} ${call.url}: ${answer.body}`).toBeLessThan(500);
        if (answer.statusCode >= 400) {
          expect(answer.json().code, answer.body).toMatch(/^[A-Z_]+$/);
          expect(await fingerprint(), `${call.method} ${call.url}`).toBe(before);
        }
      }),
      { numRuns: HTTP_RUNS, seed: 14 },
    );
    console.log('statuses of the generated calls:', Object.fromEntries(statuses));
  }, 180_000);

  it(`answers ${SOCKET_RUNS} generated socket events with a known code or a join, and changes nothing`, async () => {
    const socket = connect(url, {
      auth: { token: player.token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    const codes = new Set<string>();
    socket.on('session:error', ({ code }: { code: string }) => codes.add(code));
    await new Promise((resolve) => socket.on('connect', () => resolve(undefined)));
    const events = Object.entries(CLIENT_EVENT_PAYLOADS).map(([name, schema]) =>
      fc.record({
        name: fc.oneof(fc.constant(name), fc.string({ maxLength: 10 })),
        payload: arbitraryOf(z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema),
      }),
    );
    const before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(fc.oneof(...events), async ({ name, payload }) => {
        socket.emit(name, payload);
        // Slower than the socket budget refills (5 a second): every event is handled.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(socket.connected).toBe(true);
      }),
      { numRuns: SOCKET_RUNS, seed: 14 },
    );
    expect(await fingerprint()).toBe(before);
    const known = ['VALIDATION_FAILED', 'NOT_IN_SESSION', 'SESSION_NOT_FOUND', 'NOT_MODERATOR'];
    for (const code of codes) expect(known).toContain(code);
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  }, 120_000);
});
