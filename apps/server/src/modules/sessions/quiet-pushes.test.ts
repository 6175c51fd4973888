import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BotClient } from '../../testing/bot-client';
import { openBotGame, type BotGame } from '../../testing/bot-game';
import { BOT_LIMITS, useTestApp, listen } from '../../testing/test-app';

let game: BotGame;
const t = useTestApp(BOT_LIMITS);
beforeAll(async () => {
  game = await openBotGame(await listen(t), 3);
});
afterAll(async () => {
  game.close();
});

const views = (bot: BotClient) =>
  bot.received.filter((r) => r.event === 'session:state').map((r) => r.view ?? {});
const completed = (bot: BotClient) =>
  (bot.latestView?.viewer as { completedTopics: { opening: string[] } }).completedTopics.opening;

it('sends a quiet change only to the seats whose view it changed; a phase change to everyone', async () => {
  const { moderator: guide, players, sessionId } = game;
  const [answering, other, third] = players;
  if (!answering || !other || !third) throw new Error('three players');
  await game.advance('narrative_1');
  await game.advance('quiz_active');
  const before = new Map(game.everyone.map((bot) => [bot, views(bot).length]));

  const { topics } = await answering.call<{ topics: Array<{ _id: string }> }>(
    'GET',
    `/api/quiz/topics?sessionId=${sessionId}`,
  );
  await answering.call('POST', '/api/quiz-score/save-score', {
    sessionId,
    userId: answering.userId,
    topicId: topics[0]?._id,
    answers: {},
    isClosingQuiz: false,
  });
  // The player who answered and the guide (who sees every answer) are told.
  await answering.until(() => completed(answering).length === 1);
  await guide.until(() => views(guide).length > (before.get(guide) ?? 0));

  // Pushes to one socket arrive in order: once the next phase is there, nothing else is coming.
  await game.advance('quiz_completed');
  for (const bot of [other, third]) {
    const sinceQuiz = views(bot).slice(before.get(bot));
    expect(sinceQuiz.map((view) => view.currentPhase)).toEqual(['quiz_completed']);
  }
  const answered = views(answering).slice(before.get(answering));
  expect(answered.map((view) => view.currentPhase)).toEqual(['quiz_active', 'quiz_completed']);
});
