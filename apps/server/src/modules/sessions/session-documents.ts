import type { GameState, TopicResult } from '@ecoscha/game';

/**
 * How a session's state is stored: its quiz results as rows of their own (one per topic handed
 * in, `session_quiz_results`), everything else as one document. Pure: the repository writes
 * and reads what these say.
 */
export type QuizResultRow = {
  sessionId: string;
  userId: string;
  position: number;
  result: TopicResult;
};

/** The session's document: the state without its quiz results. */
export function documentOf(state: GameState): Omit<GameState, 'quizResults'> {
  const { quizResults: _stored, ...document } = state;
  return document;
}

/** The state again, from its document and its quiz result rows (in any order). */
export function stateOf(
  document: Omit<GameState, 'quizResults'> & { quizResults?: unknown },
  rows: Array<Pick<QuizResultRow, 'userId' | 'position' | 'result'>>,
): GameState {
  const quizResults: Record<string, TopicResult[]> = {};
  const sorted = [...rows].sort((a, b) => a.position - b.position);
  for (const row of sorted) (quizResults[row.userId] ??= []).push(row.result);
  const { quizResults: _none, ...rest } = document;
  return { ...rest, quizResults };
}

/** Whether a move changed the document (anything but the quiz results). */
export function documentChanged(before: GameState, after: GameState): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('quizResults');
  for (const key of keys) {
    if (before[key as keyof GameState] !== after[key as keyof GameState]) return true;
  }
  return false;
}

/**
 * The quiz result rows a move added, and the players whose rows must all be written again (a seat
 * removed, or moved to another account, or a list that is not the old one with more at its end).
 * A quiz answer adds one row; nothing else is rewritten.
 */
export function quizResultChanges(
  before: GameState | undefined,
  after: GameState,
): { insert: QuizResultRow[]; replaceUsers: string[] } {
  const insert: QuizResultRow[] = [];
  const replaceUsers: string[] = [];
  const earlier = before?.quizResults ?? {};
  if (earlier === after.quizResults) return { insert, replaceUsers };
  const rows = (userId: string, results: TopicResult[], from: number) =>
    results.slice(from).map((result, i) => ({
      sessionId: after.sessionId,
      userId,
      position: from + i,
      result,
    }));
  for (const [userId, results] of Object.entries(after.quizResults)) {
    const old = earlier[userId] ?? [];
    if (old === results) continue;
    const appended = old.length <= results.length && old.every((r, i) => r === results[i]);
    if (!appended) replaceUsers.push(userId);
    insert.push(...rows(userId, results, appended ? old.length : 0));
  }
  for (const userId of Object.keys(earlier)) {
    if (!(userId in after.quizResults)) replaceUsers.push(userId);
  }
  return { insert, replaceUsers };
}
