import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ROSTER_MAX } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ControlBox } from '@/components/ui/control-box';
import { TextAreaField } from '@/components/ui/text-area-field';
import { errorText } from '@/lib/i18n';
import { useAddStudents } from '../api/classes-api';
import {
  namesFromText,
  previewRoster,
  readRosterFile,
  RosterFileError,
  type RosterPreview,
} from '../utils/roster-names';
import styles from './classes.module.css';

/** The names about to be added, and what was left out, before the guide confirms. */
function PreviewList({ preview }: { preview: RosterPreview }) {
  const { t } = useTranslation('classes');
  const titleId = useId();
  return (
    <>
      <h3 id={titleId} className="box-title">
        {t('roster.previewTitle', { count: preview.names.length })}
      </h3>
      <ol className={styles.previewList} aria-labelledby={titleId}>
        {preview.names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ol>
      {preview.rejected.length > 0 ? (
        <Alert tone="info">{t('roster.rejected', { names: preview.rejected.join(', ') })}</Alert>
      ) : null}
      {preview.tooMany ? <Alert>{t('roster.tooMany', { max: ROSTER_MAX })}</Alert> : null}
    </>
  );
}

/**
 * Students added by pasting names one a line or choosing a spreadsheet (its first column); the
 * names are shown first and added only once the guide confirms.
 */
export function RosterImport({ classId }: { classId: string }) {
  const { t } = useTranslation('classes');
  const fileInput = useRef<HTMLInputElement>(null);
  const add = useAddStudents(classId);
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<RosterPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [added, setAdded] = useState<number | null>(null);

  function show(candidates: string[]) {
    setAdded(null);
    add.reset();
    if (candidates.length === 0) {
      setProblem(t('roster.noNames'));
      return;
    }
    setProblem(null);
    setPreview(previewRoster(candidates));
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReading(true);
    try {
      show(await readRosterFile(file));
    } catch (error) {
      setPreview(null);
      const wrongType = error instanceof RosterFileError && error.reason === 'type';
      setProblem(wrongType ? t('roster.fileType') : t('roster.fileUnreadable'));
    } finally {
      setReading(false);
    }
  }

  function confirm(names: string[]) {
    add.mutate(names, {
      onSuccess: () => {
        setAdded(names.length);
        setPreview(null);
        setText('');
      },
    });
  }

  const addable = preview && preview.names.length > 0 && !preview.tooMany ? preview.names : null;
  return (
    <ControlBox
      id="class-roster"
      title={t('roster.title')}
      hint={t('roster.hint')}
      className={styles.box}
    >
      {preview ? (
        <>
          <PreviewList preview={preview} />
          <div className={styles.buttonRow}>
            {addable ? (
              <Button disabled={add.isPending} onClick={() => confirm(addable)}>
                {add.isPending ? t('roster.adding') : t('roster.add', { count: addable.length })}
              </Button>
            ) : null}
            <Button variant="ghost" disabled={add.isPending} onClick={() => setPreview(null)}>
              {t('roster.back')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <TextAreaField
            label={t('roster.paste')}
            rows={6}
            value={text}
            placeholder={'Dewi Lestari\nRudi Hartono'}
            onChange={(event) => setText(event.target.value)}
          />
          <Button variant="secondary" onClick={() => show(namesFromText(text))}>
            {t('roster.check')}
          </Button>
          {/* A translated button: the browser's own file control speaks the browser's language. */}
          <Button variant="secondary" disabled={reading} onClick={() => fileInput.current?.click()}>
            {t('roster.file')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            hidden
            aria-label={t('roster.file')}
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => void chooseFile(event)}
          />
          {reading ? <p className="muted-text">{t('roster.reading')}</p> : null}
        </>
      )}
      {problem ? <Alert>{problem}</Alert> : null}
      {add.isError ? <Alert>{errorText(add.error)}</Alert> : null}
      {added !== null ? <Alert tone="success">{t('roster.added', { count: added })}</Alert> : null}
    </ControlBox>
  );
}
