import { useTranslation } from 'react-i18next';
import { formatClock } from '@/lib/session/clock';
import { useCountdown } from '@/lib/session/use-countdown';
import styles from './projector.module.css';

/** The running phase's countdown from the server's deadline (corrected by the clock offset). */
export function PhaseClock({ deadline }: { deadline: number | null }) {
  const { t } = useTranslation('projector');
  const seconds = useCountdown(deadline);
  if (!deadline) return null;
  return (
    <div className={styles.clock}>
      <span className={styles.clockLabel}>{seconds > 0 ? t('clock.label') : t('clock.ended')}</span>
      <span
        className={`${styles.clockValue} ${seconds === 0 ? styles.clockEnded : ''}`}
        role="timer"
        aria-label={seconds > 0 ? `${t('clock.label')} ${formatClock(seconds)}` : t('clock.ended')}
      >
        {formatClock(seconds)}
      </span>
    </div>
  );
}
