import type { Move, MoveResult } from '../moves';
import { JOINABLE_PHASES, MAX_PLAYERS } from '../phases';
import { isModeratorRole } from '../roles';
import type { GameState, Player } from '../state';
import { fail } from './guards';

type Join = Extract<Move, { type: 'join' }>;

/**
 * A student takes a seat. The guide cannot play; joining again is a no-op; new seats only
 * until the opening quiz ends; at most 50 players.
 */
export function join(state: GameState, move: Join, now: number): MoveResult {
  if (move.actorId === state.moderatorId || isModeratorRole(move.roleId)) {
    return fail('GUIDE_CANNOT_JOIN');
  }
  if (state.players.some((p) => p.userId === move.actorId)) return { state, events: [] };
  if (!JOINABLE_PHASES.includes(state.phase)) return fail('GAME_ALREADY_STARTED');
  if (state.players.length >= MAX_PLAYERS) return fail('SESSION_FULL');
  const player = seatedPlayer(
    { userId: move.actorId, username: move.username, roleId: move.roleId },
    now,
    move.priorQuizSessions ?? 0,
  );
  return { state: { ...state, players: [...state.players, player] }, events: [] };
}

/** A seat as it is taken: alive, no vote, no points yet. */
export function seatedPlayer(
  seat: Pick<Player, 'userId' | 'username' | 'roleId'>,
  joinedAt: number,
  priorQuizSessions = 0,
): Player {
  return {
    ...seat,
    isAlive: true,
    isEliminated: false,
    eliminatedBy: null,
    eliminatedRound: null,
    hasVoted: false,
    points: 0,
    gameScore: 0,
    joinedAt,
    priorQuizSessions,
  };
}
