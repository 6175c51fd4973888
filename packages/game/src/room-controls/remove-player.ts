import { fail } from '../moves/guards';
import type { Move, MoveResult, RuleContext } from '../moves';
import { JOINABLE_PHASES } from '../phases';
import type { GameState } from '../state';
import { logControl } from './control-log';

type RemovePlayer = Extract<Move, { type: 'removePlayer' }>;

/**
 * The guide takes a seat out of the room before the role-play starts (a student in the wrong
 * room, a double account), with whatever it answered. Afterwards a seat can only be moved.
 */
export function removePlayer(state: GameState, move: RemovePlayer, ctx: RuleContext): MoveResult {
  if (move.actorId !== state.moderatorId) return fail('NOT_MODERATOR');
  if (!JOINABLE_PHASES.includes(state.phase)) return fail('WRONG_PHASE');
  if (!state.players.some((p) => p.userId === move.playerId)) return fail('INVALID_TARGET');
  const { [move.playerId]: _results, ...quizResults } = state.quizResults;
  const { [move.playerId]: _report, ...actionStates } = state.actionStates;
  const removed: GameState = {
    ...state,
    players: state.players.filter((p) => p.userId !== move.playerId),
    quizResults,
    actionStates,
  };
  return {
    state: logControl(removed, ctx.now, { control: 'removePlayer', playerId: move.playerId }),
    events: [],
  };
}
