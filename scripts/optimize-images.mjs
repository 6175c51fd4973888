// Optimises every SVG under content/images (or the folders/files given) in place with svgo,
// keeping the viewBox and the <title>, and checks the limits the app relies on:
// a viewBox, a <title>, no raster images or external references, and at most 200 KB per file.
//
// Usage: node scripts/optimize-images.mjs [path ...]
// Needs: the root devDependency `svgo` (npm install).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optimize } from 'svgo';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_BYTES = 200 * 1024;
const targets = process.argv.slice(2).length
  ? process.argv.slice(2).map((p) => resolve(p))
  : [join(ROOT, 'content/images')];

function* svgFiles(path) {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* svgFiles(join(path, entry));
  } else if (extname(path) === '.svg') {
    yield path;
  }
}

const config = (file) => ({
  path: file,
  multipass: true,
  floatPrecision: 1,
  plugins: [
    'preset-default',
    // ids stay unique even if several pictures are inlined in one page
    {
      name: 'prefixIds',
      params: { prefix: basename(file, '.svg').replace(/[^a-z0-9]+/gi, '_'), delim: '-' },
    },
  ],
});

const problems = [];
let before = 0;
let after = 0;
for (const target of targets) {
  for (const file of svgFiles(target)) {
    const source = readFileSync(file, 'utf8');
    const { data } = optimize(source, config(file));
    if (data.length < source.length) writeFileSync(file, data);
    const result = data.length < source.length ? data : source;
    before += source.length;
    after += result.length;
    const name = relative(ROOT, file);
    if (!/<svg[^>]*\sviewBox="/.test(result)) problems.push(`${name}: no viewBox`);
    if (!/<title>[^<]+<\/title>/.test(result)) problems.push(`${name}: no <title>`);
    if (/<image\b|href="(?!#)/.test(result))
      problems.push(`${name}: embedded image or external link`);
    if (Buffer.byteLength(result) > MAX_BYTES) problems.push(`${name}: larger than 200 KB`);
    console.log(`${(Buffer.byteLength(result) / 1024).toFixed(1).padStart(7)} KB  ${name}`);
  }
}
console.log(`total ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB`);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
