import { enterPhase } from '../enter-phase';
import { fail } from '../moves/guards';
import type { Move, MoveResult, RuleContext } from '../moves';
import type { GameState } from '../state';
import { logControl } from './control-log';

type EndVote = Extract<Move, { type: 'endVote' }>;

/**
 * The guide closes the day's vote before its deadline. It resolves with the votes cast so far,
 * exactly as when the time is up (no votes: no elimination).
 */
export function endVote(state: GameState, move: EndVote, ctx: RuleContext): MoveResult {
  if (move.actorId !== state.moderatorId) return fail('NOT_MODERATOR');
  if (state.phase !== 'voting_active') return fail('WRONG_PHASE');
  const logged = logControl(state, ctx.now, { control: 'endVote' });
  return enterPhase(logged, 'elimination_reveal', ctx, { by: 'moderator', actorId: move.actorId });
}
