import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * A text namespace first used by a part of a page that appears later (a card once its data has
 * arrived) would suspend the whole page and reset what the user had typed, so every route loads
 * the namespaces of all its screens with its code. This reads the sources to check that it does.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Bundled with the app, or (the server's error texts) downloaded when a call fails.
const BUNDLED = new Set(['common', 'errors', 'sundanese', 'serverErrors']);

function sourceFile(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ['.tsx', '.ts', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => existsSync(file));
}

function namespacesUsedBy(file: string, seen = new Set<string>()): Set<string> {
  const used = new Set<string>();
  if (seen.has(file)) return used;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, args = ''] of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)) {
    for (const [, name = ''] of args.matchAll(/'([^']+)'/g)) if (!BUNDLED.has(name)) used.add(name);
  }
  for (const [, name = ''] of code.matchAll(/\bt\(\s*['`](\w+):/g)) {
    if (!BUNDLED.has(name)) used.add(name);
  }
  for (const match of code.matchAll(/from\s+'([^']+)'|import\('([^']+)'\)/g)) {
    const imported = sourceFile(file, match[1] ?? match[2] ?? '');
    if (imported) for (const name of namespacesUsedBy(imported, seen)) used.add(name);
  }
  return used;
}

const routerFile = join(SRC, 'app', 'router.tsx');
const routes = [
  ...readFileSync(routerFile, 'utf8').matchAll(
    /lazyRoute\(\s*\(\) => import\('([^']+)'\)\s*(?:,\s*\[([^\]]*)\])?\s*,?\s*\)/g,
  ),
].map(([, module = '', declared = '']) => ({
  module,
  declared: [...declared.matchAll(/'([^']+)'/g)].map(([, name]) => name).sort(),
}));

it('finds the lazily loaded routes', () => {
  expect(routes.length).toBeGreaterThan(30);
});

it.each(routes)('$module loads every namespace its screens use', ({ module, declared }) => {
  const file = sourceFile(routerFile, module);
  expect(file, module).toBeDefined();
  expect(declared).toEqual([...namespacesUsedBy(file ?? '')].sort());
});
