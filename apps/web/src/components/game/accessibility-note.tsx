import { useTranslation } from 'react-i18next';
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
  return (
    <p className={short ? styles.chip : styles.note}>
      <span className={styles.symbol} aria-hidden="true">
        ♿
      </span>{' '}
      {short ? t('accessibility.chip', { scale }) : t('accessibility.on', { scale })}
    </p>
  );
}
