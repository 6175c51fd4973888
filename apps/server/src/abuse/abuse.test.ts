import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attackSocket,
  joinRoomFlood,
  manySockets,
  ownerLogsIn,
  signedInAttacker,
  timeHealth,
  unknownEmailLogins,
  unknownEventFlood,
  wrongPasswords,
  type AttackSocket,
} from '../testing/attacks';
import { BOT_PASSWORD, type BotClient } from '../testing/bot-client';
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

async function healthMs(): Promise<number> {
  const health = await timeHealth(server.url);
  expect(health.status).toBe(200);
  return health.ms;
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

describe.skipIf(runsOnPostgres)('abuse while another class plays', () => {
  it('baseline: no attack', async () => {
    await duringAttack('no attack', 'narrative_1', async () => undefined);
  });

  it('a joinRoom flood from one account is dropped, then cut off', async () => {
    const { token } = await signedInAttacker(server.url);
    let flooded: Awaited<ReturnType<typeof joinRoomFlood>> | undefined;
    await duringAttack('joinRoom flood', 'quiz_active', async () => {
      flooded = await joinRoomFlood(server.url, token, game.sessionId);
    });
    if (!flooded) throw new Error('no attack');
    sockets.push(flooded.socket);
    expect(await flooded.closed).toBe('io server disconnect');
    expect(flooded.heard).toContain('error:SOCKET_RATE_LIMITED');
    expect(flooded.heard).toContain('error:SOCKET_CUT_OFF');
    expect(flooded.heard.filter((h) => h === 'error:NOT_IN_SESSION').length).toBeLessThan(40);
    expect(flooded.sent).toBeGreaterThan(100);
  });

  it('an unknown-event flood from one account is dropped, then cut off', async () => {
    const { token } = await signedInAttacker(server.url);
    let flooded: Awaited<ReturnType<typeof unknownEventFlood>> | undefined;
    await duringAttack('unknown-event flood', 'quiz_completed', async () => {
      flooded = await unknownEventFlood(server.url, token);
    });
    if (!flooded) throw new Error('no attack');
    sockets.push(flooded.socket);
    expect(await flooded.closed).toBe('io server disconnect');
    expect(flooded.heard).toContain('error:SOCKET_CUT_OFF');
  });

  it('300 sockets of one member: at most 10 stay open and 3 stay in the room', async () => {
    // A member of the class, as in the report: all its sockets may join the room.
    const member = game.players[6];
    if (!member) throw new Error('no player');
    const opened: AttackSocket[] = [];
    await duringAttack('300 sockets of one account', 'start_roleplay_narrative', async () => {
      opened.push(...(await manySockets(server.url, member.token, game.sessionId)));
    });
    sockets.push(...opened.map((each) => each.socket));
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
    // The newest phone of the account still gets in, once the account's connection burst has
    // refilled (a refused handshake is tried again a second later, as a phone's back-off does).
    const newest = attackSocket(server.url, member.token);
    sockets.push(newest.socket);
    newest.socket.on('connect', () => newest.socket.emit('joinRoom', game.sessionId));
    newest.socket.on('connect_error', () => setTimeout(() => newest.socket.connect(), 1_000));
    for (let i = 0; i < 100 && !newest.heard.includes('session:state'); i += 1) await sleep(100);
    expect(newest.heard).toContain('session:state');
  });

  it('40 logins at once with unknown e-mails: each refused clearly, the class goes on', async () => {
    const statuses: number[] = [];
    await duringAttack('40 logins with unknown e-mails', 'night_phase_1', async () => {
      statuses.push(...(await unknownEmailLogins(server.url)));
    });
    expect(statuses).toHaveLength(40);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
  });

  it("10 wrong passwords for the guide from the class's address: the guide still gets in", async () => {
    const email = `${game.moderator.username}@bots.test`;
    const wrong: number[] = [];
    await duringAttack('10 wrong passwords for the guide', 'highest_scorer_action', async () => {
      wrong.push(...(await wrongPasswords(server.url, email)));
    });
    expect(wrong.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(wrong.slice(5).every((s) => s === 429 || s === 401)).toBe(true);

    const guide = await ownerLogsIn(server.url, email, BOT_PASSWORD);
    expect(guide.status).toBe(200);
    expect(guide.waitedSeconds).toBeLessThanOrEqual(60);
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
