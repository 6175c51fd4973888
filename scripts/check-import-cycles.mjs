// Fails when any module imports itself through others, type-only imports included: types live
// where both sides can import them. Each workspace is read with its own tsconfig (path aliases).
import { execFileSync } from 'node:child_process';

const workspaces = [
  { dir: 'apps/web', files: 'src/**/*.{ts,tsx}' },
  { dir: 'apps/server', files: 'src/**/*.ts' },
  { dir: 'packages/game', files: 'src/**/*.ts' },
  { dir: 'packages/contracts', files: 'src/**/*.ts' },
  { dir: 'e2e', files: '{tests,classroom}/**/*.ts' },
  { dir: 'scripts', files: '**/*.{ts,mjs}' },
];

let failed = false;
for (const { dir, files } of workspaces) {
  try {
    execFileSync(
      'npx',
      ['dpdm', '--no-tree', '--no-warning', '--no-progress', '--exit-code', 'circular:1', files],
      { cwd: dir, stdio: 'pipe', encoding: 'utf8' },
    );
  } catch (error) {
    failed = true;
    process.stderr.write(`Import circles in ${dir}:\n${error.stdout}\n`);
  }
}
if (failed) process.exit(1);
console.log('No import circles.');
