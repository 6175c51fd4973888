import type { GameState } from '@ecoscha/game';

/**
 * Wakes up when a session's phase deadline passes and asks the rules to move on. Deadlines are
 * stored with the session, so after a restart `restore` schedules them again.
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
        void fire(sessionId);
      },
      Math.max(0, deadline - Date.now()),
    );
    timer.unref();
    timers.set(sessionId, timer);
  }

  return {
    schedule: (state: GameState) => at(state.sessionId, state.deadline),
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
