import type { Move, MoveResult } from '../moves';
import { isEligibleForSpecialAction } from '../night-steps';
import type { GameState, SpecialReveal } from '../state';
import { actingPlayer, fail, isFailure, livingTarget } from './guards';

type SpecialAction = Extract<Move, { type: 'specialAction' }>;

/** Night 1: a highest opening-quiz scorer learns one other living player's role, once. */
export function specialAction(state: GameState, move: SpecialAction): MoveResult {
  if (state.phase !== 'highest_scorer_action') return fail('WRONG_PHASE');
  const player = actingPlayer(state, move.actorId);
  if (isFailure(player)) return player;
  if (!isEligibleForSpecialAction(state, player.userId)) return fail('NOT_ELIGIBLE');
  if (state.specialReveals.some((r) => r.playerId === player.userId)) return fail('ALREADY_ACTED');
  const target = livingTarget(state, player.userId, move.targetId);
  if (isFailure(target)) return target;
  const reveal: SpecialReveal = {
    round: state.round,
    playerId: player.userId,
    targetId: target.userId,
    targetRoleId: target.roleId,
  };
  return { state: { ...state, specialReveals: [...state.specialReveals, reveal] }, events: [] };
}
