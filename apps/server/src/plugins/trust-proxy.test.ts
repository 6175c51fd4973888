import { API } from '@ecoscha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';

const NGINX = '127.0.0.1';
const SCHOOL_A = '203.0.113.1';
const SCHOOL_B = '203.0.113.2';

/** An anonymous API call as nginx passes it on: from its own address, the client's appended. */
const viaProxy = (t: TestApp, forwardedFor: string, from = NGINX) =>
  t.app
    .inject({
      method: 'GET',
      url: API.characters.list,
      remoteAddress: from,
      headers: { 'x-forwarded-for': forwardedFor },
    })
    .then((answer) => answer.statusCode);

describe('TRUST_PROXY', () => {
  const parse = (value: string) => loadConfig({ TRUST_PROXY: value, JWT_SECRET: 'x'.repeat(32) });

  it('is off, on for every hop, or the list of the proxies the server believes', () => {
    expect(parse('false').trustProxy).toBe(false);
    expect(parse('true').trustProxy).toBe(true);
    expect(parse('127.0.0.1').trustProxy).toEqual(['127.0.0.1']);
    expect(parse(' 10.0.0.0/8, ::1 ,loopback').trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(() => parse('nginx.local')).toThrow();
    expect(() => parse('2')).toThrow();
  });
});

describe('behind a proxy the server believes (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: NGINX, ADDRESS_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it("counts each school's address, not the proxy's, and ignores what a client forwards itself", async () => {
    const schoolA = [];
    for (let i = 0; i < 4; i += 1) schoolA.push(await viaProxy(t, SCHOOL_A));
    expect(schoolA).toEqual([200, 200, 200, 429]);
    // Another school behind the same proxy has a budget of its own.
    expect(await viaProxy(t, SCHOOL_B)).toBe(200);
    // A phone at school A that writes another address into the header is still school A.
    expect(await viaProxy(t, `198.51.100.9, ${SCHOOL_A}`)).toBe(429);
    // Only the proxy is believed: a direct caller naming school A (used up) counts as itself.
    expect(await viaProxy(t, SCHOOL_A, '192.0.2.50')).toBe(200);
  });
});

describe('behind a proxy the server does not believe (TRUST_PROXY=false)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'false', ADDRESS_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('counts every school as the proxy: one busy class uses up the others', async () => {
    for (let i = 0; i < 3; i += 1) expect(await viaProxy(t, SCHOOL_A)).toBe(200);
    expect(await viaProxy(t, SCHOOL_B)).toBe(429);
  });
});
