/** Durations in milliseconds; the spec's values by default, shorter in tests. */
export type GameTimings = {
  /** Opening quiz as the moderator runs it. */
  quizMs: number;
  discussionMs: number;
  votingMs: number;
  closingQuizMs: number;
};

export const DEFAULT_TIMINGS: GameTimings = {
  quizMs: 360_000,
  discussionMs: 180_000,
  votingMs: 30_000,
  closingQuizMs: 360_000,
};
