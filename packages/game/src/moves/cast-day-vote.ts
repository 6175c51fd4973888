import { enterPhase } from '../enter-phase';
import type { Move, MoveResult, RuleContext } from '../moves';
import type { DayVote, GameState } from '../state';
import { actingPlayer, fail, isFailure, livingTarget, replacePlayer } from './guards';

type CastDayVote = Extract<Move, { type: 'castDayVote' }>;

/**
 * A living player votes for another living player, once and for good. The vote resolves as
 * soon as every living player has voted.
 */
export function castDayVote(state: GameState, move: CastDayVote, ctx: RuleContext): MoveResult {
  if (state.phase !== 'voting_active') return fail('WRONG_PHASE');
  const voter = actingPlayer(state, move.actorId);
  if (isFailure(voter)) return voter;
  const voted =
    voter.hasVoted ||
    state.dayVotes.some((v) => v.round === state.round && v.voterId === voter.userId);
  if (voted) return fail('ALREADY_VOTED');
  const target = livingTarget(state, voter.userId, move.targetId);
  if (isFailure(target)) return target;
  const vote: DayVote = {
    round: state.round,
    voterId: voter.userId,
    targetId: target.userId,
    at: ctx.now,
  };
  const next: GameState = {
    ...state,
    players: replacePlayer(state.players, { ...voter, hasVoted: true }),
    dayVotes: [...state.dayVotes, vote],
  };
  const everyoneVoted = next.players.filter((p) => p.isAlive).every((p) => p.hasVoted);
  if (!everyoneVoted) return { state: next, events: [] };
  return enterPhase(next, 'elimination_reveal', ctx, { by: 'system', actorId: null });
}
