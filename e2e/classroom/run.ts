// The classroom network test, from the machine's own namespace: checks the machine can run it
// (else says SKIPPED and why, exit 0), builds the network (network.sh), starts the built server in
// its namespace with the default rate limits and short phase clocks, runs the lesson in the
// school's namespace, and removes everything again: on success, on failure, on a timeout and on
// SIGINT/SIGTERM. Usage: npx tsx e2e/classroom/run.ts (as root). See README.md beside this file.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const here = import.meta.dirname;
const root = resolve(here, '../..');
const network = join(here, 'network.sh');
const timeoutMs = Number(process.env.CLASSROOM_TIMEOUT_MS ?? 12 * 60_000);
const port = 3520;
const startedAt = performance.now();

/** Phase clocks: upper bounds only (the guide moves on sooner), short enough for a test. */
const phaseClocks = {
  QUIZ_MS: '180000',
  DISCUSSION_MS: '120000',
  VOTING_MS: '90000',
  CLOSING_QUIZ_MS: '180000',
  CLIENT_TIME_SCALE: '1',
};
/** Never passed on: the lesson is about the default limits letting a class in. */
const RATE_LIMIT_VARIABLES = [
  'LOGIN_RATE_LIMIT',
  'REGISTER_RATE_LIMIT',
  'ACCOUNT_RATE_LIMIT',
  'ADDRESS_RATE_LIMIT',
  'GLOBAL_RATE_LIMIT',
  'MATERIAL_WRITE_RATE_LIMIT',
];

const children: ChildProcess[] = [];
const temporary: string[] = [];
let tornDown = false;

function say(text: string) {
  console.log(`[classroom] ${text}`);
}

function teardown() {
  if (tornDown) return;
  tornDown = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  spawnSync('bash', [network, 'down'], { stdio: 'inherit' });
  for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
  say('network namespaces, links, rules and temporary folders removed');
}

function stop(code: number, why: string): never {
  say(why);
  teardown();
  process.exit(code);
}

function start(
  name: string,
  command: string,
  args: string[],
  options: Parameters<typeof spawn>[2],
) {
  const child = spawn(command, args, options);
  children.push(child);
  child.on('error', (error) => say(`${name} failed to start: ${error.message}`));
  return child;
}

function serverEnvironment(dataDir: string, webDir: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !RATE_LIMIT_VARIABLES.includes(name)),
  );
  return {
    ...env,
    ...phaseClocks,
    NODE_ENV: 'production',
    HOST: '0.0.0.0',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    LOG_LEVEL: 'warn',
  };
}

async function main() {
  const check = spawnSync('bash', [network, 'check'], { encoding: 'utf8' });
  if (check.status !== 0) {
    console.log(
      check.stdout.trim() || `SKIPPED: classroom network test because ${check.stderr.trim()}`,
    );
    process.exit(0);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => stop(signal === 'SIGINT' ? 130 : 143, `${signal}: stopping`));
  }
  const timer = setTimeout(
    () => stop(1, `FAILED: the lesson took longer than ${timeoutMs / 60_000} minutes`),
    timeoutMs,
  );

  if (
    !existsSync(join(root, 'apps/server/dist/server.js')) ||
    !existsSync(join(root, 'apps/web/dist/index.html'))
  ) {
    say('building the app (npm run build)');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  // A copy of the web build, safe from a rebuild while the lesson runs.
  const work = mkdtempSync(join(tmpdir(), 'ecoscha-classroom-'));
  temporary.push(work);
  const webDir = join(work, 'web');
  cpSync(join(root, 'apps/web/dist'), webDir, { recursive: true });

  const up = spawnSync('bash', [network, 'up'], { encoding: 'utf8' });
  if (up.status !== 0) stop(1, `FAILED: network.sh up: ${up.stderr.trim()}`);
  const field = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(up.stdout)?.[1] ?? '';
  const shaping = field('shaping');
  const note = field('note');
  say(`network up; ${note}`);

  if (shaping === 'userspace') {
    const args = execFileSync('bash', [network, 'emulator-args'], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
    start('link emulator', 'python3', [join(here, 'link-emulator.py'), ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }

  const serverLog = join(work, 'server.log');
  const serverOutput = createWriteStream(serverLog);
  // Named apart from other engineers' servers, so a kill aimed at theirs by name misses it.
  const serverArgs = ['--title=ecl-classroom-server', join(root, 'apps/server/dist/server.js')];
  const server = start(
    'server',
    'ip',
    ['netns', 'exec', 'ecl-server', process.execPath, ...serverArgs],
    {
      cwd: root,
      env: serverEnvironment(join(work, 'data'), webDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.pipe(serverOutput);
  server.stderr?.pipe(serverOutput);

  const lesson = start(
    'lesson',
    'ip',
    ['netns', 'exec', 'ecl-school', process.execPath, '--import', 'tsx', join(here, 'lesson.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        CLASSROOM_SHAPING_NOTE: note,
        CLASSROOM_LESSON_DEADLINE_MS: String(timeoutMs - 60_000 - (performance.now() - startedAt)),
      },
      stdio: 'inherit',
    },
  );
  const code = await new Promise<number>((done) =>
    lesson.on('exit', (exitCode) => done(exitCode ?? 1)),
  );
  clearTimeout(timer);
  if (server.exitCode !== null) say(`the server stopped early (exit ${server.exitCode})`);
  if (code !== 0) {
    const lines = readFileSync(serverLog, 'utf8').trim().split('\n').slice(-20).join('\n');
    if (lines) say(`last lines of the server's log:\n${lines}`);
    cpSync(serverLog, join(tmpdir(), 'ecoscha-classroom-server.log'));
    say(`the server's log is kept in ${join(tmpdir(), 'ecoscha-classroom-server.log')}`);
  }
  stop(code, code === 0 ? 'PASSED' : `FAILED (lesson exit ${code})`);
}

main().catch((error: unknown) =>
  stop(1, `FAILED: ${error instanceof Error ? error.stack : String(error)}`),
);
