import type { GameEvent } from './moves';
import { applyVotePenalty, strategicPoints } from './scoring';
import { tallyVotes } from './tally';
import type { EliminationResult, GameState, Player } from './state';
import { checkWinner } from './win';

/**
 * Settles the day vote: the most-voted player is eliminated (a tie is drawn at random, recorded
 * as `draw_random`) and loses 20 points down to the floor; no votes, no elimination. Each voter's
 * strategic points move with the team of the player they voted for.
 */
export function resolveVote(
  state: GameState,
  random: () => number,
): { state: GameState; events: GameEvent[] } {
  const round = state.round;
  const votes = state.dayVotes.filter((v) => v.round === round);
  const { tally, chosenId, tiedIds } = tallyVotes(
    votes.map((v) => v.targetId),
    random,
  );
  const result: EliminationResult = {
    round,
    type: chosenId ? 'elimination' : 'no_elimination',
    eliminatedId: chosenId,
    tally,
    votes,
    reason: chosenId === null ? 'no_votes' : tiedIds.length > 0 ? 'draw_random' : 'majority',
    tiedIds,
  };
  const players = state.players.map((p): Player => {
    const points = p.points + strategicPoints(p.userId, votes, state.players);
    const voted = { ...p, points, hasVoted: false };
    if (p.userId !== chosenId) return voted;
    return {
      ...voted,
      isAlive: false,
      isEliminated: true,
      eliminatedBy: 'voting',
      eliminatedRound: round,
      gameScore: applyVotePenalty(p.gameScore),
    };
  });
  const events: GameEvent[] = [
    ...(chosenId
      ? [{ type: 'playerEliminated' as const, userId: chosenId, cause: 'voting' as const }]
      : []),
    { type: 'votingCompleted' },
  ];
  return {
    state: {
      ...state,
      players,
      eliminations: [...state.eliminations, result],
      pendingWin: checkWinner(players),
    },
    events,
  };
}
