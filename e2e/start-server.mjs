// Starts the built app for the browser suite on a fresh embedded database (building it first if
// needed), with rate limits high enough for many quick sign-ups from one address.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (!existsSync('apps/server/dist/server.js') || !existsSync('apps/web/dist/index.html')) {
  execSync('npm run build', { stdio: 'inherit' });
}
const server = spawn('node', ['apps/server/dist/server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ecoscha-e2e-')),
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000',
    REGISTER_RATE_LIMIT: '1000',
    ACCOUNT_RATE_LIMIT: '100000',
    ADDRESS_RATE_LIMIT: '100000',
    // Practice seats think for 0.5 to 2 s instead of 2 to 8 s: the same moves, a shorter lesson.
    PRACTICE_MIN_MS: '500',
    PRACTICE_MAX_MS: '2000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
