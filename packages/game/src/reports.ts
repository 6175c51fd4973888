import type { RoleId } from './roles';
import type { EliminationResult, GameState, Investigation, NightResult, WinOutcome } from './state';

export const DISASTERS = ['pollution', 'fire', 'flood', 'landslide'] as const;
export type Disaster = (typeof DISASTERS)[number];

/** Day 1 pollution, 2 fire, 3 flood, 4 landslide, then repeating (day 0 counts as day 1). */
export function disasterForDay(day: number): Disaster {
  const index = (((Math.max(1, Math.floor(day)) - 1) % 4) + 4) % 4;
  return DISASTERS[index] ?? 'pollution';
}

type PlayerRef = { userId: string; username: string };

export type MorningReport = {
  morningEvents: {
    death: { victims: string[] };
    saved: { player: string | null };
    villainFound: boolean;
  };
  currentDay: number;
  nightResultDetails: {
    resultType: NightResult['resultType'];
    playersKilled: Array<PlayerRef & { roleId: RoleId }>;
    savedPlayer: PlayerRef | null;
    investigationResults: Investigation[];
    round: number;
  };
  winCondition: WinOutcome | null;
  disaster: Disaster;
};

const winOf = (state: GameState): WinOutcome | null =>
  state.pendingWin ??
  (state.winner && state.winReason && state.victoryType
    ? { winner: state.winner, winReason: state.winReason, victoryType: state.victoryType }
    : null);

/** The morning announcement of the current round, as this viewer may know it. */
export function morningReport(state: GameState, viewerId: string): MorningReport {
  const round = state.round;
  const night = state.nightResults.find((r) => r.round === round);
  const playerOf = (id: string | null) => state.players.find((p) => p.userId === id);
  const killed = playerOf(night?.killedId ?? null);
  const saved = playerOf(night?.savedId ?? null);
  const investigationResults = state.investigations.filter(
    (i) => i.round === round && (viewerId === state.moderatorId || i.managerId === viewerId),
  );
  return {
    morningEvents: {
      death: { victims: killed ? [killed.username] : [] },
      saved: { player: saved?.username ?? null },
      villainFound: investigationResults.some((i) => i.isVillain),
    },
    currentDay: round,
    nightResultDetails: {
      resultType: night?.resultType ?? 'peaceful',
      playersKilled: killed
        ? [{ userId: killed.userId, username: killed.username, roleId: killed.roleId }]
        : [],
      savedPlayer: saved ? { userId: saved.userId, username: saved.username } : null,
      investigationResults,
      round,
    },
    winCondition: winOf(state),
    disaster: disasterForDay(round),
  };
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
