import type { Move, MoveResult } from '../moves';
import { actorsOfStep } from '../night-steps';
import { NIGHT_STEPS } from '../phases';
import type { GameState } from '../state';
import { actingPlayer, fail, isFailure } from './guards';

type SetActionState = Extract<Move, { type: 'setActionState' }>;

/**
 * A player's phone reports their night status (wait, acting, done) for the night screens.
 * Anyone alive may report waiting; acting or done only the actors of the current step, and
 * only once the moderator has moved past the night's narrative.
 */
export function setActionState(state: GameState, move: SetActionState): MoveResult {
  if (!NIGHT_STEPS.includes(state.phase)) return fail('WRONG_PHASE');
  const player = actingPlayer(state, move.actorId);
  if (isFailure(player)) return player;
  if (move.state !== 'wait') {
    if (state.phase === 'night_phase') return fail('WRONG_PHASE');
    if (!actorsOfStep(state).some((p) => p.userId === player.userId)) {
      return fail('NOT_YOUR_TURN');
    }
  }
  return {
    state: { ...state, actionStates: { ...state.actionStates, [player.userId]: move.state } },
    events: [],
  };
}
