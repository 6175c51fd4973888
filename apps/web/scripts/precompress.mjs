// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the server
// sends the smallest one a browser accepts without compressing on each request.
// Usage: node scripts/precompress.mjs <dist folder>
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILE = /\.(html|js|mjs|css|json|svg|txt|webmanifest|xml)$/;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const dist = process.argv[2] ?? 'dist';
let count = 0;
for (const path of files(dist)) {
  // Small files too: without a copy the server would compress the file on each request, and
  // send it in chunks with no length (it does not know a stream's size in advance).
  if (!TEXT_FILE.test(path)) continue;
  const source = readFileSync(path);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${dist} (brotli and gzip)`);
