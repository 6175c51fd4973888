import { useId } from 'react';
import { formatClock } from '@/lib/session/clock';
import { useCountdown } from '@/lib/session/use-countdown';
import styles from './countdown.module.css';

type CountdownProps = {
  /** The server's deadline of the phase (epoch ms), corrected by the measured clock offset. */
  deadline: number | null | undefined;
  label: string;
  /** Red from this many seconds left. */
  urgentAt?: number;
};

/** A big mm:ss countdown to a server deadline; red when little time is left. */
export function Countdown({ deadline, label, urgentAt = 60 }: CountdownProps) {
  const seconds = useCountdown(deadline);
  const labelId = useId();
  return (
    <div className={styles.timer} data-urgent={seconds <= urgentAt} data-seconds={seconds}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <span role="timer" aria-labelledby={labelId} className={styles.clock}>
        {formatClock(seconds)}
      </span>
    </div>
  );
}
