import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GLOSSARY_LIMITS,
  phraseKey,
  type GlossaryEntry,
  type GuideGlossaryEntry,
} from '@ecoscha/contracts';
import { PhonePreview } from '@/components/layouts/phone-preview';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { useSaveGlossaryEntry } from '../api/my-glossary';
import type { RenderPhrasePreview } from './glossary-editor-page';
import styles from './glossary-editor.module.css';

type GlossaryFormProps = {
  own?: GuideGlossaryEntry;
  /** A game phrase to give the guide's own meaning (its text to start from). */
  start?: GlossaryEntry;
  defaults: GlossaryEntry[];
  renderPreview: RenderPhrasePreview;
  onDone(): void;
};

/** Writes or edits one phrase and its two meanings; a phone preview of the phrase beside it. */
export function GlossaryForm({ own, start, defaults, renderPreview, onDone }: GlossaryFormProps) {
  const { t } = useTranslation('glossaryEditor');
  const id = useId();
  const [entry, setEntry] = useState<GlossaryEntry>(
    () => own?.entry ?? start ?? { phrase: '', id: '', en: '' },
  );
  const save = useSaveGlossaryEntry();
  const errors = (save.error instanceof ApiError && save.error.errors) || {};
  const taken = takenText(save.error);
  const bind = (field: keyof GlossaryEntry) => ({
    name: field,
    value: entry[field],
    error: errors[field] ?? (field === 'phrase' ? taken : undefined),
    onChange: (event: { target: { value: string } }) =>
      setEntry((current) => ({ ...current, [field]: event.target.value })),
  });
  const replaces = defaults.some((seed) => phraseKey(seed.phrase) === phraseKey(entry.phrase));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({ id: own?.id, entry });
      onDone();
    } catch {
      // The mutation keeps the error; the fields show it.
    }
  }

  return (
    <div className={styles.workspace}>
      <form
        className={styles.form}
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(e) => void submit(e)}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {t(own ? 'form.editTitle' : 'form.newTitle')}
        </h2>
        <TextField
          label={t('form.phrase')}
          lang="su"
          maxLength={GLOSSARY_LIMITS.phraseMax}
          {...bind('phrase')}
        />
        {entry.phrase.trim() ? (
          <p className={styles.muted}>{t(replaces ? 'form.replaces' : 'form.adds')}</p>
        ) : null}
        <div className={styles.pair}>
          <TextAreaField
            label={t('form.meaningId')}
            lang="id"
            rows={3}
            maxLength={GLOSSARY_LIMITS.meaningMax}
            {...bind('id')}
          />
          <TextAreaField
            label={t('form.meaningEn')}
            lang="en"
            rows={3}
            maxLength={GLOSSARY_LIMITS.meaningMax}
            {...bind('en')}
          />
        </div>
        {save.error && !taken ? (
          <Alert>
            {save.error instanceof ApiError && save.error.errors
              ? t('form.refused')
              : errorText(save.error)}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {t(save.isPending ? 'form.saving' : 'form.save')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>
      <PhonePreview empty={entry.phrase.trim() ? undefined : t('preview.empty')}>
        {(language) => renderPreview(entry, language)}
      </PhonePreview>
    </div>
  );
}

/** "Already in your glossary" belongs beside the phrase it is about. */
function takenText(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === 'GLOSSARY_PHRASE_TAKEN'
    ? errorText(error)
    : undefined;
}
