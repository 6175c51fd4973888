import { useTranslation } from 'react-i18next';
import styles from './quiz-runner.module.css';

/** Seconds at or below which the timer turns red. */
const HURRY_SECONDS = 10;

type TopicTimerProps = { seconds: number; limitSeconds: number };

/** The topic's remaining seconds, as a number and a bar that empties. */
export function TopicTimer({ seconds, limitSeconds }: TopicTimerProps) {
  const { t } = useTranslation('gameQuiz');
  const share = Math.max(0, Math.min(1, seconds / limitSeconds));
  return (
    <div className={styles.timer} data-hurry={seconds <= HURRY_SECONDS || undefined}>
      <span className="sr-only">{t('quiz.timer')}</span>
      <span role="timer" className={styles.timerValue}>
        {t('quiz.seconds', { count: seconds })}
      </span>
      <span className={styles.timerTrack} aria-hidden="true">
        <span className={styles.timerBar} style={{ transform: `scaleX(${share})` }} />
      </span>
    </div>
  );
}
