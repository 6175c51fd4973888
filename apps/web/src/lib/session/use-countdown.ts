import { useEffect, useState } from 'react';
import { secondsUntil } from './clock';

/** Seconds left until a server deadline, re-rendering four times a second; 0 without one. */
export function useCountdown(deadline: number | null | undefined): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return secondsUntil(deadline);
}

/** A session's clock as the view carries it: a running deadline, or what is left while paused. */
export type SessionClock = { deadline: number | null; pausedRemainingMs?: number };

/**
 * The seconds a phase's timer shows and whether the guide has paused it. A paused timer stands
 * still at what was left; a running one counts down to its deadline.
 */
export function useSessionClock(clock: SessionClock): { seconds: number; paused: boolean } {
  const running = useCountdown(clock.deadline);
  const paused = clock.pausedRemainingMs !== undefined;
  return {
    seconds: paused ? Math.ceil((clock.pausedRemainingMs ?? 0) / 1000) : running,
    paused,
  };
}
