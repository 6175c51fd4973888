import { useTranslation } from '@/lib/use-translation';
import type { AccessibilityMode } from '@ecoscha/game';
import { formatTimeScale } from '@/lib/format-time-scale';
import { useLanguage } from '@/lib/use-language';
import styles from './accessibility-note.module.css';

/**
 * Tells the guide (in the lobby) and the class (on the projector) that the room's accessibility
 * mode is on, and with which factor; nothing when it is off.
 */
export function AccessibilityNote({
  mode,
  short = false,
}: {
  mode: AccessibilityMode | undefined;
  /** One short line, for the projector's top bar. */
  short?: boolean;
}) {
  const { t } = useTranslation('game');
  const language = useLanguage();
  if (!mode) return null;
  const scale = formatTimeScale(mode.timeScale, language);
  if (short) {
    // Short enough for the projector's top bar beside the clock; the sign says which mode.
    return (
      <p className={styles.chip}>
        <span className={styles.symbol} role="img" aria-label={t('accessibility.name')}>
          ♿
        </span>{' '}
        {t('accessibility.chip', { scale })}
      </p>
    );
  }
  return (
    <p className={styles.note}>
      <span className={styles.symbol} aria-hidden="true">
        ♿
      </span>{' '}
      {t('accessibility.on', { scale })}
    </p>
  );
}
