import type { Move, MoveResult, RuleContext } from '../moves';
import { roleMayTake } from '../night-steps';
import { NIGHT_ACTION_STEP } from '../phases';
import { isVillain } from '../roles';
import type { GameState, Investigation, NightAction } from '../state';
import { actingPlayer, fail, isFailure, livingTarget } from './guards';

type NightActionMove = Extract<Move, { type: 'nightAction' }>;

const ACTION_STEPS = Object.values(NIGHT_ACTION_STEP);

/**
 * A villain's kill vote, a guardian's protection (themselves allowed) or a manager's
 * investigation, one per actor and night, in their role's step. A manager learns at once
 * whether the target is a villain.
 */
export function nightAction(state: GameState, move: NightActionMove, ctx: RuleContext): MoveResult {
  if (!ACTION_STEPS.includes(state.phase)) return fail('WRONG_PHASE');
  const player = actingPlayer(state, move.actorId);
  if (isFailure(player)) return player;
  if (NIGHT_ACTION_STEP[move.kind] !== state.phase || !roleMayTake(player, move.kind)) {
    return fail('NOT_YOUR_TURN');
  }
  const acted = state.nightActions.some(
    (a) => a.round === state.round && a.actorId === player.userId && a.kind === move.kind,
  );
  if (acted) return fail('ALREADY_ACTED');
  const target = livingTarget(state, player.userId, move.targetId, {
    allowSelf: move.kind === 'save',
  });
  if (isFailure(target)) return target;
  const action: NightAction = {
    round: state.round,
    kind: move.kind,
    actorId: player.userId,
    targetId: target.userId,
    at: ctx.now,
  };
  const investigations: Investigation[] =
    move.kind === 'investigate'
      ? [
          ...state.investigations,
          {
            round: state.round,
            managerId: player.userId,
            targetId: target.userId,
            isVillain: isVillain(target.roleId),
          },
        ]
      : state.investigations;
  return {
    state: { ...state, nightActions: [...state.nightActions, action], investigations },
    events: [],
  };
}
