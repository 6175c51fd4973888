import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_PASSWORD, type BotClient } from '../testing/bot-client';
import { openBotGame, playOpening, type BotGame } from '../testing/bot-game';
import { phasesOfFirstRound } from '../testing/phase-walk';
import { spawnServer, type SpawnedServer } from '../testing/spawned-server';
import { BOT_LIMITS } from '../testing/test-app';
import { backupCommand } from './backup-command';
import { dailyBackupName, dailyBackups } from './backup-files';
import { restoreCommand } from './restore-command';
import { BACKUP_KEY_HEADER, LOCAL_BACKUP_PATH } from './running-server';

type Player = { userId: string; roleId: string; hasVoted: boolean; points: number };
type View = { currentPhase: string; players: Player[] };

const root = mkdtempSync(join(tmpdir(), 'ecoscha-backup-'));
const backupDir = join(root, 'backups');
const env = {
  ...BOT_LIMITS,
  DATA_DIR: join(root, 'data'),
  BACKUP_DIR: backupDir,
  BACKUP_DAILY: '1',
  // Long enough that the vote is still open when the restored server starts.
  VOTING_MS: '300000',
};
/** Daily backups of nine past days, and one made by hand, before the server first starts. */
const pastDays = Array.from({ length: 9 }, (_, i) => dailyBackupName(new Date(2020, 0, i + 1)));
const madeByHand = 'ecoscha-2020-01-01T0900.tar.gz';

let server: SpawnedServer | undefined;
let restored: SpawnedServer | undefined;
let game: BotGame | undefined;

beforeAll(async () => {
  mkdirSync(backupDir);
  for (const name of [...pastDays, madeByHand]) writeFileSync(join(backupDir, name), 'old');
  server = await spawnServer(env);
});
afterAll(async () => {
  game?.close();
  await server?.stop();
  await restored?.stop();
});

const until = async (done: () => Promise<boolean> | boolean, what: string) => {
  for (let i = 0; i < 240; i += 1) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within 60 s`);
};

/** Each living player answers the first topic of the opening quiz. */
async function answerFirstTopic(bots: BotClient[], sessionId: string) {
  for (const bot of bots) {
    const { topics } = await bot.call<{
      topics: Array<{ _id: string; questions: Array<{ id: string; type: string }> }>;
    }>('GET', `/api/quiz/topics?sessionId=${sessionId}`);
    const [topic] = topics;
    if (!topic) throw new Error('no quiz topic');
    await bot.call('POST', '/api/quiz-score/save-score', {
      sessionId,
      userId: bot.userId,
      topicId: topic._id,
      answers: Object.fromEntries(
        topic.questions.map((q) => [q.id, q.type === 'essay' ? 'hutan dijaga bersama' : 'A']),
      ),
      isClosingQuiz: false,
    });
  }
}

/** A game in its first day vote: the quiz answered, three of six players have voted. */
async function playToMidVote(url: string): Promise<BotGame> {
  const playing = await openBotGame(url, 6);
  const { moderator, players, sessionId } = playing;
  await playOpening(playing, () => answerFirstTopic(players, sessionId));
  for (const phase of phasesOfFirstRound('night_phase_complete', 'start_roleplay_narrative')) {
    await playing.advance(phase);
  }
  await moderator.call('POST', '/api/gameflow/process-night-results', { sessionId });
  await playing.waitAll('morning_phase_active');
  await playing.advance('video_learning_active');
  await playing.advance('discussion_active');
  await playing.advance('voting_active');
  for (const bot of players.slice(0, 3)) {
    await bot.call('POST', '/api/gameflow/vote', {
      sessionId,
      voterId: bot.userId,
      targetId: players[5]?.userId,
    });
  }
  return playing;
}

describe('backups of a running server', () => {
  it("keeps today's daily backup itself, and only the last 7 daily ones", async () => {
    const today = dailyBackupName(new Date());
    await until(
      () => dailyBackups(backupDir).includes(today) && dailyBackups(backupDir).length === 7,
      "today's daily backup",
    );
    expect(dailyBackups(backupDir)).toEqual([...pastDays.slice(3), today]);
    expect(readdirSync(backupDir)).toContain(madeByHand);
  });

  it("hands a backup to no caller without the data folder's key", async () => {
    const url = `${server?.url}${LOCAL_BACKUP_PATH}`;
    expect((await fetch(url, { method: 'POST' })).status).toBe(403);
    const wrongKey = { method: 'POST', headers: { [BACKUP_KEY_HEADER]: 'guessed' } };
    expect((await fetch(url, wrongKey)).status).toBe(403);
  });

  it('restores a backup taken mid-game: every account, the session, its answers, votes and report', async () => {
    game = await playToMidVote(server?.url ?? '');
    const { moderator, players, sessionId } = game;
    const viewBefore = await moderator.call<View>('GET', `/api/game-sessions/${sessionId}`);
    const reportBefore = await moderator.call('GET', `/api/game-sessions/${sessionId}/report`);

    const saved = await backupCommand([], env);
    expect(saved.en).toContain('taken from the running server');
    const file = /Backup saved: (\S+)/.exec(saved.en)?.[1] ?? '';
    expect(file.startsWith(backupDir)).toBe(true);

    // The laptop dies: a new data folder, restored from the file, on a new server.
    game.close();
    await server?.stop();
    const newEnv = { ...env, DATA_DIR: join(root, 'new-laptop', 'data'), BACKUP_DAILY: '0' };
    const done = await restoreCommand([file], newEnv);
    expect(done.en).toContain(`Restored into ${newEnv.DATA_DIR}: 7 accounts and 1 game sessions`);
    restored = await spawnServer(newEnv);
    const url = restored.url;
    for (const bot of game.everyone) Object.assign(bot, { baseUrl: url });

    // Every account signs in with its password; tokens given before still hold (same secret).
    for (const bot of game.everyone) {
      const login = await bot.call<{ user: { _id: string } }>('POST', '/api/auth/login', {
        email: `${bot.username}@bots.test`,
        password: BOT_PASSWORD,
        character: bot.character,
      });
      expect(login.user._id).toBe(bot.userId);
    }
    const viewAfter = await moderator.call<View>('GET', `/api/game-sessions/${sessionId}`);
    expect(viewAfter.currentPhase).toBe('voting_active');
    expect(viewAfter.players).toEqual(viewBefore.players);
    expect(viewAfter.players.filter((p) => p.hasVoted)).toHaveLength(3);
    const reportAfter = await moderator.call('GET', `/api/game-sessions/${sessionId}/report`);
    expect(reportAfter).toEqual(reportBefore);
    const { students } = reportAfter as { students: Array<{ answers: unknown[] }> };
    expect(students).toHaveLength(6);
    for (const student of students) expect(student.answers.length).toBeGreaterThan(0);

    // The game goes on: the other three vote, and the vote counts all six.
    for (const bot of players.slice(3)) {
      await bot.call('POST', '/api/gameflow/vote', {
        sessionId,
        voterId: bot.userId,
        targetId: players[0]?.userId,
      });
    }
    await until(async () => {
      const view = await moderator.call<View>('GET', `/api/game-sessions/${sessionId}`);
      return view.currentPhase === 'elimination_reveal';
    }, 'the vote closing');
    const { eliminationResult } = await moderator.call<{
      eliminationResult: { allVotes: unknown[]; eliminatedPlayer: string | null };
    }>('GET', `/api/gameflow/elimination-result/${sessionId}`);
    expect(eliminationResult.allVotes).toHaveLength(6);
  }, 180_000);
});
