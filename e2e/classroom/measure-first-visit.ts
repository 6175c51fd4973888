/**
 * A student's first visit, by bytes on the wire: home, the guide, the sign-up and login pages
 * read to their end (as the classroom test's recorded visit), signing up on the form, and the
 * role page, in Chromium at phone size with an empty cache and no service worker. Prints the
 * bytes received (bodies and response headers, as Chromium counts them; an answer from its own
 * cache counts as nothing) by page and by kind, and with `ALL=1` every response, largest first.
 *
 * Usage: start the built server (`npm start`, or `node apps/server/dist/server.js`), then
 * `BASE=http://127.0.0.1:3000 npx tsx e2e/classroom/measure-first-visit.ts`.
 */
import { chromium } from 'playwright-core';
import { chromiumLaunch } from '../chromium-launch.mjs';
import { firstScreen, readToEnd } from './read-page';
import { studentPages } from './record-visit';
import { phoneContext } from './settings';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const CARD = 'asep_eco_citizen';
type Row = { step: string; path: string; kind: string; bytes: number; headerBytes: number };

const browser = await chromium.launch(chromiumLaunch);
const context = await browser.newContext({
  ...phoneContext,
  baseURL: base,
  serviceWorkers: 'block',
});
const rows: Row[] = [];
let step = '';
context.on('requestfinished', async (request) => {
  const sizes = await request.sizes();
  if (sizes.responseBodySize < 0) return; // from Chromium's own cache: nothing on the wire
  rows.push({
    step,
    path: request.url().replace(base, ''),
    kind: request.resourceType(),
    bytes: sizes.responseBodySize,
    headerBytes: sizes.responseHeadersSize,
  });
});
const page = await context.newPage();
for (const visit of studentPages(CARD)) {
  step = new URL(visit.path, base).pathname;
  await page.goto(visit.path);
  await firstScreen(page, 30_000);
  await readToEnd(page, 10_000);
}
step = 'signing up';
await page.goto(`/signup?character=${CARD}`);
const username = `visit${Date.now().toString(36)}`;
await page.getByLabel('Nama pengguna').fill(username);
await page.getByLabel('Email').fill(`${username}@kelas.test`);
await page.getByLabel('Kata sandi', { exact: true }).fill('leuweung-hejo');
await page.getByRole('button', { name: 'Daftar', exact: true }).click();
await page.waitForURL(/\/landing\?/);
await page.waitForLoadState('networkidle');
step = 'role page';
await page.goto(`/role-explanation-room?character=${CARD}`);
await page.getByLabel('Kode ruangan').waitFor();
await page.waitForLoadState('networkidle');
await browser.close();

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const onWire = (row: Row) => row.bytes + row.headerBytes;
const total = (list: Row[]) => list.reduce((sum, row) => sum + onWire(row), 0);
const by = (key: 'step' | 'kind') => {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return [...groups].map(
    ([name, list]) => `  ${name.padEnd(16)} ${kib(total(list)).padStart(10)} (${list.length})`,
  );
};
console.log(
  `first visit: ${kib(total(rows))} in ${rows.length} requests, of it headers ${kib(rows.reduce((sum, row) => sum + row.headerBytes, 0))}`,
);
console.log(['by page:', ...by('step'), 'by kind:', ...by('kind')].join('\n'));
if (process.env.ALL) {
  for (const row of rows.sort((a, b) => onWire(b) - onWire(a)))
    console.log(
      `${kib(onWire(row)).padStart(10)}  ${row.step.padEnd(14)} ${row.kind.padEnd(10)} ${row.path}`,
    );
}
