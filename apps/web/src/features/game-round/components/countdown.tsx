import { useId } from 'react';
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
  /** Red from this many seconds left. */
  urgentAt?: number;
};

/** A big mm:ss countdown to a server deadline; red when little time is left; still when paused. */
export function Countdown({ deadline, pausedMs, label, urgentAt = 60 }: CountdownProps) {
  const { seconds, paused } = useSessionClock({
    deadline: deadline ?? null,
    pausedRemainingMs: pausedMs,
  });
  const labelId = useId();
  return (
    <div
      className={styles.timer}
      data-urgent={!paused && seconds <= urgentAt}
      data-paused={paused}
      data-seconds={seconds}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <span role="timer" aria-labelledby={labelId} className={styles.clock}>
        {formatClock(seconds)}
      </span>
      {paused ? <PausedTag /> : null}
    </div>
  );
}
