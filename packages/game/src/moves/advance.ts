import { enterPhase, nextNightRound } from '../enter-phase';
import type { Move, MoveResult, RuleContext } from '../moves';
import { findTransition } from '../phases';
import type { GameState } from '../state';
import { fail } from './guards';

type Advance = Extract<Move, { type: 'advance' }>;

/**
 * The moderator moves the session on, along a row of the transition table. A night asked for
 * with a round must be the next night's round.
 */
export function advance(state: GameState, move: Advance, ctx: RuleContext): MoveResult {
  if (move.actorId !== state.moderatorId) return fail('NOT_MODERATOR');
  // Asking for the phase the session is already in (a double click, a retry) changes nothing.
  if (move.to === state.phase && (move.round === undefined || move.round === state.round)) {
    return { state, events: [] };
  }
  if (!findTransition(state, move.to, 'moderator')) return fail('ILLEGAL_TRANSITION');
  if (
    move.to === 'night_phase' &&
    move.round !== undefined &&
    move.round !== nextNightRound(state)
  ) {
    return fail('ILLEGAL_TRANSITION');
  }
  return enterPhase(state, move.to, ctx, { by: 'moderator', actorId: move.actorId });
}
