import {
  isPracticeSeat,
  practiceSeatMoves,
  type GameState,
  type Move,
  type QuizBank,
} from '@ecoscha/game';
import type { FastifyBaseLogger } from 'fastify';
import { isAppError } from '../../lib/app-error';
import { TAKEOVER_GRACE_MS } from './deadline-scheduler';

/** How long a practice seat takes before each move: a person's pace. */
export type PracticePace = { minMs: number; maxMs: number };
export const DEFAULT_PRACTICE_PACE: PracticePace = { minMs: 2_000, maxMs: 8_000 };

/** At most this many practice moves wait at once in this process (50 seats in 40 rooms). */
const MAX_PENDING = 2_000;

/**
 * Plays the practice seats. After every saved change of a session with practice seats, each seat
 * that has something to do gets one timer at a human pace; when it fires, the seat's move is
 * worked out again from the latest state and made through `perform`, the same path as a real
 * player's move (validated, saved, pushed). That save calls `onChange` again, which schedules the
 * seat's next move. A move the rules refuse (someone was quicker, the phase moved on) is dropped.
 */
export function createPracticeDriver(deps: {
  load: (sessionId: string) => Promise<GameState>;
  perform: (sessionId: string, move: Move) => Promise<unknown>;
  quizBank: () => QuizBank;
  pace: PracticePace;
  random: () => number;
  log: Pick<FastifyBaseLogger, 'debug' | 'error'>;
}) {
  /** `sessionId` -> seat id -> its timer. */
  const timers = new Map<string, Map<string, NodeJS.Timeout>>();
  /** Sessions another instance plays (`standBy`): when it falls silent, this one takes over. */
  const standingBy = new Map<string, NodeJS.Timeout>();
  let pendingCount = 0;
  let stopped = false;

  const delay = () => {
    const { minMs, maxMs } = deps.pace;
    return minMs + Math.max(0, maxMs - minMs) * deps.random();
  };

  function clearSession(sessionId: string) {
    const seats = timers.get(sessionId);
    if (!seats) return;
    seats.forEach((timer) => clearTimeout(timer));
    pendingCount -= seats.size;
    timers.delete(sessionId);
  }

  function forget(sessionId: string, seatId: string) {
    const seats = timers.get(sessionId);
    if (!seats?.delete(seatId)) return;
    pendingCount -= 1;
    if (seats.size === 0) timers.delete(sessionId);
  }

  async function play(sessionId: string, seatId: string) {
    forget(sessionId, seatId);
    if (stopped) return;
    try {
      const state = await deps.load(sessionId);
      const [move] = practiceSeatMoves(
        state,
        seatId,
        deps.random,
        state.quizBank ?? deps.quizBank(),
      );
      if (!move) return;
      await deps.perform(sessionId, move);
      deps.log.debug({ sessionId, seatId, move: move.type }, 'practice seat moved');
    } catch (error) {
      // Refused by the rules (a repeat, the phase moved on) or the session is gone: nothing to do.
      if (!isAppError(error)) deps.log.error({ err: error, sessionId, seatId }, 'practice failed');
    }
  }

  const hasSeatsToPlay = (state: GameState) =>
    !stopped &&
    state.phase !== 'game_completely_ended' &&
    state.players.some((player) => isPracticeSeat(player));

  function stopStandingBy(sessionId: string) {
    clearTimeout(standingBy.get(sessionId));
    standingBy.delete(sessionId);
  }

  /**
   * Another instance saved this change, so it plays the seats' next moves. Each of them comes
   * within the pace's longest wait and is a change this instance hears of (which calls `standBy`
   * again). When none comes for that long and a little more, that instance may be gone: this one
   * plays the seats that still have something to do. A seat that both play has its second move
   * refused by the rules.
   */
  function standBy(state: GameState) {
    const { sessionId } = state;
    stopStandingBy(sessionId);
    if (!hasSeatsToPlay(state)) return;
    const timer = setTimeout(() => {
      standingBy.delete(sessionId);
      deps.load(sessionId).then(onChange, (error: unknown) => {
        if (!isAppError(error)) deps.log.error({ err: error, sessionId }, 'practice takeover');
      });
    }, deps.pace.maxMs + TAKEOVER_GRACE_MS);
    timer.unref();
    standingBy.set(sessionId, timer);
  }

  /** Called with every saved change: schedules each practice seat that has a move to make. */
  function onChange(state: GameState) {
    const { sessionId } = state;
    stopStandingBy(sessionId);
    const seats = state.players.filter(isPracticeSeat);
    if (!hasSeatsToPlay(state)) {
      clearSession(sessionId);
      return;
    }
    const bank = state.quizBank ?? deps.quizBank();
    for (const seat of seats) {
      const waiting = timers.get(sessionId);
      if (waiting?.has(seat.userId) || pendingCount >= MAX_PENDING) continue;
      if (practiceSeatMoves(state, seat.userId, deps.random, bank).length === 0) continue;
      const timer = setTimeout(() => void play(sessionId, seat.userId), delay());
      timer.unref();
      if (waiting) waiting.set(seat.userId, timer);
      else timers.set(sessionId, new Map([[seat.userId, timer]]));
      pendingCount += 1;
    }
  }

  return {
    onChange,
    standBy,
    /** Moves waiting, in all sessions. */
    pending: () => pendingCount,
    stop() {
      stopped = true;
      [...timers.keys()].forEach(clearSession);
      [...standingBy.keys()].forEach(stopStandingBy);
    },
  };
}

export type PracticeDriver = ReturnType<typeof createPracticeDriver>;
