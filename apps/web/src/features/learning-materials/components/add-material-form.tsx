import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { MATERIAL_LIMITS, type LearningMaterial } from '@ecoscha/contracts';
import { EditorForm } from '@/components/content-editor/editor-form';
import { Alert } from '@/components/ui/alert';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useLanguage } from '@/lib/use-language';
import { useAddMaterialForm } from '../hooks/use-add-material-form';
import {
  FORM_MATERIAL_TYPES,
  todayInput,
  type FieldMessage,
  type MaterialField,
} from '../utils/material-form';
import { MaterialPreview } from './material-preview';
import styles from './add-material-form.module.css';

type AddMaterialFormProps = {
  /** A material the guide added, to edit; a new one otherwise. */
  editing?: LearningMaterial;
  onSaved?(material: LearningMaterial): void;
  onCancel?(): void;
  /** Beside the form, the material's card as a phone shows it (the guide's editor). */
  withPreview?: boolean;
};

/**
 * The form a guide adds (or edits) a learning material with, every rule of the server checked
 * first; in the guide's editor, the material's card as a phone shows it beside it.
 */
export function AddMaterialForm({ editing, onSaved, onCancel, withPreview }: AddMaterialFormProps) {
  const { t } = useTranslation('materials');
  const language = useLanguage();
  const form = useAddMaterialForm({ editing, onSaved });
  const id = useId();
  const urlId = `${id}-url`;
  const urlHintId = `${urlId}-hint`;

  const messageText = (message: FieldMessage | undefined) => {
    if (!message) return undefined;
    if ('text' in message) return message.text;
    return t(`form.validation.${message.key}`, { limit: message.limit });
  };
  const { messages, values, change } = form;
  /** What every text field takes from the form by its name. */
  const bind = (field: Exclude<MaterialField, 'type'>) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: messageText(messages[field]),
  });
  const addedTitle = form.added && (language === 'en' ? form.added.title_en : form.added.title);

  return (
    <EditorForm
      title={t(editing ? 'form.editTitle' : 'form.title')}
      headingLevel={3}
      spacious
      failure={form.failure}
      notice={
        addedTitle ? <Alert tone="success">{t('form.added', { title: addedTitle })}</Alert> : null
      }
      saving={form.saving}
      saveText={t(editing ? 'form.saveChanges' : 'form.submit')}
      onCancel={onCancel}
      onSubmit={form.submit}
      preview={
        withPreview ? <MaterialPreview values={values} createdAt={editing?.createdAt} /> : null
      }
    >
      <p className={styles.note}>{t('form.required')}</p>

      <fieldset className={styles.types}>
        <legend className={styles.legend}>{t('form.type')} *</legend>
        <div className={styles.typeOptions}>
          {FORM_MATERIAL_TYPES.map((type) => (
            <label key={type} className={styles.typeOption}>
              <input
                type="radio"
                name="type"
                value={type}
                checked={values.type === type}
                onChange={change('type')}
              />
              <span>{t(`form.types.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.pair}>
        <TextField
          label={`${t('form.titleId')} *`}
          lang="id"
          maxLength={MATERIAL_LIMITS.titleMax}
          {...bind('title')}
        />
        <TextField
          label={`${t('form.titleEn')} *`}
          lang="en"
          maxLength={MATERIAL_LIMITS.titleMax}
          {...bind('title_en')}
        />
      </div>

      <div className={styles.withHint}>
        <TextField
          id={urlId}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          label={`${t('form.url')} *`}
          maxLength={MATERIAL_LIMITS.urlMax}
          {...bind('url')}
          aria-describedby={[urlHintId, messages.url ? `${urlId}-error` : null]
            .filter(Boolean)
            .join(' ')}
        />
        <p id={urlHintId} className={styles.hint}>
          {t(`form.urlHint.${values.type}`)}
        </p>
      </div>

      <div className={styles.pair}>
        <TextField
          label={`${t('form.platform')} *`}
          maxLength={MATERIAL_LIMITS.sourceMax}
          {...bind('platform')}
        />
        <TextField
          label={t('form.author')}
          maxLength={MATERIAL_LIMITS.sourceMax}
          {...bind('author')}
        />
      </div>

      <TextField
        type="date"
        className={styles.date}
        label={t('form.publishedAt')}
        max={todayInput()}
        {...bind('publishedAt')}
      />

      <div className={styles.pair}>
        <TextAreaField
          label={t('form.descriptionId')}
          lang="id"
          rows={4}
          maxLength={MATERIAL_LIMITS.descriptionMax}
          {...bind('description')}
        />
        <TextAreaField
          label={t('form.descriptionEn')}
          lang="en"
          rows={4}
          maxLength={MATERIAL_LIMITS.descriptionMax}
          {...bind('description_en')}
        />
      </div>
    </EditorForm>
  );
}
