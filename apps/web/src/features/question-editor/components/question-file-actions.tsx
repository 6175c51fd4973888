import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { exportQuestions, useImportQuestions } from '../api/my-questions';
import editorStyles from '@/components/content-editor/content-editor.module.css';
import styles from './question-editor.module.css';

type Outcome =
  | { kind: 'imported'; count: number }
  | { kind: 'refused'; items: string[] }
  | { kind: 'unreadable' }
  | { kind: 'failed' };

/** A chosen file's text (FileReader: every browser has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** `questions.3.answer_id` -> position 3, field answer_id. */
const itemOf = (key: string) => /^questions\.(\d+)\.(.+)$/.exec(key);

/** Download the shown questions as one file; add every question of a file (all or none). */
export function QuestionFileActions() {
  const { t } = useTranslation('questionEditor');
  const input = useRef<HTMLInputElement>(null);
  const importQuestions = useImportQuestions();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function download() {
    try {
      const file = await exportQuestions();
      const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = 'ecoscha-questions.json';
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      setOutcome({ kind: 'failed' });
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setOutcome(null);
    let content: unknown;
    try {
      content = JSON.parse(await readText(file));
    } catch {
      setOutcome({ kind: 'unreadable' });
      return;
    }
    try {
      const result = await importQuestions.mutateAsync(content);
      setOutcome({ kind: 'imported', count: result.imported });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'QUESTION_SET_INVALID' && error.errors) {
        const items = Object.entries(error.errors).map(([key, message]) => {
          const [, position, field] = itemOf(key) ?? [];
          return t('actions.importItem', { position, field, message });
        });
        setOutcome({ kind: 'refused', items });
      } else if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        setOutcome({ kind: 'unreadable' });
      } else setOutcome({ kind: 'failed' });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <>
      <div className={editorStyles.toolbar}>
        <Button variant="secondary" onClick={() => void download()}>
          {t('actions.export')}
        </Button>
        <Button
          variant="secondary"
          disabled={importQuestions.isPending}
          onClick={() => input.current?.click()}
        >
          {t('actions.import')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('actions.import')}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </div>
      <p className={editorStyles.muted}>{t('actions.importHint')}</p>
      {outcome?.kind === 'imported' ? (
        <p role="status">{t('actions.imported', { count: outcome.count })}</p>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <Alert>
          {t('actions.importRefused')}
          <ul className={styles.importErrors}>
            {outcome.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {outcome?.kind === 'unreadable' ? <Alert>{t('actions.unreadable')}</Alert> : null}
      {outcome?.kind === 'failed' ? <Alert>{t('actions.failed')}</Alert> : null}
    </>
  );
}
