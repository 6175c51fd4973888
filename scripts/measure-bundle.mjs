// Builds the web app in memory and reports the JavaScript a first visit to `/` downloads before
// the page shows: the entry chunk, the home route's lazy chunk and the texts it loads with it
// (the router fetches both at once, in Indonesian, the default language), and every chunk they
// import statically, each gzipped. Chunks loaded only on demand (other routes, the manual's
// flipbook, the gallery's lightbox, the scroll effects, the sections further down) are listed
// apart. Exits with 1 over the budget.
//
// Usage: node scripts/measure-bundle.mjs [--json]
// Needs: the web app's dependencies (npm install); writes nothing to disk.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = resolve(ROOT, 'apps/web');
const HOME_ROUTE = resolve(WEB, 'src/app/routes/home.tsx');
/** The namespaces the home route loads with its code (see `lazyRoute` in src/app/router.tsx). */
const HOME_NAMESPACES = ['home', 'site'];
const HOME_TEXTS = HOME_NAMESPACES.map((name) => resolve(WEB, `src/locales/id/${name}.json`));
const BUDGET_KIB = 150;
const json = process.argv.includes('--json');

const result = await build({
  root: WEB,
  configFile: resolve(WEB, 'vite.config.ts'),
  logLevel: 'error',
  build: { write: false, sourcemap: false },
});
const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output);
const chunks = new Map(
  outputs.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
);

const gzipped = (code) => gzipSync(code, { level: 9 }).length;
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The chunk and everything it imports statically, transitively. */
function withStaticImports(fileName, into = new Set()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) withStaticImports(imported, into);
  return into;
}

const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
const home = [...chunks.values()].find((chunk) => chunk.facadeModuleId === HOME_ROUTE);
if (!entry || !home) {
  console.error(`Could not find the entry chunk or the home route (${HOME_ROUTE}).`);
  process.exit(2);
}

const initial = withStaticImports(home.fileName, withStaticImports(entry.fileName));
for (const chunk of chunks.values()) {
  if (HOME_TEXTS.includes(chunk.facadeModuleId)) withStaticImports(chunk.fileName, initial);
}
const rows = [...initial]
  .map((fileName) => ({ fileName, gzip: gzipped(chunks.get(fileName).code) }))
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const deferred = [...chunks.values()]
  .filter((chunk) => !initial.has(chunk.fileName))
  .map((chunk) => ({ fileName: chunk.fileName, gzip: gzipped(chunk.code) }))
  .sort((a, b) => b.gzip - a.gzip);

if (json) {
  console.log(JSON.stringify({ budgetKiB: BUDGET_KIB, totalKiB: kib(total), rows, deferred }));
} else {
  console.log('Initial JavaScript for / (gzip):');
  for (const row of rows)
    console.log(`  ${String(kib(row.gzip)).padStart(7)} KiB  ${row.fileName}`);
  console.log(`  ${String(kib(total)).padStart(7)} KiB  total (budget ${BUDGET_KIB} KiB)`);
  console.log('Loaded later, on demand (largest first):');
  for (const row of deferred.slice(0, 8)) {
    console.log(`  ${String(kib(row.gzip)).padStart(7)} KiB  ${row.fileName}`);
  }
}
process.exit(total > BUDGET_KIB * 1024 ? 1 : 0);
