import type { Move, MoveResult, RuleContext } from '../moves';
import { JOINABLE_PHASES } from '../phases';
import { isPracticeSeat } from '../practice/seats';
import { logControl } from '../room-controls/control-log';
import type { GameState } from '../state';
import { fail } from './guards';

type RemovePracticeSeats = Extract<Move, { type: 'removePracticeSeats' }>;

/**
 * The guide takes practice seats away again before the role-play: the listed ones, or all of them
 * when none are listed, with whatever they answered. Only practice seats can be removed this way.
 */
export function removePracticeSeats(
  state: GameState,
  move: RemovePracticeSeats,
  ctx: RuleContext,
): MoveResult {
  if (move.actorId !== state.moderatorId) return fail('NOT_MODERATOR');
  if (!JOINABLE_PHASES.includes(state.phase)) return fail('WRONG_PHASE');
  const practice = state.players.filter(isPracticeSeat).map((p) => p.userId);
  const chosen = move.playerIds ?? practice;
  if (chosen.some((id) => !practice.includes(id))) return fail('INVALID_TARGET');
  if (chosen.length === 0) return { state, events: [] };
  const leaving = new Set(chosen);
  const quizResults = Object.fromEntries(
    Object.entries(state.quizResults).filter(([userId]) => !leaving.has(userId)),
  );
  const removed: GameState = {
    ...state,
    players: state.players.filter((p) => !leaving.has(p.userId)),
    quizResults,
  };
  return {
    state: logControl(removed, ctx.now, { control: 'removePracticeSeats', playerIds: chosen }),
    events: [],
  };
}
