import { useTranslation } from '@/lib/use-translation';
import styles from './question-inputs.module.css';

export type Choice = { key: string; text: string };

type ChoiceInputProps = {
  name: string;
  choices: Choice[];
  value: string;
  onChange(value: string): void;
  labelledBy: string;
  /** Multiple choice shows the letters A to E; true/false shows two big buttons side by side. */
  variant: 'letters' | 'trueFalse';
};

const MARKS: Record<string, string> = { true: '✓', false: '✗' };

/** One answer out of a few, as big radio cards (the whole card is the tap target). */
export function ChoiceInput({
  name,
  choices,
  value,
  onChange,
  labelledBy,
  variant,
}: ChoiceInputProps) {
  const { t } = useTranslation('gameQuiz');
  const hint = variant === 'letters' ? t('inputs.choiceHint') : t('inputs.trueFalseHint');
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={variant === 'letters' ? styles.choices : styles.trueFalse}
    >
      <p className={styles.inputHint}>{hint}</p>
      {choices.map((choice) => (
        <label key={choice.key} className={styles.choice} data-key={choice.key}>
          <input
            type="radio"
            name={name}
            value={choice.key}
            checked={value === choice.key}
            onChange={() => onChange(choice.key)}
            className={styles.choiceRadio}
          />
          <span className={styles.choiceMark} aria-hidden={variant === 'trueFalse' || undefined}>
            {variant === 'letters' ? choice.key : (MARKS[choice.key] ?? choice.key)}
          </span>
          <span className={styles.choiceText}>{choice.text}</span>
        </label>
      ))}
    </div>
  );
}
