// Phones and a /health poller through nginx, for deploy/try-on-debian12.sh (run inside the
// machine it walks, from /opt/ecoscha, with NODE_EXTRA_CA_CERTS naming the site's authority).
//
//   node deploy/try-on-debian12-phones.mjs https://ecoscha.sekolah.lan 16
//
// Signs in that many accounts, connects a socket for each (polling, then WebSocket, as the web
// app does) and polls /health through nginx every 100 ms. It prints `ready a=N b=M` once every
// socket is connected, then waits for SIGUSR2: the restarts are done (docs/deploy.md § 9). It
// then waits (30 s at most) for every socket to be connected again and both instances to hold at
// least a quarter of them, and prints one JSON line: the polls' answers, the spread before, right
// after the restarts and at the end. Exit 0 when no poll failed and the phones are spread again.
import { io } from 'socket.io-client';

const [url, countText = '16'] = process.argv.slice(2);
if (!url) throw new Error('usage: try-on-debian12-phones.mjs <https://site> [phones]');
const count = Number(countText);
const PASSWORD = 'walk-password-1';
const SPREAD_WITHIN_MS = 30_000;

async function call(path, body, token) {
  const response = await fetch(new URL(path, url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const data = await response.json();
  if (!response.ok && response.status !== 409) {
    throw new Error(`${path}: ${response.status} ${JSON.stringify(data)}`);
  }
  return data;
}

/** A phone's account: registered once (409 when it already exists), then signed in. */
async function signIn(index) {
  const username = `walk${Date.now().toString(36)}${index}`;
  const email = `${username}@walk.test`;
  await call('/api/auth/register', { username, email, password: PASSWORD });
  const { token } = await call('/api/auth/login', { email, password: PASSWORD });
  return token;
}

/** The instance that holds a connected socket: its session id starts with the name. */
const instanceOf = (socket) => (socket.connected ? socket.io.engine?.id?.split('.')[0] : undefined);

function spread(sockets) {
  const by = { a: 0, b: 0, none: 0 };
  for (const socket of sockets) {
    const name = instanceOf(socket);
    by[name === 'a' || name === 'b' ? name : 'none'] += 1;
  }
  return by;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check, withinMs) {
  const end = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > end) return false;
    await sleep(200);
  }
  return true;
}

const tokens = [];
for (let i = 0; i < count; i += 1) tokens.push(await signIn(i));
const sockets = tokens.map((token) =>
  io(url, { auth: { token }, transports: ['polling', 'websocket'], reconnection: true }),
);
if (!(await until(() => spread(sockets).none === 0, 20_000))) {
  console.log(JSON.stringify({ problem: 'sockets did not connect', spread: spread(sockets) }));
  process.exit(1);
}

// /health through nginx, one request at a time, until the end.
const polls = { total: 0, answers: {} };
let polling = true;
const poller = (async () => {
  while (polling) {
    let answer;
    try {
      const response = await fetch(new URL('/health', url));
      await response.arrayBuffer();
      answer = String(response.status);
    } catch (error) {
      answer = `error ${error.cause?.code ?? error.message}`;
    }
    polls.total += 1;
    polls.answers[answer] = (polls.answers[answer] ?? 0) + 1;
    await sleep(100);
  }
})();

const before = spread(sockets);
let restartsDone;
const restarted = new Promise((resolve) => (restartsDone = resolve));
process.on('SIGUSR2', () => restartsDone());
console.log(`ready a=${before.a} b=${before.b}`);
await restarted;
// After a, then b: every phone on a until the instances even out.
const afterRestarts = spread(sockets);

const spreadAgain = await until(() => {
  const now = spread(sockets);
  return now.none === 0 && Math.min(now.a, now.b) >= count / 4;
}, SPREAD_WITHIN_MS);
polling = false;
await poller;
const after = spread(sockets);
const failed = polls.total - (polls.answers['200'] ?? 0);
console.log(JSON.stringify({ polls, failed, before, afterRestarts, after, spreadAgain }));
sockets.forEach((socket) => socket.close());
process.exit(failed === 0 && spreadAgain ? 0 : 1);
