import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openBotGame, playWholeGame, type BotGame } from '../testing/bot-game';
import { spawnServer, type SpawnedServer } from '../testing/spawned-server';

type View = {
  currentPhase: string;
  gameState: { deadline: number | null; winner: string | null };
  [key: string]: unknown;
};

/** A phase's kind: `night_phase_2` is killed in like `night_phase_1`, once. */
const kindOf = (phase: string) => phase.replace(/_\d+$/, '');
const MIN_RESUMED_MS = 10_000;

let server: SpawnedServer | undefined;
let game: BotGame | undefined;
afterAll(async () => {
  game?.close();
  await server?.stop();
});

/**
 * `kill -9` before the first move into every kind of phase of a whole bot game, and a restart on
 * the same data folder and port: the session comes back exactly as last acknowledged (no move
 * lost, none twice), a running timer resumes with at least 10 s, and the game plays to its end.
 */
// The spawned server keeps its own embedded database: the suite runs once, in the PGlite run.
it.skipIf(process.env.TEST_DATABASE_URL)(
  'survives kill -9 in every phase of a bot game',
  async () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'ecoscha-kill-')) };
    server = await spawnServer(env);
    game = await openBotGame(server.url, 6);
    const { moderator, sessionId } = game;
    const killedIn: string[] = [];
    const advance = game.advance.bind(game);

    async function killAndRestart() {
      const before = await moderator.call<View>('GET', `/api/game-sessions/${sessionId}`);
      const port = server?.port;
      await server?.kill();
      const restartFrom = Date.now();
      server = await spawnServer(env, port);
      const after = await moderator.call<View>('GET', `/api/game-sessions/${sessionId}`);
      const strip = (view: View) => ({ ...view, gameState: { ...view.gameState, deadline: 0 } });
      expect(strip(after)).toEqual(strip(before));
      if (before.gameState.deadline !== null) {
        expect(after.gameState.deadline).toBeGreaterThanOrEqual(restartFrom + MIN_RESUMED_MS);
      }
      killedIn.push(before.currentPhase);
    }

    // Before the first move out of every kind of phase: the guide's phase changes, the end of the
    // discussion and the night's results.
    const seen = new Set<string>();
    async function killOnFirstMoveOut() {
      const kind = kindOf(moderator.phase() ?? '');
      if (seen.has(kind)) return;
      seen.add(kind);
      await killAndRestart();
    }
    game.advance = async (phase, extra) => {
      await killOnFirstMoveOut();
      await advance(phase, extra);
    };
    const moderatorCall = moderator.call.bind(moderator);
    moderator.call = (async (method: string, path: string, body?: unknown) => {
      if (method === 'POST' && /end-discussion|process-night-results/.test(path)) {
        await killOnFirstMoveOut();
      }
      return moderatorCall(method, path, body);
    }) as typeof moderator.call;
    // And in the middle of the first day vote: after the third acknowledged vote (votes go one at a
    // time, so that what was acknowledged before the kill is known).
    let votes = 0;
    let voting: Promise<unknown> = Promise.resolve();
    for (const bot of game.players) {
      const call = bot.call.bind(bot);
      bot.call = ((method: string, path: string, body?: unknown) => {
        if (path !== '/api/gameflow/vote') return call(method, path, body);
        const run = voting.then(async () => {
          const answer = await call(method, path, body);
          votes += 1;
          if (votes === 3) await killAndRestart();
          return answer;
        });
        voting = run.catch(() => undefined);
        return run;
      }) as typeof bot.call;
    }

    const { winner } = await playWholeGame(game, 14);
    expect(['good_guys', 'villains']).toContain(winner);
    expect(killedIn).toEqual(expect.arrayContaining(['discussion_active', 'voting_active']));
    expect(killedIn.length).toBeGreaterThan(15);
    console.log(
      `killed with -9 and restarted in ${killedIn.length} phases: ${killedIn.join(', ')}`,
    );
  },
  600_000,
);
