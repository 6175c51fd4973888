import type { Socket } from 'socket.io-client';
import { BotClient } from './bot-client';
import { testSocket } from './test-socket';

/**
 * The attacks of the abuse suite, as plain functions over a running server (loopback only, every
 * loop bounded in time and count). They return what the attacker saw; the suite asserts on it and
 * `npm run bench` measures another class while they run.
 */
export type AttackSocket = { socket: Socket; heard: string[]; closed: Promise<string> };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A socket that records every event it hears (`error:CODE` for a `session:error`). */
export function attackSocket(url: string, token: string): AttackSocket {
  const socket = testSocket(url, token);
  const heard: string[] = [];
  socket.onAny((event: string, payload: { code?: string }) =>
    heard.push(event === 'session:error' ? `error:${payload.code}` : event),
  );
  const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
  return { socket, heard, closed };
}

let attackers = 0;
/** A fresh signed-in account that belongs to no class. */
export async function signedInAttacker(url: string): Promise<BotClient> {
  attackers += 1;
  const bot = new BotClient(
    url,
    `attacker${attackers}${Date.now().toString(36)}`,
    'asep_eco_citizen',
  );
  await bot.signIn();
  return bot;
}

const connected = (each: AttackSocket) =>
  new Promise<void>((resolve) => {
    if (each.socket.connected) resolve();
    else each.socket.on('connect', () => resolve());
  });

/** Emits `event` as fast as the socket takes it, for at most `ms` or until it is closed. */
async function flood(socket: Socket, event: (i: number) => string, payload: unknown, ms: number) {
  const until = performance.now() + ms;
  let sent = 0;
  while (socket.connected && performance.now() < until) {
    for (let burst = 0; burst < 200; burst += 1) socket.emit(event(sent++), payload);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return sent;
}

/** One account's socket sends `joinRoom` for `sessionId` in a loop for `ms`. */
export async function joinRoomFlood(url: string, token: string, sessionId: string, ms = 3_000) {
  const attack = attackSocket(url, token);
  await connected(attack);
  const sent = await flood(attack.socket, () => 'joinRoom', sessionId, ms);
  return { ...attack, sent };
}

/** One account's socket sends made-up events with a payload in a loop for `ms`. */
export async function unknownEventFlood(url: string, token: string, ms = 3_000) {
  const attack = attackSocket(url, token);
  await connected(attack);
  const sent = await flood(
    attack.socket,
    (i) => `made-up-${i % 50}`,
    { junk: 'x'.repeat(100) },
    ms,
  );
  return { ...attack, sent };
}

/** `count` sockets of one member, each joining the session's room, in batches of 50. */
export async function manySockets(url: string, token: string, sessionId: string, count = 300) {
  const opened: AttackSocket[] = [];
  for (let batch = 0; batch < count; batch += 50) {
    const sockets = Array.from({ length: Math.min(50, count - batch) }, () =>
      attackSocket(url, token),
    );
    for (const each of sockets)
      each.socket.on('connect', () => each.socket.emit('joinRoom', sessionId));
    opened.push(...sockets);
    await sleep(200);
  }
  await sleep(1_000);
  return opened;
}

const login = (url: string, email: string, password: string) =>
  fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

/** `count` logins at once with e-mails nobody has: their answers' statuses. */
export async function unknownEmailLogins(url: string, count = 40): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => login(url, `nobody${i}@example.test`, 'guess-123')),
  );
  return answers.map((answer) => answer.status);
}

/** `count` wrong passwords for `email`, one after the other: their answers' statuses. */
export async function wrongPasswords(url: string, email: string, count = 10): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1)
    statuses.push((await login(url, email, 'not-the-password')).status);
  return statuses;
}

/**
 * The rightful owner logs in, waiting as `Retry-After` says (at most 10 tries): the final status
 * and the seconds waited.
 */
export async function ownerLogsIn(url: string, email: string, password: string) {
  let waited = 0;
  let answer = await login(url, email, password);
  for (let tries = 0; answer.status === 429 && tries < 10; tries += 1) {
    const seconds = Number(answer.headers.get('retry-after'));
    waited += seconds;
    await sleep(seconds * 1000);
    answer = await login(url, email, password);
  }
  return { status: answer.status, waitedSeconds: waited };
}

/** How long `/health` takes to answer, and its status. */
export async function timeHealth(url: string) {
  const started = performance.now();
  const answer = await fetch(`${url}/health`);
  return { status: answer.status, ms: performance.now() - started };
}
