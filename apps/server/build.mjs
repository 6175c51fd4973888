// Bundles the server and our workspace packages into dist/server.js; npm packages stay external
// (but one).
// Then makes dist/pglite-template, the database a new PGlite data folder starts from.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));
// drizzle-orm is bundled too: it is hundreds of small modules under a 180 KB package.json, which
// Node 22+ reads again for each of them (1-3 s of every start-up on Node 24 and 26).
const bundled = (name) => name.startsWith('@ecoscha/') || name === 'drizzle-orm';
const external = Object.keys(dependencies).filter((name) => !bundled(name));

await build({
  entryPoints: {
    server: 'src/server.ts',
    'build-pglite-template': 'src/db/build-pglite-template.ts',
  },
  outdir: 'dist',
  bundle: true,
  // Each database driver in a chunk of its own, loaded only when used (see db/client.ts).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

await import('./dist/build-pglite-template.js');
