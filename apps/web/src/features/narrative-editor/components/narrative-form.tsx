import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  NARRATIVE_LIMITS,
  type GuideNarrative,
  type Language,
  type Narrative,
  type NarrativeDraft,
} from '@ecoscha/contracts';
import { EditorForm, fieldErrorsOf } from '@/components/content-editor/editor-form';
import editorStyles from '@/components/content-editor/content-editor.module.css';
import { PhonePreview, type ContentFormProps } from '@/components/content-editor/phone-preview';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/lib/use-language';
import { myNarrativesApi } from '../api/my-narratives';
import styles from './narrative-editor.module.css';

type NarrativeFormProps = ContentFormProps<Narrative> & { seed: Narrative; own?: GuideNarrative };

const draftOf = ({ judul, judul_en, isiBacaan, isiBacaan_en }: Narrative): NarrativeDraft => ({
  judul,
  judul_en,
  isiBacaan,
  isiBacaan_en,
});

/**
 * The guide's version of one moment, both languages side by side, starting from their version
 * or the game's text; a phone preview through the game's own narrative box beside it.
 */
export function NarrativeForm({ seed, own, renderPreview, onDone }: NarrativeFormProps) {
  const { t } = useTranslation('narrativeEditor');
  const en = useLanguage() === 'en';
  const [draft, setDraft] = useState<NarrativeDraft>(() => draftOf(own?.narrative ?? seed));
  const save = myNarrativesApi.useSave();
  const errors = fieldErrorsOf(save.error);
  /** Shown: the language (the group's legend names the text); read: both. */
  const field = (name: keyof NarrativeDraft, group: string, language: Language) => ({
    name,
    lang: language,
    label: t(language === 'id' ? 'form.indonesian' : 'form.english'),
    'aria-label': `${group} (${t(language === 'id' ? 'form.indonesian' : 'form.english')})`,
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <EditorForm
      title={t('form.title', { when: en ? seed.kapanDibaca_en : seed.kapanDibaca })}
      failure={save.error}
      refused={t('form.refused')}
      saving={save.isPending}
      saveText={t('form.save')}
      onCancel={onDone}
      onSubmit={() => save.mutateAsync({ key: seed._id, body: draft }).then(onDone)}
      preview={
        <PhonePreview>{(language) => renderPreview({ ...seed, ...draft }, language)}</PhonePreview>
      }
    >
      <p className={editorStyles.muted}>{t(own ? 'form.fromYours' : 'form.fromGame')}</p>
      <fieldset className={editorStyles.pair}>
        <legend className={editorStyles.legend}>{t('form.heading')}</legend>
        <TextField
          maxLength={NARRATIVE_LIMITS.titleMax}
          {...field('judul', t('form.heading'), 'id')}
        />
        <TextField
          maxLength={NARRATIVE_LIMITS.titleMax}
          {...field('judul_en', t('form.heading'), 'en')}
        />
      </fieldset>
      <fieldset className={editorStyles.pair}>
        <legend className={editorStyles.legend}>{t('form.text')}</legend>
        <p className={styles.hint}>{t('form.textHint')}</p>
        <TextAreaField
          rows={12}
          maxLength={NARRATIVE_LIMITS.textMax}
          {...field('isiBacaan', t('form.text'), 'id')}
        />
        <TextAreaField
          rows={12}
          maxLength={NARRATIVE_LIMITS.textMax}
          {...field('isiBacaan_en', t('form.text'), 'en')}
        />
      </fieldset>
    </EditorForm>
  );
}
