import { useTranslation } from '@/lib/use-translation';
import styles from './quiz-runner.module.css';

/** Seconds at or below which the timer turns red and shows a warning sign ("Almost up"). */
const HURRY_SECONDS = 10;

type TopicTimerProps = { seconds: number; limitSeconds: number };

/** The topic's remaining seconds, as a number and a bar that empties; a warning sign at the end. */
export function TopicTimer({ seconds, limitSeconds }: TopicTimerProps) {
  const { t } = useTranslation(['gameQuiz', 'game']);
  const share = Math.max(0, Math.min(1, seconds / limitSeconds));
  const hurry = seconds <= HURRY_SECONDS;
  return (
    <div className={styles.timer} data-hurry={hurry || undefined}>
      <span className="sr-only">{t('quiz.timer')}</span>
      <span role="timer" className={styles.timerValue}>
        {hurry ? (
          <>
            <span aria-hidden="true">⚠ </span>
            <span className="sr-only">{t('game:timer.hurry')} </span>
          </>
        ) : null}
        {t('quiz.seconds', { count: seconds })}
      </span>
      <span className={styles.timerTrack} aria-hidden="true">
        <span className={styles.timerBar} style={{ transform: `scaleX(${share})` }} />
      </span>
    </div>
  );
}
