import { useTranslation } from '@/lib/use-translation';
import type { RoleMix } from '@ecoscha/game';
import { DECK_ORDER } from '../utils/deck';
import styles from './card-deck.module.css';
import { TitledSection } from '@/components/ui/titled-section';

/** The rules' recommended mix for the class, said in numbers. */
export function MixSummary({
  classSize,
  mix,
  sheets,
}: {
  classSize: number;
  mix: RoleMix;
  sheets: number;
}) {
  const { t } = useTranslation(['cards', 'game']);
  return (
    <TitledSection
      id="deck-mix"
      title={t('mix.title', { count: classSize })}
      className={styles.mix}
    >
      <ul className={styles.mixList}>
        {DECK_ORDER.map((type) => (
          <li key={type}>
            <strong>{mix[type]}</strong> {t(`game:roles.${type}`)}
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{t('mix.rule')}</p>
      <p className={styles.hint}>{t('mix.sheets', { count: sheets })}</p>
    </TitledSection>
  );
}
