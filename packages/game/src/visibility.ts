import { isVillain } from './roles';
import { strategicPoints } from './scoring';
import type { DayVote, EliminationResult, GameState, Player } from './state';

/**
 * Whose role `viewerId` may know: the moderator knows all; a player knows their own, every villain
 * if they are one, anyone eliminated, anyone they revealed with the special action, and everyone
 * once the roleplay has a winner. A viewer with no seat (`null`, the class's projector) knows only
 * what is public: the eliminated, and everyone once there is a winner. Worked out once per viewer
 * (a view asks it of every player).
 */
export function roleKnowledge(
  state: GameState,
  viewerId: string | null,
): (target: Player) => boolean {
  if (viewerId === state.moderatorId || state.winner !== null) return () => true;
  const viewer = state.players.find((p) => p.userId === viewerId);
  const villain = viewer !== undefined && isVillain(viewer.roleId);
  const revealed = new Set(
    state.specialReveals.filter((r) => r.playerId === viewerId).map((r) => r.targetId),
  );
  return (target) =>
    target.userId === viewerId ||
    target.isEliminated ||
    !target.isAlive ||
    (villain && isVillain(target.roleId)) ||
    revealed.has(target.userId);
}

/**
 * The points `viewerId` may see for `player`. A day vote's strategic points say whether its
 * target was a villain, and every vote is shown at the reveal; so until the roleplay has a winner
 * players (and a viewer with no seat, `null`) see points without them, and the moderator sees
 * them all.
 */
export function pointsSeenBy(state: GameState, viewerId: string | null, player: Player): number {
  if (viewerId === state.moderatorId || state.winner !== null) return player.points;
  return (
    player.points - strategicPoints(player.userId, settledVotes(state.eliminations), state.players)
  );
}

/** Every vote of the day votes settled so far, kept with the list (asked for every player). */
const settledVotesOf = new WeakMap<readonly EliminationResult[], DayVote[]>();
function settledVotes(eliminations: readonly EliminationResult[]): DayVote[] {
  let votes = settledVotesOf.get(eliminations);
  if (!votes) settledVotesOf.set(eliminations, (votes = eliminations.flatMap((r) => r.votes)));
  return votes;
}
