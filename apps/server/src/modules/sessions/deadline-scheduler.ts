import { readFileSync, writeFileSync } from 'node:fs';
import type { GameState } from '@ecoscha/game';

/** A timer found running after a restart gets at least this long: phones need to come back. */
export const MIN_RESUMED_MS = 10_000;
/** How often the server notes that it is alive (`kill -9` leaves the last note). */
export const HEARTBEAT_EVERY_MS = 5_000;
/**
 * With several instances, how long after a timer is due the others wait for the instance that
 * keeps it (the one that saved the change) before they act themselves: it may have died.
 */
export const TAKEOVER_GRACE_MS = 2_000;

/**
 * The deadline a timer resumes with after the server was down: what was left when it stopped (its
 * last heartbeat), at least MIN_RESUMED_MS, counted from now. Time spent down does not count.
 */
export function resumedDeadline(deadline: number, stoppedAt: number, now: number): number {
  return now + Math.max(MIN_RESUMED_MS, deadline - stoppedAt);
}

/**
 * Notes in `file` every HEARTBEAT_EVERY_MS, and when the server closes, that it is alive. At the
 * next start `stoppedAt` is when it was last known to run: the time a graceful stop happened, or
 * at most HEARTBEAT_EVERY_MS before a crash.
 */
export function createHeartbeat(file: string) {
  let stoppedAt: number | undefined;
  try {
    const at = Number(JSON.parse(readFileSync(file, 'utf8')).at);
    if (Number.isFinite(at) && at > 0) stoppedAt = at;
  } catch {
    stoppedAt = undefined; // first start, or an unreadable note: nothing to resume
  }
  const beat = () => {
    try {
      writeFileSync(file, JSON.stringify({ at: Date.now() }));
    } catch {
      // A full or read-only disk must not stop the game; the next beat tries again.
    }
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    stoppedAt: () => stoppedAt,
    start() {
      beat();
      timer = setInterval(beat, HEARTBEAT_EVERY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      beat();
    },
  };
}

/**
 * Wakes up when a session's phase deadline passes and asks the rules to move on. Deadlines are
 * stored with the session, so after a restart `restore` schedules them again. With several
 * instances, the one that saved a change keeps its deadline (`schedule`); the others hear of the
 * change and stand by (`standBy`), waking TAKEOVER_GRACE_MS later, so the deadline still passes
 * when that instance is gone. Usually its move arrives first and reschedules them; when both act,
 * the rules refuse the second (the deadline of the new phase is not reached).
 */
export function createDeadlineScheduler(fire: (sessionId: string) => Promise<void>) {
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  function at(sessionId: string, deadline: number | null) {
    clearTimeout(timers.get(sessionId));
    timers.delete(sessionId);
    if (deadline === null || stopped) return;
    const timer = setTimeout(
      () => {
        timers.delete(sessionId);
        // A timer keeps the monotonic clock and may wake a millisecond before the wall clock
        // reaches the deadline; the rules would refuse that move and the phase would never end.
        if (Date.now() < deadline) at(sessionId, deadline);
        else void fire(sessionId);
      },
      Math.max(0, deadline - Date.now()),
    );
    timer.unref();
    timers.set(sessionId, timer);
  }

  return {
    schedule: (state: GameState) => at(state.sessionId, state.deadline),
    /** Another instance saved this state and keeps its deadline: wake a little after it. */
    standBy: (state: GameState) =>
      at(state.sessionId, state.deadline === null ? null : state.deadline + TAKEOVER_GRACE_MS),
    restore: (sessions: Array<{ id: string; deadline: Date }>) =>
      sessions.forEach((s) => at(s.id, s.deadline.getTime())),
    pending: () => timers.size,
    stop() {
      stopped = true;
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
}
