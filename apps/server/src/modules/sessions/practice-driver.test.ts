import {
  applyMove,
  createGame,
  createRandom,
  isRuleError,
  type GameState,
  type Move,
} from '@ecoscha/game';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createPracticeDriver, type PracticeDriver } from './practice-driver';

const BANK = {
  topics: ['t1', 't2'].map((topicId) => ({
    topicId,
    opening: [{ id: `${topicId}-q`, type: 'true_false' as const, accepted: ['true'] }],
    closing: [],
  })),
};

/** A room in the opening quiz with `count` practice seats, and a store that applies moves. */
function room(count: number) {
  let state: GameState = createGame({
    sessionId: 's1',
    roomCode: 'ROOM0001',
    moderatorId: 'guide',
    moderatorUsername: 'Kang Alam',
    seed: 1,
    now: 0,
  });
  const ctx = {
    now: 1,
    random: createRandom(2),
    timings: { quizMs: 1e6, discussionMs: 1e6, votingMs: 1e6, closingQuizMs: 1e6 },
    quiz: BANK,
  };
  const apply = (move: Move) => {
    const result = applyMove(state, move, ctx);
    if (isRuleError(result)) throw new AppError(result.error);
    state = result.state;
    return state;
  };
  apply({ type: 'addPracticeSeats', actorId: 'guide', count });
  apply({ type: 'advance', actorId: 'guide', to: 'narrative_1' });
  apply({ type: 'advance', actorId: 'guide', to: 'quiz_active' });
  return { get: () => state, apply };
}

const QUIET = { debug: () => undefined, error: () => undefined };

let driver: PracticeDriver | undefined;
afterEach(() => driver?.stop());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('practice driver', () => {
  it('plays every seat through the same path, one move at a time, until nothing is left', async () => {
    const r = room(3);
    const made: Move[] = [];
    driver = createPracticeDriver({
      load: async () => r.get(),
      perform: async (_id, move) => {
        made.push(move);
        driver?.onChange(r.apply(move));
      },
      quizBank: () => BANK,
      pace: { minMs: 1, maxMs: 3 },
      random: createRandom(5),
      log: QUIET,
    });
    driver.onChange(r.get());
    expect(driver.pending()).toBe(3);
    for (let i = 0; i < 100 && driver.pending() > 0; i += 1) await wait(5);
    expect(driver.pending()).toBe(0);
    expect(made).toHaveLength(6);
    for (const id of ['practice:1', 'practice:2', 'practice:3']) {
      expect(r.get().quizResults[id]).toHaveLength(2);
    }
  });

  it('keeps one timer per seat however many changes arrive, and ignores refused moves', async () => {
    const r = room(2);
    let tries = 0;
    driver = createPracticeDriver({
      load: async () => r.get(),
      perform: async () => {
        tries += 1;
        throw new AppError('TOPIC_ALREADY_COMPLETED');
      },
      quizBank: () => BANK,
      pace: { minMs: 1, maxMs: 1 },
      random: createRandom(5),
      log: QUIET,
    });
    for (let i = 0; i < 10; i += 1) driver.onChange(r.get());
    expect(driver.pending()).toBe(2);
    for (let i = 0; i < 50 && driver.pending() > 0; i += 1) await wait(5);
    expect(tries).toBe(2);
    expect(driver.pending()).toBe(0);
  });

  it('clears a session’s timers when it ends, and everything when the server closes', () => {
    const r = room(4);
    driver = createPracticeDriver({
      load: async () => r.get(),
      perform: async () => undefined,
      quizBank: () => BANK,
      pace: { minMs: 60_000, maxMs: 60_000 },
      random: createRandom(5),
      log: QUIET,
    });
    driver.onChange(r.get());
    expect(driver.pending()).toBe(4);
    driver.onChange({ ...r.get(), phase: 'game_completely_ended' });
    expect(driver.pending()).toBe(0);
    driver.onChange(r.get());
    driver.stop();
    expect(driver.pending()).toBe(0);
    driver.onChange(r.get());
    expect(driver.pending()).toBe(0);
  });
});
