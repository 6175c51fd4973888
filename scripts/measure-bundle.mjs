// Measures what a phone really downloads on a first visit to `/`: starts the built server (building
// it first if needed) on a fresh embedded database, opens `/` in headless Chromium at phone size
// with an empty cache, waits until the page is idle, and adds up the bytes each response took on
// the wire (the compressed body; the headers apart), by kind. The JavaScript the page loaded must stay within
// the budget; what the service worker fetches in the background to work offline is listed apart.
// Exits with 1 over the budget.
//
// Usage: node scripts/measure-bundle.mjs [--json]
// Options (environment): MEASURE_PORT (default 3350), CHROME_PATH (default /usr/bin/chromium).
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../e2e/chromium-launch.mjs';

const BUDGET_KIB = 65;
const PORT = Number(process.env.MEASURE_PORT ?? 3350);
const BASE = `http://127.0.0.1:${PORT}`;
const json = process.argv.includes('--json');
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!existsSync('apps/server/dist/server.js') || !existsSync('apps/web/dist/index.html')) {
  execSync('npm run build', { stdio: 'inherit' });
}
const dataDir = mkdtempSync(join(tmpdir(), 'ecoscha-measure-'));
const server = spawn('node', ['apps/server/dist/server.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
const serverExited = new Promise((resolve) => server.once('exit', resolve));
// The data folder goes once the server has stopped writing its database.
process.on('exit', () => {
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});
async function stopServer() {
  server.kill('SIGTERM');
  await serverExited;
}

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (
      await fetch(`${BASE}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error('the server did not start within 60 s');
}

/**
 * Bytes on the wire for one finished request: the encoded body, and the response headers. One
 * Chromium answered from its own cache went nowhere: it reports the body's size as the headers'
 * negated, counted here as nothing.
 */
async function transferred(request) {
  const sizes = await request.sizes();
  const fromCache = sizes.responseBodySize < 0;
  return {
    bytes: fromCache ? 0 : sizes.responseBodySize,
    headerBytes: fromCache ? 0 : sizes.responseHeadersSize,
  };
}

await waitForServer();
const browser = await chromium.launch(chromiumLaunch);
const context = await browser.newContext({
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  locale: 'id-ID',
});
const page = await context.newPage();
const pageRows = [];
const workerRows = [];
page.on('requestfinished', async (request) => {
  pageRows.push({
    url: request.url(),
    kind: request.resourceType(),
    ...(await transferred(request)),
  });
});
context.on('requestfinished', async (request) => {
  if (request.serviceWorker()) {
    workerRows.push({
      url: request.url(),
      kind: request.resourceType(),
      ...(await transferred(request)),
    });
  }
});
await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
// Let the service worker (if the build has one) install and fetch what it keeps for offline use.
await page.evaluate(async () => {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration) return;
  const timeout = new Promise((resolve) => setTimeout(resolve, 15_000));
  await Promise.race([navigator.serviceWorker.ready, timeout]);
});
await page.waitForLoadState('networkidle');
await sleep(1000);
await browser.close();
await stopServer();

const sum = (rows, field = 'bytes') => rows.reduce((total, row) => total + row[field], 0);
const byKind = {};
for (const row of pageRows) byKind[row.kind] = (byKind[row.kind] ?? 0) + row.bytes;
const scripts = pageRows.filter((row) => row.kind === 'script').sort((a, b) => b.bytes - a.bytes);
const scriptBytes = sum(scripts);
const path = (url) => new URL(url).pathname;

if (json) {
  console.log(
    JSON.stringify({
      budgetKiB: BUDGET_KIB,
      scriptKiB: kib(scriptBytes),
      pageKiB: kib(sum(pageRows)),
      headersKiB: kib(sum(pageRows, 'headerBytes')),
      byKindKiB: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, kib(v)])),
      serviceWorkerKiB: kib(sum(workerRows)),
      scripts: scripts.map((row) => ({ path: path(row.url), kib: kib(row.bytes) })),
    }),
  );
} else {
  console.log(`First visit to / at 360 x 740, transferred from the running server:`);
  for (const [kind, bytes] of Object.entries(byKind).sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(kib(bytes)).padStart(7)} KiB  ${kind}`);
  }
  console.log(
    `  ${String(kib(sum(pageRows))).padStart(7)} KiB  in all (${pageRows.length} requests)`,
  );
  console.log('JavaScript, largest first:');
  for (const row of scripts)
    console.log(`  ${String(kib(row.bytes)).padStart(7)} KiB  ${path(row.url)}`);
  console.log(
    `  ${String(kib(scriptBytes)).padStart(7)} KiB  JavaScript in all (budget ${BUDGET_KIB} KiB)`,
  );
  console.log(
    `Then, in the background, the service worker keeps ${kib(sum(workerRows))} KiB ` +
      `(${workerRows.length} requests) for offline use.`,
  );
}
process.exit(scriptBytes > BUDGET_KIB * 1024 ? 1 : 0);
