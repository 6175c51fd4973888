import { useId } from 'react';
import { HurryTag } from '@/components/game/hurry-tag';
import { PausedTag } from '@/components/game/paused-tag';
import { formatClock } from '@/lib/session/clock';
import { useSessionClock } from '@/lib/session/use-countdown';
import styles from './countdown.module.css';

type CountdownProps = {
  /** The server's deadline of the phase (epoch ms), corrected by the measured clock offset. */
  deadline: number | null | undefined;
  /** While the guide has paused the timer: what is left (the clock then stands still). */
  pausedMs?: number;
  label: string;
  /** Red, and "Almost up" in words, from this many seconds left. */
  urgentAt?: number;
};

/**
 * A big mm:ss countdown to a server deadline; red and "Almost up" when little time is left;
 * still, and "Paused", when the guide has paused it.
 */
export function Countdown({ deadline, pausedMs, label, urgentAt = 60 }: CountdownProps) {
  const { seconds, paused } = useSessionClock({
    deadline: deadline ?? null,
    pausedRemainingMs: pausedMs,
  });
  const labelId = useId();
  const urgent = !paused && seconds <= urgentAt;
  return (
    <div className={styles.timer} data-urgent={urgent} data-paused={paused} data-seconds={seconds}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <span role="timer" aria-labelledby={labelId} className={styles.clock}>
        {formatClock(seconds)}
      </span>
      {paused ? <PausedTag /> : null}
      {urgent && seconds > 0 ? <HurryTag /> : null}
    </div>
  );
}
