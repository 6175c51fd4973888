// `npm start`: builds only when the build is missing or older than a source that goes into it,
// then runs the built server in this process (its own SIGINT/SIGTERM handling and exit code
// apply). A teacher who restarts between lessons is serving again in seconds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtFiles = ['apps/server/dist/server.js', 'apps/web/dist/index.html'];
/** Made by the build, rewritten only when PGlite or the migrations change: checked for presence. */
const pgliteTemplate = 'apps/server/dist/pglite-template/template.json';
/**
 * What the build reads. Not the content JSON: the server reads and validates it at every start
 * (and reseeds when it changed). Test files never reach the build, so editing one changes nothing.
 */
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/game/src',
  'packages/contracts/src',
  'package-lock.json',
];
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** The most recently changed file under `path` (a stat walk, no reading). */
function newestFile(path) {
  if (!existsSync(path)) return undefined;
  const stat = statSync(path);
  if (!stat.isDirectory()) return { path, mtimeMs: stat.mtimeMs };
  let newest;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || (entry.isFile() && isTestFile(entry.name))) continue;
    const found = newestFile(join(path, entry.name));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/** Why a build is needed, or undefined when the build is newer than every source. */
function reasonToBuild() {
  const missing = [...builtFiles, pgliteTemplate].find((file) => !existsSync(join(root, file)));
  if (missing) return `${missing} is missing`;
  const builtAt = Math.min(...builtFiles.map((file) => statSync(join(root, file)).mtimeMs));
  let newest;
  for (const source of sources) {
    const found = newestFile(join(root, source));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  if (newest && newest.mtimeMs > builtAt) {
    return `${relative(root, newest.path)} changed after the last build`;
  }
  return undefined;
}

const reason = reasonToBuild();
if (reason) {
  console.log(`Building: ${reason}.`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('The build is newer than every source: starting it as it is.');
}

await import(pathToFileURL(join(root, builtFiles[0])).href);
