import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotClient } from '../testing/bot-client';
import { openBotGame, type BotGame } from '../testing/bot-game';
import { spawnServer, type SpawnedServer } from '../testing/spawned-server';

/**
 * Attacks on a running server (its own process, the default limits, loopback only), each while
 * another class plays: the attacker must be limited or cut off, the class's phase changes must
 * reach every phone, `/health` must answer, and nothing of the class may be lost. Delays are
 * printed, not asserted.
 */
let server: SpawnedServer;
let game: BotGame;
let attackerCount = 0;
const sockets: Socket[] = [];
const report: string[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The spawned server keeps its own embedded database: the suite runs once, in the PGlite run.
const runsOnPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  if (runsOnPostgres) return;
  server = await spawnServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ecoscha-abuse-')) });
  // Six players and one more whose account attacks later (its own phone is left out of the waits).
  game = await openBotGame(server.url, 7);
  const member = game.players[6];
  member?.close();
  game.everyone.splice(game.everyone.indexOf(member as BotClient), 1);
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  game?.close();
  await server?.stop();
  if (report.length > 0) {
    console.log(`abuse suite, the other class's phase delivery and /health:\n${report.join('\n')}`);
  }
});

async function attacker(): Promise<BotClient> {
  attackerCount += 1;
  const bot = new BotClient(
    server.url,
    `attacker${attackerCount}${Date.now().toString(36)}`,
    'asep_eco_citizen',
  );
  await bot.signIn();
  return bot;
}

