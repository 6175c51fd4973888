import { useTranslation } from '@/lib/use-translation';
import { ReseatForm } from './reseat-form';
import styles from './room-controls.module.css';

/** "Move a seat to another account" on its own, for the guide's night and between-rounds screens. */
export function ReseatPanel() {
  const { t } = useTranslation('roomControls');
  return (
    <section className={styles.box} aria-label={t('reseat.title')}>
      <ReseatForm />
    </section>
  );
}
