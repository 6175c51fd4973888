import { useTranslation } from '@/lib/use-translation';
import styles from './practice-badge.module.css';

/** Marks a practice seat (a player the guide added, played by the server) wherever players show. */
export function PracticeBadge() {
  const { t } = useTranslation('common');
  return (
    <span className={styles.badge} title={t('practice.badgeTitle')}>
      {t('practice.badge')}
    </span>
  );
}
