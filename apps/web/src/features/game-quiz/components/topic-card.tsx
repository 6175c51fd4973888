import { useTranslation } from '@/lib/use-translation';
import { contentUrl } from '@/lib/content-url';
import { topicImage } from '../utils/quiz-kinds';
import styles from './topic-chooser.module.css';

type TopicCardProps = {
  topicId: string;
  number: number;
  title: string;
  done: boolean;
  /** Not open yet for another reason (the fallback cards before the topics load). */
  disabled?: boolean;
  onSelect?(): void;
};

/** One topic card: its picture, number and title; ticked, marked COMPLETED and closed when done. */
export function TopicCard({ topicId, number, title, done, disabled, onSelect }: TopicCardProps) {
  const { t } = useTranslation('gameQuiz');
  return (
    <li className={styles.cell}>
      <button
        type="button"
        className={styles.card}
        data-done={done || undefined}
        disabled={done || disabled}
        onClick={onSelect}
      >
        <span className={styles.picture}>
          <img src={contentUrl(topicImage(topicId))} alt="" width={400} height={560} />
          {done && (
            <span className={styles.completed}>
              <span aria-hidden="true" className={styles.tick}>
                ✓
              </span>
              {t('chooser.completed')}
            </span>
          )}
        </span>
        <span className={styles.caption}>
          <span className={styles.number}>{t('chooser.topicNumber', { number })}</span>
          <span className={styles.cardTitle}>{title}</span>
        </span>
      </button>
    </li>
  );
}
