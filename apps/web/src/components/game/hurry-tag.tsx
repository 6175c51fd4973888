import { useTranslation } from '@/lib/use-translation';
import styles from './paused-tag.module.css';

/**
 * "Almost up", with a warning sign: next to a countdown that is running low, so that the state
 * is said in words and not only by the timer turning red.
 */
export function HurryTag() {
  const { t } = useTranslation('game');
  return (
    <span className={`${styles.tag} ${styles.hurry}`}>
      <span aria-hidden="true">⚠</span> {t('timer.hurry')}
    </span>
  );
}
