import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A web build like the real one: a page, a hashed script and their compressed copies. */
function fakeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ecoscha-web-'));
  mkdirSync(join(dist, 'assets'));
  const files = {
    'index.html': `<!doctype html><div id="root">${'EcoSCha '.repeat(300)}</div>`,
    'assets/entry-abc123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`,
    'sw.js': `self.addEventListener('fetch', () => {}); // ${'y'.repeat(2000)}`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  return dist;
}

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
  });
  afterAll(() => t.close());

  const get = (url: string, encoding = 'br, gzip', method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers: { 'accept-encoding': encoding } });

  it('sends the Brotli copy of a script to a browser that accepts it, and keeps it for a year', async () => {
    const script = await get('/assets/entry-abc123.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never checked again, so no ETag; the page is.
    expect(script.headers.etag).toBeUndefined();
    expect((await get('/')).headers.etag).toBeTruthy();
    expect(brotliDecompressSync(script.rawPayload).toString()).toContain('console.log');
  });

  it('keeps the document headers to pages: files carry only what protects a file', async () => {
    const script = await get('/assets/entry-abc123.js');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['content-security-policy']).toBeUndefined();
    const picture = await get('/content/images/logo.svg');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect(picture.headers['content-security-policy']).toBeUndefined();
    const icon = await get('/favicon.svg');
    expect(icon.headers['content-security-policy']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    for (const url of ['/', '/sw.js']) {
      expect((await get(url)).headers['content-security-policy'], url).toContain(
        "script-src 'self'",
      );
    }
  });

  it('sends gzip or the plain file to browsers that accept only that', async () => {
    expect((await get('/assets/entry-abc123.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/entry-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('has every page and the service worker checked again on each visit', async () => {
    for (const url of ['/', '/guide', '/signup?character=asep_eco_citizen', '/sw.js']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers['content-encoding'], url).toBe('br');
    }
  });

  it('answers the check of the runtime configuration on each page load with a short 304 while it is unchanged', async () => {
    const first = await get('/runtime-config.js');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('window.__ECOSCHA_CONFIG__');
    expect(first.headers['cache-control']).toBe('no-cache');
    const tag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/runtime-config.js',
      headers: { 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/runtime-config.js',
      headers: { 'if-none-match': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('serves a picture whole, checked again by its ETag, and lets a sound be sought in', async () => {
    const picture = await get('/content/images/logo.svg');
    expect(picture.headers.etag).toBeTruthy();
    expect(picture.headers['last-modified']).toBeUndefined();
    expect(picture.headers['accept-ranges']).toBeUndefined();
    const sound = await t.app.inject({
      url: '/content/audio/narrative-loop.ogg',
      headers: { range: 'bytes=0-99' },
    });
    expect(sound.statusCode).toBe(206);
    expect(sound.headers['accept-ranges']).toBe('bytes');
  });

  it('answers HEAD like GET, for uptime monitors and link checkers', async () => {
    const head = await get('/', 'gzip', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body).toBe('');
    expect((await get('/guide', 'gzip', 'HEAD')).statusCode).toBe(200);
  });

  it('compresses API answers above a packet, and not small ones', async () => {
    const characters = await get('/api/characters');
    expect(characters.statusCode).toBe(200);
    expect(characters.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(characters.rawPayload).toString())).toBeTruthy();
    const health = await get('/health');
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('lets phones keep the seed content a while, and never a game answer or an error', async () => {
    for (const url of ['/api/characters', '/api/glossary', '/api/site-content/home']) {
      expect((await get(url)).headers['cache-control'], url).toBe('public, max-age=300');
    }
    expect((await get('/api/characters/nobody')).headers['cache-control']).toBeUndefined();
    expect((await get('/api/game-sessions/x')).headers['cache-control']).toBeUndefined();
  });

  it('still answers an unknown API path with our error, not the page', async () => {
    const missing = await get('/api/nothing-here', 'identity');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
