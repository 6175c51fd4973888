import { enterPhase } from '../enter-phase';
import type { Move, MoveResult, RuleContext } from '../moves';
import type { GameState } from '../state';
import { fail } from './guards';

type EndGame = Extract<Move, { type: 'endGame' }>;

/** The moderator ends the session for everyone, from any phase. */
export function endGame(state: GameState, move: EndGame, ctx: RuleContext): MoveResult {
  if (move.actorId !== state.moderatorId) return fail('NOT_MODERATOR');
  return enterPhase(state, 'game_completely_ended', ctx, {
    by: 'moderator',
    actorId: move.actorId,
  });
}
