import type { GameTimings } from './moves';
import { PHASE_DEADLINES } from './phases';
import type { AccessibilityMode, GameState, Phase } from './state';

/** A student's own time for one quiz topic, from opening it (game.md section 9: 60 s). */
export const QUIZ_TOPIC_MS = 60_000;

/** Anything that says whether a session's accessibility mode is on: its state or a view of it. */
type WithAccessibility = { accessibility?: AccessibilityMode };

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
 * How long `phase` lasts in this session before it ends by itself: the room's own durations (the
 * server's `defaults` when the guide chose none), lengthened by the accessibility mode. Null for
 * a phase that waits for the guide.
 */
export function phaseDurationMs(
  state: GameState,
  phase: Phase,
  defaults: GameTimings,
): number | null {
  const timing = PHASE_DEADLINES[phase];
  if (!timing) return null;
  return scaledDuration(state, (state.timings ?? defaults)[timing]);
}

/** A student's time for one quiz topic in this session (the phone's own clock counts it). */
export function topicDurationMs(session: WithAccessibility): number {
  return scaledDuration(session, QUIZ_TOPIC_MS);
}
