import { DEFAULT_TIMINGS, type GameTimings } from './timings';
import { PHASE_DEADLINES } from './phases';
import type { AccessibilityMode, GameState, Phase } from './state';

/** A student's own time for one quiz topic, from opening it (game.md section 9: 60 s). */
export const QUIZ_TOPIC_MS = 60_000;

/** Anything that says whether a session's accessibility mode is on: its state or a view of it. */
type WithAccessibility = { accessibility?: AccessibilityMode };
/** A session's state or a view of it: its own durations, if it keeps them, and its mode. */
type WithTimings = WithAccessibility & { timings?: GameTimings };

/** How many times as long every time limit of the session is: the mode's factor, else 1. */
export function timeScaleOf(session: WithAccessibility): number {
  return session.accessibility?.timeScale ?? 1;
}

/**
 * The one place a time limit is fitted to the session: `ms` as the rules set it, lengthened by
 * the accessibility mode (rounded to the millisecond).
 */
export function scaledDuration(session: WithAccessibility, ms: number): number {
  return Math.round(ms * timeScaleOf(session));
}

/**
 * How long one of the session's timed stretches lasts (`quizMs`, `discussionMs`, ...): the room's
 * own durations (`defaults`, the server's, when the room keeps none), lengthened by the
 * accessibility mode. Every clock and every text that names a duration comes from here.
 */
export function timingDurationMs(
  session: WithTimings,
  timing: keyof GameTimings,
  defaults: GameTimings = DEFAULT_TIMINGS,
): number {
  return scaledDuration(session, (session.timings ?? defaults)[timing]);
}

/**
 * How long `phase` lasts in this session before it ends by itself (`timingDurationMs` of its
 * timer). Null for a phase that waits for the guide.
 */
export function phaseDurationMs(
  state: GameState,
  phase: Phase,
  defaults: GameTimings,
): number | null {
  const timing = PHASE_DEADLINES[phase];
  return timing ? timingDurationMs(state, timing, defaults) : null;
}

/** A student's time for one quiz topic in this session (the phone's own clock counts it). */
export function topicDurationMs(session: WithAccessibility): number {
  return scaledDuration(session, QUIZ_TOPIC_MS);
}
