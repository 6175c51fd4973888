import type { QuizKind } from './quiz-kinds';

/**
 * What the quiz remembers for this browser tab (sessionStorage): whether the opening countdown
 * was shown, and each open topic's start time and answers so far, so that a refresh neither
 * restarts the 60 s nor loses an answer.
 */
function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value is simply not remembered.
  }
}

const countdownKey = (sessionId: string, userId: string) =>
  `quizCountdownShown_${sessionId}_${userId}`;

export const countdownSeen = {
  get: (sessionId: string, userId: string) => read(countdownKey(sessionId, userId)) === 'true',
  set: (sessionId: string, userId: string) => write(countdownKey(sessionId, userId), 'true'),
};

export type QuizDraft = { startedAt: number; index: number; answers: Record<string, string> };

type DraftId = { kind: QuizKind; sessionId: string; userId: string; topicId: string };

const draftKey = ({ kind, sessionId, userId, topicId }: DraftId) =>
  `quizDraft_${kind}_${sessionId}_${userId}_${topicId}`;

function isDraft(value: unknown): value is QuizDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { startedAt, index, answers } = value as Record<string, unknown>;
  return (
    typeof startedAt === 'number' &&
    typeof index === 'number' &&
    typeof answers === 'object' &&
    answers !== null &&
    Object.values(answers).every((answer) => typeof answer === 'string')
  );
}

export const quizDraft = {
  /** The stored draft, or a new one started now. */
  load(id: DraftId, now: number): QuizDraft {
    try {
      const stored: unknown = JSON.parse(read(draftKey(id)) ?? 'null');
      if (isDraft(stored)) return stored;
    } catch {
      // A broken draft is replaced by a new one.
    }
    const draft = { startedAt: now, index: 0, answers: {} };
    write(draftKey(id), JSON.stringify(draft));
    return draft;
  },
  save: (id: DraftId, draft: QuizDraft) => write(draftKey(id), JSON.stringify(draft)),
  clear: (id: DraftId) => write(draftKey(id), null),
};
