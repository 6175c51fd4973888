import { useId, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import styles from './question-inputs.module.css';

/** Longest short answer accepted (the expected answers are one to three words). */
const MAX_LETTERS = 40;

/** Capitals, one space between words, none in front. */
export function normaliseLetters(text: string): string {
  return text.toUpperCase().replace(/\s+/g, ' ').replace(/^ /, '').slice(0, MAX_LETTERS);
}

type LetterBoxesInputProps = {
  value: string;
  onChange(value: string): void;
  describedBy?: string;
};

/**
 * A short answer typed into letter boxes: one capital per box, each word its own row of boxes
 * that wraps as a whole. The client never knows the expected answer (the server keeps it), so
 * the boxes grow with the typing instead of being laid out in advance. One real text input,
 * transparent, lies over the boxes: it takes the taps, the keyboard and the screen reader.
 */
export function LetterBoxesInput({ value, onChange, describedBy }: LetterBoxesInputProps) {
  const { t } = useTranslation('gameQuiz');
  const id = useId();
  const hintId = `${id}-hint`;
  const [focused, setFocused] = useState(false);
  const words = value.split(' ');

  // The boxes show no caret inside a word, so typing always continues at the end.
  function keepCaretAtEnd(event: SyntheticEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const end = input.value.length;
    if (input.selectionStart !== end || input.selectionEnd !== end) {
      input.setSelectionRange(end, end);
    }
  }

  return (
    <div className={styles.letterField}>
      <label htmlFor={id} className={styles.inputLabel}>
        {t('inputs.letterBoxes.label')}
      </label>
      <p id={hintId} className={styles.inputHint}>
        {t('inputs.letterBoxes.hint')}
      </p>
      <div className={styles.letterBoxes} data-focused={focused || undefined}>
        <div className={styles.words} aria-hidden="true">
          {words.map((word, wordIndex) => {
            const last = wordIndex === words.length - 1;
            return (
              <span key={wordIndex} className={styles.word} data-word="">
                {[...word].map((letter, letterIndex) => (
                  <span key={letterIndex} className={styles.box} data-letter={letter}>
                    {letter}
                  </span>
                ))}
                {last && value.length < MAX_LETTERS && (
                  <span className={`${styles.box} ${styles.caretBox}`} data-caret="" />
                )}
              </span>
            );
          })}
        </div>
        <input
          id={id}
          className={styles.letterInput}
          type="text"
          value={value}
          maxLength={MAX_LETTERS}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
          aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            onChange(normaliseLetters(event.target.value))
          }
          onSelect={keepCaretAtEnd}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
      </div>
    </div>
  );
}
