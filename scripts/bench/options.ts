/**
 * The bench's options, from the environment:
 * - BENCH_CURVE: client counts to measure in one run (`200,800,2000,4000`), 16 per room; without
 *   it one size, ROOMS rooms (default 50);
 * - BENCH_MODES: `push`, `polling` or both (default both): the polling baseline plays the same
 *   rooms with clients that poll as the original web app did;
 * - BENCH_STORED_SESSIONS: finished sessions stored before the server starts (default 0);
 * - BENCH_JSON: a file to write the rows to, as JSON;
 * - BENCH_SINGLE_ROOM=0 leaves out the one room played alone before the first size;
 * - BENCH_SIGN_UP=1: the bots sign up and log in over HTTP instead of finding their accounts
 *   stored (seed-accounts.ts);
 * - STAGGER_MS (default 60000): besides the push row whose classes all start at once (the stress
 *   row), a push row whose classes start spread evenly over this long, as schools start their
 *   lessons; 0 leaves it out;
 * - PACE_MS (default 1000), IDLE_SECONDS (default 10), BENCH_PORT (default 3300),
 *   BENCH_SERVER_FLAGS (node flags for the server), BENCH_SERVER_ENTRY (another build of the
 *   server to measure, e.g. a copy of an earlier dist/server.js), DATABASE_URL (PostgreSQL),
 *   BENCH_STARTUP=0 and BENCH_ABUSE=0 leave out the start-up and abuse parts.
 */
export const PLAYERS_PER_ROOM = 15;
export const CLIENTS_PER_ROOM = PLAYERS_PER_ROOM + 1;

export type Mode = 'push' | 'polling';

const env = process.env;
const rooms = Number(env.ROOMS ?? 50);
const curve = env.BENCH_CURVE
  ? env.BENCH_CURVE.split(',').map((clients) =>
      Math.max(1, Math.round(Number(clients) / CLIENTS_PER_ROOM)),
    )
  : [rooms];
const modes = (env.BENCH_MODES ?? 'push,polling')
  .split(',')
  .filter((mode): mode is Mode => mode === 'push' || mode === 'polling');

export const OPTIONS = {
  /** Rooms per size of the curve. */
  roomCounts: curve,
  modes,
  paceMs: Number(env.PACE_MS ?? 1000),
  staggerMs: Number(env.STAGGER_MS ?? 60_000),
  idleSeconds: Number(env.IDLE_SECONDS ?? 10),
  port: Number(env.BENCH_PORT ?? 3300),
  serverFlags: env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [],
  serverEntry: env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/server.js',
  storedSessions: Number(env.BENCH_STORED_SESSIONS ?? 0),
  jsonFile: env.BENCH_JSON,
  singleRoom: env.BENCH_SINGLE_ROOM !== '0',
  signUpOverHttp: env.BENCH_SIGN_UP === '1',
  databaseUrl: env.DATABASE_URL,
  startup: env.BENCH_STARTUP !== '0',
  abuse: env.BENCH_ABUSE !== '0',
};
