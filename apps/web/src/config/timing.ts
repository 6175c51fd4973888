import { timeScale } from '@/lib/runtime-config';

/*
 * Every duration the web app keeps itself: the spec's value multiplied by the server's
 * `CLIENT_TIME_SCALE`, read once (`/runtime-config.js` runs before the app's first module).
 */
const scale = timeScale();
const scaled = (ms: number) => Math.round(ms * scale);
const scaledEach = <K extends string>(durations: Record<K, number>) =>
  Object.fromEntries(
    Object.entries<number>(durations).map(([key, ms]) => [key, scaled(ms)]),
  ) as Record<K, number>;

/** Delays of the account screens (site-and-accounts.md section 9). */
export const PROFILE_REDIRECT_DELAY_MS = scaled(2_000);

/**
 * Polling intervals of the game screens (game.md sections 7 and 9), used only while the socket is
 * disconnected: pushes keep every screen current otherwise. Which page polls at which interval:
 * `lib/session/poll-interval.ts`.
 */
export const POLL_MS = scaledEach({
  session: 3_000,
  phase: 1_000,
  morning: 1_000,
  leaderboard: 7_000,
  voting: 2_000,
  topicChoice: 3_000,
  completedTopics: 2_000,
  discussion: 1_000,
  roleExecute: 1_500,
  narrative: 2_000,
  reveal: 2_000,
  video: 3_000,
  night: 3_000,
  ending: 3_000,
  closingQuiz: 5_000,
});

/** Other game delays (game.md section 9). */
export const GAME_DELAYS_MS = scaledEach({
  roomCodeCopied: 2_000,
  quizReturn: 2_000,
  countdownStep: 1_000,
  specialActionReturn: 7_000,
  revealFirstFlip: 2_000,
  revealSecondFlip: 500,
  achievementPopup: 500,
  audioRetry: 1_000,
});

/** Socket.IO connection timeout (site-and-accounts.md section 9). */
export const SOCKET_TIMEOUT_MS = scaled(10_000);
