import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'ecoscha-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>EcoSCha</title>');
  writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({
    WEB_DIST_DIR: web,
    PUBLIC_API_BASE: 'https://api.example.org',
    CLIENT_TIME_SCALE: '0.1',
  });
});
afterAll(() => t.close());

it('serves the app for deep links and JSON 404s for unknown API paths', async () => {
  const page = await t.app.inject({ url: '/role-explanation-room?character=waste_manager' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<title>EcoSCha</title>');
  const asset = await t.app.inject({ url: '/assets/app.js' });
  expect(asset.headers['cache-control']).toContain('immutable');
  const api = await t.app.inject({ url: '/api/unknown' });
  expect(api.statusCode).toBe(404);
  expect(api.json().code).toBe('ROUTE_NOT_FOUND');
});

it('hands the browser its API base and time scale at run time', async () => {
  const res = await t.app.inject({ url: '/runtime-config.js' });
  expect(res.headers['content-type']).toContain('javascript');
  expect(res.body).toContain('"apiBase":"https://api.example.org"');
  expect(res.body).toContain('"timeScale":0.1');
});

it('serves content pictures but never the content files with quiz answers', async () => {
  expect((await t.app.inject({ url: '/content/images/logo.svg' })).statusCode).toBe(200);
  const answers = await t.app.inject({ url: '/content/quiz-topics.json' });
  expect(answers.statusCode).toBe(404);
  expect(answers.body).not.toContain('answer_id');
  const escape = await t.app.inject({ url: '/content/images/../quiz-topics.json' });
  expect(escape.body).not.toContain('answer_id');
});
