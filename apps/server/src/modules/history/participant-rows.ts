import type { GameHistoryEntry } from '@ecoscha/contracts';
import { isPracticeSeat, type GameState } from '@ecoscha/game';
import { historyEntry } from './history-entry';

/** A session participant's row (table `session_participants`), as the session's state makes it. */
export type ParticipantRow = {
  sessionId: string;
  userId: string;
  isGuide: boolean;
  roleId: string;
  tookQuiz: boolean;
  finishedAt: Date | null;
  totalScore: number | null;
  rank: number | null;
  playerCount: number | null;
  openingQuizScore: number | null;
  closingQuizScore: number | null;
  achievements: GameHistoryEntry['achievements'] | null;
};

const GUIDE_ROLE = 'sustainability_guide_1';
const isFinished = (state: GameState) => state.phase === 'game_completely_ended';

/** A student's final standing (their history line, fixed when the session ends); the guide's end. */
function finalStanding(state: GameState, studentId: string | null) {
  const entry =
    isFinished(state) && studentId !== null
      ? historyEntry(state, studentId, new Date(state.createdAt))
      : null;
  return {
    finishedAt: isFinished(state) ? new Date(state.endedAt ?? state.phaseStartedAt) : null,
    totalScore: entry?.totalScore ?? null,
    rank: entry?.rank ?? null,
    playerCount: entry?.playerCount ?? null,
    openingQuizScore: entry?.openingQuizScore ?? null,
    closingQuizScore: entry?.closingQuizScore ?? null,
    achievements: entry?.achievements ?? null,
  };
}

/** The rows of a session: its guide and each student (practice seats are no accounts). */
export function participantRows(state: GameState): ParticipantRow[] {
  const rows = new Map<string, ParticipantRow>();
  rows.set(state.moderatorId, {
    sessionId: state.sessionId,
    userId: state.moderatorId,
    isGuide: true,
    roleId: GUIDE_ROLE,
    tookQuiz: false,
    ...finalStanding(state, null),
  });
  for (const player of state.players) {
    if (isPracticeSeat(player)) continue;
    rows.set(player.userId, {
      sessionId: state.sessionId,
      userId: player.userId,
      isGuide: false,
      roleId: player.roleId,
      tookQuiz: (state.quizResults[player.userId]?.length ?? 0) > 0,
      ...finalStanding(state, player.userId),
    });
  }
  return [...rows.values()];
}

/** Field by field: this runs for every seat at every quiz answer and vote. */
const sameRow = (a: ParticipantRow, b: ParticipantRow) =>
  a.isGuide === b.isGuide &&
  a.roleId === b.roleId &&
  a.tookQuiz === b.tookQuiz &&
  a.finishedAt?.getTime() === b.finishedAt?.getTime() &&
  a.totalScore === b.totalScore &&
  a.rank === b.rank &&
  a.playerCount === b.playerCount &&
  a.openingQuizScore === b.openingQuizScore &&
  a.closingQuizScore === b.closingQuizScore &&
  JSON.stringify(a.achievements) === JSON.stringify(b.achievements);

/**
 * What a move changed in a session's rows: the rows to write and the accounts that left. Most
 * moves change none of these facts, and cost a comparison of the parts they come from.
 */
export function participantChanges(
  before: GameState | undefined,
  after: GameState,
): { write: ParticipantRow[]; remove: string[] } {
  const unchanged =
    before !== undefined &&
    before.players === after.players &&
    before.quizResults === after.quizResults &&
    before.moderatorId === after.moderatorId &&
    isFinished(before) === isFinished(after);
  if (unchanged) return { write: [], remove: [] };
  const earlier = new Map((before ? participantRows(before) : []).map((row) => [row.userId, row]));
  const now = participantRows(after);
  const write = now.filter((row) => {
    const old = earlier.get(row.userId);
    return !old || !sameRow(old, row);
  });
  const kept = new Set(now.map((row) => row.userId));
  return { write, remove: [...earlier.keys()].filter((userId) => !kept.has(userId)) };
}
