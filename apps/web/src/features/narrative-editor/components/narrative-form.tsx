import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NARRATIVE_LIMITS,
  type GuideNarrative,
  type Narrative,
  type NarrativeDraft,
} from '@ecoscha/contracts';
import { PhonePreview } from '@/components/layouts/phone-preview';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useSaveNarrative } from '../api/my-narratives';
import type { RenderNarrativePreview } from './narrative-editor-page';
import styles from './narrative-editor.module.css';

type NarrativeFormProps = {
  seed: Narrative;
  own?: GuideNarrative;
  renderPreview: RenderNarrativePreview;
  onDone(): void;
};

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
  const id = useId();
  const [draft, setDraft] = useState<NarrativeDraft>(() => draftOf(own?.narrative ?? seed));
  const save = useSaveNarrative();
  const errors = (save.error instanceof ApiError && save.error.errors) || {};
  const change = (field: keyof NarrativeDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  /** Shown: the language (the group's legend names the text); read: both. */
  const field = (name: keyof NarrativeDraft, group: string, language: 'id' | 'en') => ({
    name,
    lang: language,
    label: t(language === 'id' ? 'form.indonesian' : 'form.english'),
    'aria-label': `${group} (${t(language === 'id' ? 'form.indonesian' : 'form.english')})`,
    value: draft[name],
    error: errors[name],
    onChange: change(name),
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({ moment: seed._id, draft });
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
          {t('form.title', { when: en ? seed.kapanDibaca_en : seed.kapanDibaca })}
        </h2>
        <p className={styles.muted}>{t(own ? 'form.fromYours' : 'form.fromGame')}</p>
        <fieldset className={styles.pair}>
          <legend className={styles.legend}>{t('form.heading')}</legend>
          <TextField
            maxLength={NARRATIVE_LIMITS.titleMax}
            {...field('judul', t('form.heading'), 'id')}
          />
          <TextField
            maxLength={NARRATIVE_LIMITS.titleMax}
            {...field('judul_en', t('form.heading'), 'en')}
          />
        </fieldset>
        <fieldset className={styles.pair}>
          <legend className={styles.legend}>{t('form.text')}</legend>
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
        {save.error ? (
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
      <PhonePreview>{(language) => renderPreview({ ...seed, ...draft }, language)}</PhonePreview>
    </div>
  );
}
