import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import styles from './content-editor.module.css';

/** The server's message for each refused field of a failed save, by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return (error instanceof ApiError && error.errors) || {};
}

type EditorFormProps = {
  title: string;
  headingLevel?: 2 | 3;
  /** More room between the fields, the buttons at the end (a long form). */
  spacious?: boolean;
  /** A failed save, said above the buttons by its code (`refused` when fields are marked). */
  failure?: unknown;
  refused?: string;
  /** A message after a success (the form stays open). */
  notice?: ReactNode;
  saving: boolean;
  saveText: string;
  /** Cancel: back without saving; no cancel button without it. */
  onCancel?(): void;
  /** Saves; a rejection is kept by the caller's mutation, which the fields show. */
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<unknown>;
  /** The phone preview beside the form. */
  preview?: ReactNode;
  children: ReactNode;
};

/** Writes or edits one item: its title, the kind's fields, the save's refusal, save and cancel. */
export function EditorForm({
  title,
  headingLevel = 2,
  spacious,
  failure,
  refused,
  notice,
  saving,
  saveText,
  onCancel,
  onSubmit,
  preview,
  children,
}: EditorFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const fieldsRefused = refused && failure instanceof ApiError && failure.errors;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(event).catch(() => undefined);
  }

  return (
    <div className={styles.workspace}>
      <form
        className={spacious ? `${styles.form} ${styles.spacious}` : styles.form}
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={submit}
      >
        <Heading id={`${id}-title`} className={styles.title}>
          {title}
        </Heading>
        {children}
        {failure ? <Alert>{fieldsRefused ? refused : errorText(failure)}</Alert> : null}
        {notice}
        <div className={styles.actions}>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? t('guideContent.form.saving') : saveText}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              {t('guideContent.form.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
      {preview}
    </div>
  );
}
