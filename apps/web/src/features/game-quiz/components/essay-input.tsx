import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ESSAY_MIN_WORDS } from '@ecoscha/game';
import styles from './question-inputs.module.css';

const MAX_ESSAY_LENGTH = 2000;

export const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

type EssayInputProps = { value: string; onChange(value: string): void };

/** A free answer; the hint and the word count say how long a genuine attempt is. */
export function EssayInput({ value, onChange }: EssayInputProps) {
  const { t } = useTranslation('gameQuiz');
  const id = useId();
  const words = countWords(value);
  return (
    <div className={styles.essayField}>
      <label htmlFor={id} className={styles.inputLabel}>
        {t('inputs.essay.label')}
      </label>
      <p id={`${id}-hint`} className={styles.inputHint}>
        {t('inputs.essay.hint', { count: ESSAY_MIN_WORDS })}
      </p>
      <textarea
        id={id}
        className={styles.essay}
        rows={6}
        value={value}
        maxLength={MAX_ESSAY_LENGTH}
        aria-describedby={`${id}-hint ${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p
        id={`${id}-count`}
        className={styles.wordCount}
        data-enough={words >= ESSAY_MIN_WORDS || undefined}
      >
        {t('inputs.essay.words', { count: words })}
      </p>
    </div>
  );
}
