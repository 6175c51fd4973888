import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TIME_SCALES, type TimeScale } from '@ecoscha/game';
import { formatTimeScale } from '@/lib/format-time-scale';
import { useLanguage } from '@/lib/use-language';
import styles from './time-settings.module.css';

type AccessibilityChoiceProps = {
  /** The chosen factor of every time limit; null while the mode is off. */
  value: TimeScale | null;
  onChange(value: TimeScale | null): void;
};

/** The room's accessibility mode: off (the default), or every time limit ×1.5 or ×2. */
export function AccessibilityChoice({ value, onChange }: AccessibilityChoiceProps) {
  const { t } = useTranslation('roleRoom');
  const language = useLanguage();
  const hintId = useId();
  return (
    <div className={`${styles.details} select-field`}>
      <label htmlFor="accessibility-mode" className="select-label">
        {t('accessibility.label')}
      </label>
      <select
        id="accessibility-mode"
        className="select-box"
        aria-describedby={hintId}
        value={value ?? 'off'}
        onChange={(event) => {
          const chosen = TIME_SCALES.find((scale) => String(scale) === event.target.value);
          onChange(chosen ?? null);
        }}
      >
        <option value="off">{t('accessibility.off')}</option>
        {TIME_SCALES.map((scale) => (
          <option key={scale} value={String(scale)}>
            {t('accessibility.on', { scale: formatTimeScale(scale, language) })}
          </option>
        ))}
      </select>
      <p id={hintId} className={styles.hint}>
        {t('accessibility.hint')}
      </p>
    </div>
  );
}
