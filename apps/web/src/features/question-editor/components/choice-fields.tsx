import { useTranslation } from '@/lib/use-translation';
import { CHOICE_KEYS, QUESTION_LIMITS, type QuestionDraft } from '@ecoscha/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  withAnswerKey,
  withLastOptionRemoved,
  withOptionAdded,
  withOptionText,
} from '../utils/draft';
import editorStyles from '@/components/content-editor/content-editor.module.css';
import styles from './question-editor.module.css';

type ChoiceFieldsProps = {
  draft: QuestionDraft;
  errors: Record<string, string>;
  onChange(draft: QuestionDraft): void;
};

/** A choice question's options in both languages and its correct answer. */
export function ChoiceFields({ draft, errors, onChange }: ChoiceFieldsProps) {
  const { t } = useTranslation('questionEditor');
  const lettered = draft.type === 'multiple_choice';
  const nameOf = (key: string) => (lettered ? key : t(`trueFalse.${key as 'true' | 'false'}`));
  const languageName = (language: 'id' | 'en') =>
    t(language === 'id' ? 'form.indonesian' : 'form.english');
  const optionsError = errors.options_id ?? errors.options_en;

  return (
    <div className={styles.choices}>
      {draft.options_id.map((option, index) => (
        <fieldset key={option.key} className={editorStyles.pair}>
          <legend className={editorStyles.legend}>
            {t('form.option', { key: nameOf(option.key) })}
          </legend>
          {(['id', 'en'] as const).map((language) => {
            const field = `options_${language}` as const;
            return (
              <TextField
                key={field}
                lang={language}
                label={languageName(language)}
                aria-label={`${t('form.option', { key: nameOf(option.key) })} (${languageName(language)})`}
                value={draft[field][index]?.text ?? ''}
                maxLength={QUESTION_LIMITS.optionMax}
                onChange={(event) =>
                  onChange(withOptionText(draft, field, index, event.target.value))
                }
              />
            );
          })}
        </fieldset>
      ))}
      {optionsError ? (
        <p className={styles.fieldError} role="alert">
          {optionsError}
        </p>
      ) : null}
      {lettered ? (
        <div className={editorStyles.toolbar}>
          <Button
            variant="secondary"
            disabled={draft.options_id.length >= CHOICE_KEYS.length}
            onClick={() => onChange(withOptionAdded(draft))}
          >
            {t('form.addOption')}
          </Button>
          <Button
            variant="ghost"
            disabled={draft.options_id.length <= 2}
            onClick={() => onChange(withLastOptionRemoved(draft))}
          >
            {t('form.removeOption')}
          </Button>
        </div>
      ) : null}
      <fieldset className={styles.answerKeys}>
        <legend className={editorStyles.legend}>{t('form.correct')}</legend>
        {draft.options_id.map((option) => (
          <label key={option.key}>
            <input
              type="radio"
              name="answer"
              value={option.key}
              checked={draft.answer_id === option.key}
              onChange={() => onChange(withAnswerKey(draft, option.key))}
            />{' '}
            {nameOf(option.key)}
          </label>
        ))}
      </fieldset>
      {errors.answer_id || errors.answer_en ? (
        <p className={styles.fieldError} role="alert">
          {errors.answer_id ?? errors.answer_en}
        </p>
      ) : null}
    </div>
  );
}
