import type { GameState } from '@ecoscha/game';
import { afterEach, expect, it } from 'vitest';
import { BotClient } from '../../testing/bot-client';
import { BOT_LIMITS, createTestApp, listen, type TestApp } from '../../testing/test-app';
import { createSessionRepository } from './session-repository';

let t: TestApp | undefined;
const bots: BotClient[] = [];
afterEach(async () => {
  bots.forEach((bot) => bot.close());
  await t?.close();
});

it('records at each join how many earlier sessions the player took a quiz in', async () => {
  t = await createTestApp(BOT_LIMITS);
  const baseUrl = await listen(t);
  const guide = new BotClient(baseUrl, 'guideprior', 'sustainability_guide');
  const student = new BotClient(baseUrl, 'studentprior', 'asep_eco_citizen');
  bots.push(guide, student);
  await guide.signIn();
  await student.signIn();
  const repository = createSessionRepository(t.database.db);

  /** Opens a session, seats the student and, when `answer`, lets them hand in one topic. */
  async function playQuiz(answer: boolean): Promise<GameState> {
    const { _id: sessionId } = await guide.call<{ _id: string }>('POST', '/api/game-sessions', {
      moderatorId: guide.userId,
      moderatorUsername: guide.username,
    });
    await student.call('POST', `/api/game-sessions/${sessionId}/join`, { userId: student.userId });
    const seated = (await repository.load(sessionId))?.state;
    for (const phase of ['narrative_1', 'quiz_active']) {
      await guide.call('PUT', `/api/game-sessions/${sessionId}/phase`, { phase });
    }
    if (answer) {
      const { topics } = await student.call<{ topics: Array<{ _id: string }> }>(
        'GET',
        `/api/quiz/topics?sessionId=${sessionId}`,
      );
      await student.call('POST', '/api/quiz-score/save-score', {
        sessionId,
        userId: student.userId,
        topicId: topics[0]?._id,
        answers: {},
        isClosingQuiz: false,
      });
    }
    if (!seated) throw new Error('the session was not saved');
    return seated;
  }

  const prior = (state: GameState) =>
    state.players.find((p) => p.userId === student.userId)?.priorQuizSessions;
  expect(prior(await playQuiz(true))).toBe(0);
  expect(prior(await playQuiz(false))).toBe(1);
  expect(prior(await playQuiz(true))).toBe(1);
  expect(prior(await playQuiz(false))).toBe(2);
}, 60_000);
