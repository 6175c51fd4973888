import { disasterForDay, type Disaster } from './reports';
import type { RoleId } from './roles';
import type { GameState, Investigation, NightResult, WinOutcome } from './state';
import { viewFor, type GameView } from './view';

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

/**
 * The morning announcement of the view's round, from the view alone: a phone shows it as soon as
 * the morning's view arrives, with no request. Everything in it is in the view already: the
 * night's result, the victim's role (known to all once they are out), the viewer's own findings
 * (every finding for the guide), and the win the night brought.
 */
export function morningReportOf(view: GameView): MorningReport {
  const round = view.currentRound;
  const night = view.nightResults.find((r) => r.round === round);
  const playerOf = (id: string | null | undefined) => view.players.find((p) => p.userId === id);
  const killed = playerOf(night?.killedId);
  const saved = playerOf(night?.savedId);
  const investigationResults = view.investigations.filter((i) => i.round === round);
  const { pendingWin, winner, winReason, victoryType } = view.gameState;
  return {
    morningEvents: {
      death: { victims: killed ? [killed.username] : [] },
      saved: { player: saved?.username ?? null },
      villainFound: investigationResults.some((i) => i.isVillain),
    },
    currentDay: round,
    nightResultDetails: {
      resultType: night?.resultType ?? 'peaceful',
      playersKilled:
        killed?.roleId === undefined
          ? []
          : [{ userId: killed.userId, username: killed.username, roleId: killed.roleId }],
      savedPlayer: saved ? { userId: saved.userId, username: saved.username } : null,
      investigationResults,
      round,
    },
    winCondition:
      pendingWin ??
      (winner && winReason && victoryType ? { winner, winReason, victoryType } : null),
    disaster: disasterForDay(round),
  };
}

/** The morning announcement of the current round, as this viewer may know it. */
export const morningReport = (state: GameState, viewerId: string): MorningReport =>
  morningReportOf(viewFor(state, viewerId));
