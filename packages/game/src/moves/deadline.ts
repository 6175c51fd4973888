import { enterPhase } from '../enter-phase';
import type { MoveResult, RuleContext } from '../moves';
import { deadlineTransition } from '../phases';
import type { GameState } from '../state';
import { fail } from './guards';

/** The clock ran out: the current phase moves on by itself. */
export function deadline(state: GameState, ctx: RuleContext): MoveResult {
  if (state.deadline === null || ctx.now < state.deadline) return fail('DEADLINE_NOT_REACHED');
  const transition = deadlineTransition(state);
  if (!transition) return fail('DEADLINE_NOT_REACHED');
  return enterPhase(state, transition.to, ctx, { by: 'deadline', actorId: null });
}
