import { isVillain } from './roles';
import type { GameState } from './state';

/**
 * Whether `viewerId` may know the role of `targetId`: the moderator knows all; a player knows
 * their own, every villain if they are one, anyone eliminated, anyone they revealed with the
 * special action, and everyone once the roleplay has a winner.
 */
export function knowsRoleOf(state: GameState, viewerId: string, targetId: string): boolean {
  if (viewerId === state.moderatorId || viewerId === targetId) return true;
  const target = state.players.find((p) => p.userId === targetId);
  if (!target) return false;
  if (target.isEliminated || !target.isAlive || state.winner !== null) return true;
  const viewer = state.players.find((p) => p.userId === viewerId);
  if (viewer && isVillain(viewer.roleId) && isVillain(target.roleId)) return true;
  return state.specialReveals.some((r) => r.playerId === viewerId && r.targetId === targetId);
}
