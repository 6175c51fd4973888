import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { NIGHT_STEP_ORDER, type NightStep } from '../utils/night-steps';
import styles from './bits.module.css';

/** Chooses which night step the preview shows (a view switch, not a game move). */
export function PreviewStepPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: NightStep;
  onChange: (step: NightStep) => void;
}) {
  const { t } = useTranslation('round');
  const id = useId();
  return (
    <div className={styles.picker}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as NightStep)}>
        {NIGHT_STEP_ORDER.map((step) => (
          <option key={step} value={step}>
            {t(`steps.${step}.label`)}
          </option>
        ))}
      </select>
    </div>
  );
}
