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
