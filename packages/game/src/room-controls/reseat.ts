import { fail } from '../moves/guards';
import type { Move, MoveResult, RuleContext } from '../moves';
import { isModeratorRole } from '../roles';
import type { GameState } from '../state';
import { logControl } from './control-log';
import { renameSeat } from './rename-seat';

type Reseat = Extract<Move, { type: 'reseat' }>;

/**
 * The guide moves a seat to another account (a student plays on with a friend's phone and
 * account, or takes over a practice seat): role, points, answers, votes, night actions and
 * whether the seat is alive go with it. Refused for an account that already sits in the room
 * and for the guide.
 */
export function reseat(state: GameState, move: Reseat, ctx: RuleContext): MoveResult {
  if (move.actorId !== state.moderatorId) return fail('NOT_MODERATOR');
  if (!state.players.some((p) => p.userId === move.fromUserId)) return fail('INVALID_TARGET');
  if (move.to.userId === state.moderatorId || isModeratorRole(move.to.roleId)) {
    return fail('GUIDE_CANNOT_JOIN');
  }
  if (move.to.userId === move.fromUserId) return { state, events: [] };
  if (state.players.some((p) => p.userId === move.to.userId)) return fail('ALREADY_SEATED');
  const moved = renameSeat(state, move.fromUserId, move.to);
  return {
    state: logControl(moved, ctx.now, {
      control: 'reseat',
      fromUserId: move.fromUserId,
      toUserId: move.to.userId,
    }),
    events: [],
  };
}
