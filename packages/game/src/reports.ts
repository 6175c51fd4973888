import type { RoleId } from './roles';
import type { EliminationResult, GameState } from './state';

export const DISASTERS = ['pollution', 'fire', 'flood', 'landslide'] as const;
export type Disaster = (typeof DISASTERS)[number];

/** Day 1 pollution, 2 fire, 3 flood, 4 landslide, then repeating (day 0 counts as day 1). */
export function disasterForDay(day: number): Disaster {
  const index = (((Math.max(1, Math.floor(day)) - 1) % 4) + 4) % 4;
  return DISASTERS[index] ?? 'pollution';
}

export type EliminationReport = {
  round: number;
  type: EliminationResult['type'];
  reason: EliminationResult['reason'];
  eliminatedPlayer: string | null;
  eliminatedPlayerData: { userId: string; roleId: RoleId; username: string } | null;
  allVotes: Array<{
    voterId: string;
    voterUsername: string;
    targetId: string;
    targetUsername: string;
  }>;
  tally: Record<string, number>;
  tiedIds: string[];
};

/** The latest resolved day vote, public: who was out (with their role) and every vote. */
export function eliminationResult(state: GameState): EliminationReport | undefined {
  const latest = state.eliminations.at(-1);
  if (!latest) return undefined;
  const nameOf = (id: string) => state.players.find((p) => p.userId === id)?.username ?? '';
  const out = state.players.find((p) => p.userId === latest.eliminatedId);
  return {
    round: latest.round,
    type: latest.type,
    reason: latest.reason,
    eliminatedPlayer: out?.userId ?? null,
    eliminatedPlayerData: out
      ? { userId: out.userId, roleId: out.roleId, username: out.username }
      : null,
    allVotes: latest.votes.map((v) => ({
      voterId: v.voterId,
      voterUsername: nameOf(v.voterId),
      targetId: v.targetId,
      targetUsername: nameOf(v.targetId),
    })),
    tally: latest.tally,
    tiedIds: latest.tiedIds,
  };
}
