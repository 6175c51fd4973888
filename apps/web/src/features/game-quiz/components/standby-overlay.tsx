import { useTranslation } from '@/lib/use-translation';
import type { QuizKind } from '../utils/quiz-kinds';
import styles from './topic-chooser.module.css';

/** Every topic is done: nothing to tap, wait for the guide to close the quiz. */
export function StandbyOverlay({ kind, timeLeft }: { kind: QuizKind; timeLeft?: string }) {
  const { t } = useTranslation('gameQuiz');
  return (
    <div className={styles.overlay}>
      <section className={styles.standby} role="status" aria-labelledby="quiz-standby">
        <span className={styles.trophy} aria-hidden="true">
          ★
        </span>
        <h2 id="quiz-standby" className={styles.standbyTitle}>
          {t(`standby.${kind}.title`)}
        </h2>
        <p className={styles.standbyText}>{t(`standby.${kind}.text`)}</p>
        {timeLeft && (
          <p className={styles.standbyTime}>
            {t('chooser.timeLeft')} <strong>{timeLeft}</strong>
          </p>
        )}
      </section>
    </div>
  );
}
