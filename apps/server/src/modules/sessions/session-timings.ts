import type { SessionTimings } from '@ecoscha/contracts';
import type { GameTimings } from '@ecoscha/game';

const FIELDS = {
  quizSeconds: 'quizMs',
  discussionSeconds: 'discussionMs',
  votingSeconds: 'votingMs',
  closingQuizSeconds: 'closingQuizMs',
} as const satisfies Record<keyof SessionTimings, keyof GameTimings>;

/** The guide's chosen durations (seconds) as the rules count them; undefined when none. */
export function timingsFromSeconds(
  chosen: SessionTimings | undefined,
): Partial<GameTimings> | undefined {
  if (!chosen) return undefined;
  const entries = Object.entries(FIELDS).flatMap(([from, to]) => {
    const seconds = chosen[from as keyof SessionTimings];
    return seconds === undefined ? [] : [[to, seconds * 1000] as const];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
