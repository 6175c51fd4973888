import { fail } from '../moves/guards';
import type { Move, MoveResult, RuleContext } from '../moves';
import { PHASE_DEADLINES } from '../phases';
import type { GameState, Phase } from '../state';
import { logControl } from './control-log';

type PauseTimer = Extract<Move, { type: 'pauseTimer' }>;
type ResumeTimer = Extract<Move, { type: 'resumeTimer' }>;
type AddTime = Extract<Move, { type: 'addTime' }>;

/** The phases whose running timer the guide may lengthen: the day's discussion and vote. */
export const EXTENDABLE_PHASES: readonly Phase[] = ['discussion_active', 'voting_active'];
/** The most time one "add time" may give (the guide's buttons give 30 s or 1 min). */
export const MAX_ADDED_MS = 5 * 60_000;

const unchanged = (state: GameState): MoveResult => ({ state, events: [] });
const isPaused = (state: GameState) => state.pausedRemainingMs !== undefined;
const hasTimer = (state: GameState) => PHASE_DEADLINES[state.phase] !== undefined;

/**
 * The guide stops the clock of a phase with a deadline: the deadline is cleared (nothing ends the
 * phase by itself) and what was left is kept. Pausing a paused timer changes nothing.
 */
export function pauseTimer(state: GameState, move: PauseTimer, ctx: RuleContext): MoveResult {
  if (move.actorId !== state.moderatorId) return fail('NOT_MODERATOR');
  if (!hasTimer(state)) return fail('WRONG_PHASE');
  if (isPaused(state)) return unchanged(state);
  if (state.deadline === null) return fail('WRONG_PHASE');
  const remainingMs = Math.max(0, state.deadline - ctx.now);
  const paused = { ...state, deadline: null, pausedRemainingMs: remainingMs };
  return {
    state: logControl(paused, ctx.now, { control: 'pauseTimer', remainingMs }),
    events: [],
  };
}

/** The clock runs again with what was left. Resuming a running timer changes nothing. */
export function resumeTimer(state: GameState, move: ResumeTimer, ctx: RuleContext): MoveResult {
  if (move.actorId !== state.moderatorId) return fail('NOT_MODERATOR');
  if (!hasTimer(state)) return fail('WRONG_PHASE');
  const { pausedRemainingMs: remainingMs, ...running } = state;
  if (remainingMs === undefined) return unchanged(state);
  return {
    state: logControl({ ...running, deadline: ctx.now + remainingMs }, ctx.now, {
      control: 'resumeTimer',
      remainingMs,
    }),
    events: [],
  };
}

/** More time for the discussion or the vote: the deadline moves (or a paused timer grows). */
export function addTime(state: GameState, move: AddTime, ctx: RuleContext): MoveResult {
  if (move.actorId !== state.moderatorId) return fail('NOT_MODERATOR');
  if (!EXTENDABLE_PHASES.includes(state.phase)) return fail('WRONG_PHASE');
  if (!Number.isInteger(move.ms) || move.ms <= 0 || move.ms > MAX_ADDED_MS) {
    return fail('INVALID_DURATION');
  }
  let longer: GameState;
  if (state.pausedRemainingMs !== undefined) {
    longer = { ...state, pausedRemainingMs: state.pausedRemainingMs + move.ms };
  } else if (state.deadline !== null) {
    longer = { ...state, deadline: Math.max(state.deadline, ctx.now) + move.ms };
  } else return fail('WRONG_PHASE');
  return {
    state: logControl(longer, ctx.now, { control: 'addTime', addedMs: move.ms }),
    events: [],
  };
}
