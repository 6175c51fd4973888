import { isVillain } from './roles';
import { strategicPoints } from './scoring';
import type { GameState, Player } from './state';

/**
 * Whether `viewerId` may know the role of `targetId`: the moderator knows all; a player knows
 * their own, every villain if they are one, anyone eliminated, anyone they revealed with the
 * special action, and everyone once the roleplay has a winner. A viewer with no seat (`null`, the
 * class's projector) knows only what is public: the eliminated, and everyone once there is a winner.
 */
export function knowsRoleOf(state: GameState, viewerId: string | null, targetId: string): boolean {
  if (viewerId === state.moderatorId || viewerId === targetId) return true;
  const target = state.players.find((p) => p.userId === targetId);
  if (!target) return false;
  if (target.isEliminated || !target.isAlive || state.winner !== null) return true;
  const viewer = state.players.find((p) => p.userId === viewerId);
  if (viewer && isVillain(viewer.roleId) && isVillain(target.roleId)) return true;
  return state.specialReveals.some((r) => r.playerId === viewerId && r.targetId === targetId);
}

/**
 * The points `viewerId` may see for `player`. A day vote's strategic points say whether its
 * target was a villain, and every vote is shown at the reveal; so until the roleplay has a winner
 * players (and a viewer with no seat, `null`) see points without them, and the moderator sees
 * them all.
 */
export function pointsSeenBy(state: GameState, viewerId: string | null, player: Player): number {
  if (viewerId === state.moderatorId || state.winner !== null) return player.points;
  const settledVotes = state.eliminations.flatMap((result) => result.votes);
  return player.points - strategicPoints(player.userId, settledVotes, state.players);
}
