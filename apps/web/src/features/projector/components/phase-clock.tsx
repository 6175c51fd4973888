import { useTranslation } from '@/lib/use-translation';
import { formatClock } from '@/lib/session/clock';
import { useSessionClock, type SessionClock } from '@/lib/session/use-countdown';
import styles from './projector.module.css';

/**
 * The running phase's countdown from the server's deadline (corrected by the clock offset); when
 * the guide has paused it, what is left, standing still, and says so.
 */
export function PhaseClock({ clock }: { clock: SessionClock }) {
  const { t } = useTranslation('projector');
  const { seconds, paused } = useSessionClock(clock);
  if (!clock.deadline && !paused) return null;
  const label = paused ? t('clock.paused') : seconds > 0 ? t('clock.label') : t('clock.ended');
  return (
    <div className={styles.clock}>
      <span className={styles.clockLabel}>{label}</span>
      <span
        className={`${styles.clockValue} ${seconds === 0 && !paused ? styles.clockEnded : ''}`}
        role="timer"
        aria-label={`${label} ${formatClock(seconds)}`}
      >
        {formatClock(seconds)}
      </span>
    </div>
  );
}
