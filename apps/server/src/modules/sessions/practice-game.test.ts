import type { GameHistoryEntry } from '@ecoscha/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { BotClient } from '../../testing/bot-client';
import { BOT_LIMITS, useTestApp, listen } from '../../testing/test-app';

type Seat = { userId: string; isAlive: boolean; isPractice?: boolean };
type View = {
  currentPhase: string;
  players: Seat[];
  quizProgress: Record<string, { opening: number; closing: number }>;
  achievements: Array<{ userId: string }>;
  gameState: { pendingWin: unknown };
};

let baseUrl: string;
const t = useTestApp({ ...BOT_LIMITS, PRACTICE_MIN_MS: '5', PRACTICE_MAX_MS: '20' });
beforeAll(async () => {
  // Practice seats move within 5 to 20 ms: a whole game takes seconds.
  baseUrl = await listen(t);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a guide, one student and six practice seats', () => {
  it('play a whole game to the end; practice seats earn nothing and stay out of history', async () => {
    const tag = Date.now().toString(36);
    const guide = new BotClient(baseUrl, `guide${tag}`, 'sustainability_guide');
    const student = new BotClient(baseUrl, `student${tag}`, 'asep_eco_citizen');
    await Promise.all([guide.signIn(), student.signIn()]);
    const { _id: sessionId } = await guide.call<{ _id: string }>('POST', '/api/game-sessions', {
      moderatorId: guide.userId,
    });
    await student.call('POST', `/api/game-sessions/${sessionId}/join`, {
      userId: student.userId,
    });
    await guide.call('POST', `/api/game-sessions/${sessionId}/practice-seats`, { count: 6 });
    await Promise.all([guide.connect(sessionId), student.connect(sessionId)]);
    const topics = await student.call<{ topics: Array<{ _id: string }> }>(
      'GET',
      `/api/quiz/topics?sessionId=${sessionId}`,
    );
    const topicCount = topics.topics.length;
    const guideView = () => guide.latestView as unknown as View;
    const phase = async (to: string) => {
      await guide.call('PUT', `/api/game-sessions/${sessionId}/phase`, { phase: to });
      await guide.until(() => guide.phase() === to, 10_000);
    };
    /** Every practice seat (the living ones for the opening) handed in every topic of `kind`. */
    const quizDone = (kind: 'opening' | 'closing', aliveOnly: boolean) => () =>
      guideView()
        .players.filter((p) => p.isPractice && (p.isAlive || !aliveOnly))
        .every((p) => guideView().quizProgress[p.userId]?.[kind] === topicCount);
    /** Waits until every actor of the current night step has acted (bounded). */
    const nightStepDone = async () => {
      for (let i = 0; i < 200; i += 1) {
        const status = await guide.call<{ allCompleted: boolean }>(
          'GET',
          `/api/game-sessions/${sessionId}/night-actions-status`,
        );
        if (status.allCompleted) return;
        await sleep(25);
      }
      throw new Error('the practice seats did not act');
    };
    const studentAlive = () =>
      guideView().players.find((p) => p.userId === student.userId)?.isAlive === true;

    await phase('narrative_1');
    await phase('quiz_active');
    // The student answers nothing right, so never takes the highest scorer's action.
    await guide.until(quizDone('opening', true), 15_000);
    await phase('quiz_completed');
    await phase('start_roleplay_narrative');

    let ended = false;
    for (let round = 1; round <= 20 && !ended; round += 1) {
      await phase(`night_phase_${round}`);
      const steps = ['waste_villain_action', 'green_guardian_action', 'waste_manager_action'];
      for (const step of round === 1 ? ['highest_scorer_action', ...steps] : steps) {
        await phase(step);
        await nightStepDone();
      }
      await phase('night_phase_complete');
      await phase('morning_phase_active');
      if (guideView().gameState.pendingWin) break;
      if (round % 2 === 1) await phase('video_learning_active');
      await phase('discussion_active');
      await phase('voting_active');
      if (studentAlive()) {
        const target = guideView().players.find((p) => p.isAlive && p.userId !== student.userId);
        await student.call('POST', '/api/gameflow/vote', {
          sessionId,
          voterId: student.userId,
          targetId: target?.userId,
        });
      }
      await guide.until(() => guide.phase() === 'elimination_reveal', 10_000);
      if (guideView().gameState.pendingWin) ended = true;
      else await phase('voting_completed');
    }
    await phase('game_ended');
    await phase('roleplay_ending_narrative');
    await phase('closing_quiz_intro');
    await phase('closing_quiz_active');
    await guide.until(quizDone('closing', false), 15_000);
    await student.call('POST', '/api/quiz-score/save-score', {
      sessionId,
      userId: student.userId,
      topicId: topics.topics[0]?._id,
      answers: {},
      isClosingQuiz: true,
    });
    await phase('closing_quiz_completed');
    await phase('final_narrative');
    await phase('game_completely_ended');
    await student.until(() => student.phase() === 'game_completely_ended', 10_000);

    // The practice seats played by the rules: they voted, acted at night, some were eliminated.
    const final = guideView() as View & {
      dayVotes: Array<{ voterId: string }>;
      nightActions: Array<{ actorId: string }>;
    };
    expect(final.dayVotes.some((v) => v.voterId.startsWith('practice:'))).toBe(true);
    expect(final.nightActions.some((a) => a.actorId.startsWith('practice:'))).toBe(true);
    expect(final.players.some((p) => p.isPractice && !p.isAlive)).toBe(true);
    const awarded = new Set(guideView().achievements.map((a) => a.userId));
    expect(awarded).toEqual(new Set([student.userId]));
    const { history } = await student.call<{ history: GameHistoryEntry[] }>(
      'GET',
      '/api/auth/history',
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ sessionId, playerCount: 1, rank: 1, status: 'finished' });
    guide.close();
    student.close();
  }, 90_000);
});
