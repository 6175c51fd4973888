import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  GLOSSARY_LIMITS,
  phraseKey,
  type GlossaryEntry,
  type GuideGlossaryEntry,
} from '@ecoscha/contracts';
import { EditorForm, fieldErrorsOf } from '@/components/content-editor/editor-form';
import editorStyles from '@/components/content-editor/content-editor.module.css';
import { PhonePreview, type ContentFormProps } from '@/components/content-editor/phone-preview';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { myGlossaryApi } from '../api/my-glossary';

type GlossaryFormProps = ContentFormProps<GlossaryEntry> & {
  own?: GuideGlossaryEntry;
  /** A game phrase to give the guide's own meaning (its text to start from). */
  start?: GlossaryEntry;
  defaults: GlossaryEntry[];
};

/** Writes or edits one phrase and its two meanings; a phone preview of the phrase beside it. */
export function GlossaryForm({ own, start, defaults, renderPreview, onDone }: GlossaryFormProps) {
  const { t } = useTranslation('glossaryEditor');
  const [entry, setEntry] = useState<GlossaryEntry>(
    () => own?.entry ?? start ?? { phrase: '', id: '', en: '' },
  );
  const save = myGlossaryApi.useSave();
  const errors = fieldErrorsOf(save.error);
  const taken = takenText(save.error);
  const bind = (field: keyof GlossaryEntry) => ({
    name: field,
    value: entry[field],
    error: errors[field] ?? (field === 'phrase' ? taken : undefined),
    onChange: (event: { target: { value: string } }) =>
      setEntry((current) => ({ ...current, [field]: event.target.value })),
  });
  const replaces = defaults.some((seed) => phraseKey(seed.phrase) === phraseKey(entry.phrase));

  return (
    <EditorForm
      title={t(own ? 'form.editTitle' : 'form.newTitle')}
      failure={taken ? undefined : save.error}
      refused={t('form.refused')}
      saving={save.isPending}
      saveText={t('form.save')}
      onCancel={onDone}
      onSubmit={() => save.mutateAsync({ key: own?.id, body: entry }).then(onDone)}
      preview={
        <PhonePreview empty={entry.phrase.trim() ? undefined : t('preview.empty')}>
          {(language) => renderPreview(entry, language)}
        </PhonePreview>
      }
    >
      <TextField
        label={t('form.phrase')}
        lang="su"
        maxLength={GLOSSARY_LIMITS.phraseMax}
        {...bind('phrase')}
      />
      {entry.phrase.trim() ? (
        <p className={editorStyles.muted}>{t(replaces ? 'form.replaces' : 'form.adds')}</p>
      ) : null}
      <div className={editorStyles.pair}>
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
    </EditorForm>
  );
}

/** "Already in your glossary" belongs beside the phrase it is about. */
function takenText(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === 'GLOSSARY_PHRASE_TAKEN'
    ? errorText(error)
    : undefined;
}
