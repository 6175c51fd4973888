import { useTranslation } from '@/lib/use-translation';
import styles from './paused-tag.module.css';

/** "Paused": next to a timer the guide has stopped (the clock then stands still). */
export function PausedTag() {
  const { t } = useTranslation('game');
  return (
    <span className={styles.tag} role="status">
      {t('timer.paused')}
    </span>
  );
}