function socketOf(token: string): { socket: Socket; heard: string[]; closed: Promise<string> } {
  const socket = connect(server.url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  const heard: string[] = [];
  socket.onAny((event: string, payload: { code?: string }) =>
    heard.push(event === 'session:error' ? `error:${payload.code}` : event),
  );
  const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
  return { socket, heard, closed };
}

async function healthMs(): Promise<number> {
  const started = performance.now();
  const answer = await fetch(`${server.url}/health`);
  expect(answer.status).toBe(200);
  return performance.now() - started;
}

/** The class moves on to `phase` while `attack` runs; every phone must get it. */
async function duringAttack(label: string, phase: string, attack: () => Promise<void>) {
  const running = attack();
  await sleep(100); // the attack is under way
  const health = await healthMs();
  await game.advance(phase);
  await running;
  const delivery = game.latencies.at(-1) ?? NaN;
  report.push(`  ${label}: delivery ${delivery.toFixed(0)} ms, /health ${health.toFixed(0)} ms`);
}

/** Emits `event` as fast as the socket takes it, for at most `ms` or until it is closed. */
async function flood(socket: Socket, event: (i: number) => string, payload: unknown, ms: number) {
  const until = performance.now() + ms;
  let i = 0;
  while (socket.connected && performance.now() < until) {
    for (let burst = 0; burst < 200; burst += 1) socket.emit(event(i++), payload);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return i;
}

describe.skipIf(runsOnPostgres)('abuse while another class plays', () => {
  it('baseline: no attack', async () => {
    await duringAttack('no attack', 'narrative_1', async () => undefined);
  });

  it('a joinRoom flood from one account is dropped, then cut off', async () => {
    const { token } = await attacker();
    const { socket, heard, closed } = socketOf(token);
    await new Promise((resolve) => socket.on('connect', () => resolve(undefined)));
    let sent = 0;
    await duringAttack('joinRoom flood', 'quiz_active', async () => {
      sent = await flood(socket, () => 'joinRoom', game.sessionId, 3_000);
    });
    expect(await closed).toBe('io server disconnect');
    expect(heard).toContain('error:SOCKET_RATE_LIMITED');
    expect(heard).toContain('error:SOCKET_CUT_OFF');
    expect(heard.filter((h) => h === 'error:NOT_IN_SESSION').length).toBeLessThan(40);
    expect(sent).toBeGreaterThan(100);
  });

  it('an unknown-event flood from one account is dropped, then cut off', async () => {
    const { token } = await attacker();
    const { socket, heard, closed } = socketOf(token);
    await new Promise((resolve) => socket.on('connect', () => resolve(undefined)));
    await duringAttack('unknown-event flood', 'quiz_completed', async () => {
      await flood(socket, (i) => `made-up-${i % 50}`, { junk: 'x'.repeat(100) }, 3_000);
    });
    expect(await closed).toBe('io server disconnect');
    expect(heard).toContain('error:SOCKET_CUT_OFF');
  });

  it('300 sockets of one member: at most 10 stay open and 3 stay in the room', async () => {
    // A member of the class, as in the report: all its sockets may join the room.
    const member = game.players[6];
    if (!member) throw new Error('no player');
    const opened: Array<ReturnType<typeof socketOf>> = [];
    await duringAttack('300 sockets of one account', 'start_roleplay_narrative', async () => {
      for (let batch = 0; batch < 6; batch += 1) {
        const sockets50 = Array.from({ length: 50 }, () => socketOf(member.token));
        for (const each of sockets50)
          each.socket.on('connect', () => each.socket.emit('joinRoom', game.sessionId));
        opened.push(...sockets50);
        await sleep(200);
      }
      await sleep(1_000);
    });
    // Settled: the server closed all but the newest ten and took all but three out of the room.
    const open = () => opened.filter((each) => each.socket.connected);
    const inRoom = () =>
      open().filter(
        (each) =>
          each.heard.includes('session:state') && !each.heard.includes('error:SOCKET_REPLACED'),
      );
    for (let i = 0; i < 100 && (open().length > 10 || inRoom().length > 3); i += 1)
      await sleep(100);
    expect(open().length).toBeLessThanOrEqual(10);
    expect(inRoom().length).toBeLessThanOrEqual(3);
    // The newest phone of the account still gets in.
    const newest = socketOf(member.token);
    newest.socket.on('connect', () => newest.socket.emit('joinRoom', game.sessionId));
    for (let i = 0; i < 100 && !newest.heard.includes('session:state'); i += 1) await sleep(100);
    expect(newest.heard).toContain('session:state');
    newest.socket.close();
    for (const each of opened) each.socket.close();
  });

  it('40 logins at once with unknown e-mails: each refused clearly, the class goes on', async () => {
    const statuses: number[] = [];
    await duringAttack('40 logins with unknown e-mails', 'night_phase_1', async () => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          fetch(`${server.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: `nobody${i}@example.test`, password: 'guess-123' }),
          }),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
    });
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
  });

  it("10 wrong passwords for the guide from the class's address: the guide still gets in", async () => {
    const email = `${game.moderator.username}@bots.test`;
    const login = (password: string) =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    const wrong: number[] = [];
    await duringAttack('10 wrong passwords for the guide', 'highest_scorer_action', async () => {
      for (let i = 0; i < 10; i += 1) wrong.push((await login('not-the-password')).status);
    });
    expect(wrong.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(wrong.slice(5).every((s) => s === 429 || s === 401)).toBe(true);

    let waited = 0;
    let answer = await login('bot-password-1');
    for (let tries = 0; answer.status === 429 && tries < 10; tries += 1) {
      const seconds = Number(answer.headers.get('retry-after'));
      waited += seconds;
      await sleep(seconds * 1000);
      answer = await login('bot-password-1');
    }
    expect(answer.status).toBe(200);
    expect(waited).toBeLessThanOrEqual(60);
  }, 90_000);

  it('nothing of the class was lost', async () => {
    const view = await game.moderator.call<{ players: unknown[]; currentPhase: string }>(
      'GET',
      `/api/game-sessions/${game.sessionId}`,
    );
    expect(view.players).toHaveLength(7);
    expect(view.currentPhase).toBe('highest_scorer_action');
    for (const bot of game.everyone) expect(bot.phase()).toBe('highest_scorer_action');
  });
});
