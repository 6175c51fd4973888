import { useTranslation } from '@/lib/use-translation';
import type { QuestionDraft } from '@ecoscha/contracts';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import styles from '@/components/content-editor/content-editor.module.css';

type TextBase = 'stimulus' | 'question' | 'answer' | 'reasoning';

type BilingualFieldProps = {
  base: TextBase;
  label: string;
  draft: QuestionDraft;
  maxLength: number;
  multiline?: boolean;
  errors: Record<string, string>;
  onChange(field: `${TextBase}_${'id' | 'en'}`, value: string): void;
};

/** One text in Indonesian and English, side by side, each with the server's message. */
export function BilingualField({
  base,
  label,
  draft,
  maxLength,
  multiline = true,
  errors,
  onChange,
}: BilingualFieldProps) {
  const { t } = useTranslation('questionEditor');
  return (
    <fieldset className={styles.pair}>
      <legend className={styles.legend}>{label}</legend>
      {(['id', 'en'] as const).map((language) => {
        const field = `${base}_${language}` as const;
        const languageName = t(language === 'id' ? 'form.indonesian' : 'form.english');
        const props = {
          // Shown: the language (the group's legend names the text); read: both.
          label: languageName,
          'aria-label': `${label} (${languageName})`,
          name: field,
          lang: language,
          value: draft[field],
          maxLength,
          error: errors[field],
        };
        return multiline ? (
          <TextAreaField
            key={field}
            rows={3}
            {...props}
            onChange={(event) => onChange(field, event.target.value)}
          />
        ) : (
          <TextField
            key={field}
            {...props}
            onChange={(event) => onChange(field, event.target.value)}
          />
        );
      })}
    </fieldset>
  );
}
