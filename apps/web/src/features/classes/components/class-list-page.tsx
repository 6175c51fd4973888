import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { CLASS_NAME_MAX, SCHOOL_YEAR_MAX, type ClassSummary } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardTable } from '@/components/ui/card-table';
import { ControlBox } from '@/components/ui/control-box';
import { TextField } from '@/components/ui/text-field';
import { TitledSection } from '@/components/ui/titled-section';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { formatDate } from '@/lib/report-format';
import { useClasses, useCreateClass } from '../api/classes-api';
import styles from './classes.module.css';

/** A class's name and school year: a new class, then on to its page to add the students. */
function CreateClassForm() {
  const { t } = useTranslation('classes');
  const navigate = useNavigate();
  const create = useCreateClass();
  const [name, setName] = useState('');
  const [schoolYear, setSchoolYear] = useState('');
  const [missingName, setMissingName] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setMissingName(true);
      return;
    }
    try {
      const created = await create.mutateAsync({
        name: name.trim(),
        ...(schoolYear.trim() ? { schoolYear: schoolYear.trim() } : {}),
      });
      await navigate(paths.classDetail.getHref({ id: created.id }));
    } catch {
      // The mutation keeps the error; it is shown below.
    }
  }

  return (
    <ControlBox
      id="class-create"
      title={t('create.title')}
      hint={t('create.hint')}
      className={styles.box}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('create.name')}
          value={name}
          maxLength={CLASS_NAME_MAX}
          placeholder="VIII B"
          error={missingName ? t('create.nameRequired') : null}
          onChange={(event) => {
            setName(event.target.value);
            setMissingName(false);
          }}
        />
        <TextField
          label={t('create.schoolYear')}
          value={schoolYear}
          maxLength={SCHOOL_YEAR_MAX}
          placeholder="2026/2027"
          onChange={(event) => setSchoolYear(event.target.value)}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('create.pending') : t('create.button')}
        </Button>
      </form>
      {create.isError ? <Alert>{errorText(create.error)}</Alert> : null}
    </ControlBox>
  );
}

function ClassRow({ summary }: { summary: ClassSummary }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  return (
    <tr>
      <th scope="row">
        <Link to={paths.classDetail.getHref({ id: summary.id })}>{summary.name}</Link>
      </th>
      <td data-label={t('list.schoolYear')}>{summary.schoolYear ?? '–'}</td>
      <td data-label={t('list.students')} className={styles.number}>
        {summary.studentCount}
      </td>
      <td data-label={t('list.games')} className={styles.number}>
        {summary.gameCount}
      </td>
      <td data-label={t('list.room')}>{summary.openRoom?.roomCode ?? t('list.none')}</td>
      <td data-label={t('list.status')}>
        {summary.endedAt
          ? t('list.ended', { date: formatDate(summary.endedAt, language) })
          : t('list.active')}
      </td>
    </tr>
  );
}

/** /classes: the guide's classes and a form for a new one. */
export function ClassListPage() {
  const { t } = useTranslation('classes');
  const classes = useClasses();
  const list = classes.data?.classes ?? [];
  const headings = ['name', 'schoolYear', 'students', 'games', 'room', 'status'] as const;
  return (
    <>
      <p>{t('list.intro')}</p>
      <CreateClassForm />
      <TitledSection id="class-list" title={t('list.sectionTitle')} className={styles.section}>
        {classes.isPending ? <p className="loading-note">{t('list.loading')}</p> : null}
        {classes.isError ? <Alert>{t('list.loadFailed')}</Alert> : null}
        {classes.isSuccess && list.length === 0 ? (
          <p className="muted-text">{t('list.empty')}</p>
        ) : null}
        {list.length > 0 ? (
          <div className={styles.tableWrap}>
            <CardTable label={t('list.tableLabel')} tableClassName={styles.table}>
              <thead>
                <tr>
                  {headings.map((heading) => (
                    <th key={heading} scope="col">
                      {t(`list.${heading}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.map((summary) => (
                  <ClassRow key={summary.id} summary={summary} />
                ))}
              </tbody>
            </CardTable>
          </div>
        ) : null}
      </TitledSection>
    </>
  );
}
