import { afterEach, expect, it } from 'vitest';
import { openBotGame, reachFirstVote, type BotGame } from '../../testing/bot-game';
import { BOT_LIMITS, createTestApp, listen, type TestApp } from '../../testing/test-app';

type Result = {
  eliminationResult: { type: string; allVotes: unknown[]; eliminatedPlayer: string | null };
};

const apps: TestApp[] = [];
let game: BotGame | undefined;
afterEach(async () => {
  game?.close();
  for (const t of apps.reverse()) await t.close();
  apps.length = 0;
});

it('counts fifteen votes sent in the same instant and eliminates exactly one player', async () => {
  const t = await createTestApp(BOT_LIMITS);
  apps.push(t);
  game = await openBotGame(await listen(t), 15);
  await reachFirstVote(game);
  const { players, sessionId } = game;

  // Everyone votes for the next player round the table, all at once.
  const answers = await Promise.allSettled(
    players.map((bot, i) => {
      const target = players[(i + 1) % players.length];
      return bot.call('POST', '/api/gameflow/vote', {
        sessionId,
        voterId: bot.userId,
        targetId: target?.userId,
      });
    }),
  );
  expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(15);
  await game.waitAll('elimination_reveal');

  const { eliminationResult } = await game.moderator.call<Result>(
    'GET',
    `/api/gameflow/elimination-result/${sessionId}`,
  );
  expect(eliminationResult.type).toBe('elimination');
  expect(eliminationResult.allVotes).toHaveLength(15);
  const view = await game.moderator.call<{ players: Array<{ isAlive: boolean }> }>(
    'GET',
    `/api/game-sessions/${sessionId}`,
  );
  expect(view.players.filter((p) => !p.isAlive)).toHaveLength(1);
  // Fifteen votes, one elimination: the other players' events report a single one.
  const eliminations = players[0]?.received.filter((r) => r.event === 'playerEliminated') ?? [];
  expect(eliminations).toHaveLength(1);
}, 60_000);

it('finishes a vote at its deadline after a restart, keeping every vote cast before it', async () => {
  const first = await createTestApp({ ...BOT_LIMITS, VOTING_MS: '4000' });
  apps.push(first);
  game = await openBotGame(await listen(first), 6);
  await reachFirstVote(game);
  const { players, sessionId } = game;
  const target = players[0];
  for (const bot of players.slice(1, 4)) {
    await bot.call('POST', '/api/gameflow/vote', {
      sessionId,
      voterId: bot.userId,
      targetId: target?.userId,
    });
  }
  game.close();
  await first.app.close();

  // A new server on the same database: nobody acts; the deadline alone resolves the vote.
  const second = await createTestApp({ ...BOT_LIMITS, VOTING_MS: '4000' }, first.database);
  apps.push(second);
  const baseUrl = await listen(second);
  const moderator = game.moderator;
  Object.assign(moderator, { baseUrl });
  // Nobody acts: the restored deadline alone closes the vote (polled for at most 15 s).
  let view = { currentPhase: '' };
  for (let i = 0; i < 60 && view.currentPhase !== 'elimination_reveal'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    view = await moderator.call<{ currentPhase: string }>('GET', `/api/game-sessions/${sessionId}`);
  }
  expect(view.currentPhase).toBe('elimination_reveal');
  const { eliminationResult } = await moderator.call<Result>(
    'GET',
    `/api/gameflow/elimination-result/${sessionId}`,
  );
  expect(eliminationResult.allVotes).toHaveLength(3);
  expect(eliminationResult.eliminatedPlayer).toBe(target?.userId);
}, 60_000);
