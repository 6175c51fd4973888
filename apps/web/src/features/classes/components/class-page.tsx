import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { ClassDetail } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/i18n';
import { useClass } from '../api/classes-api';
import { ClassActions } from './class-actions';
import { ProgressSection } from './progress-section';
import { RoomStatus } from './room-status';
import { RosterImport } from './roster-import';
import { StudentList } from './student-list';
import styles from './classes.module.css';

function ClassHeader({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation('classes');
  const count = detail.students.length;
  return (
    <>
      <p className={styles.meta}>
        {detail.schoolYear
          ? t('class.meta', { year: detail.schoolYear, count })
          : t('class.metaNoYear', { count })}
      </p>
      {detail.endedAt ? <Alert tone="info">{t('class.ended')}</Alert> : null}
    </>
  );
}

/** /classes/:id: one class: its room, its roster and badges, and its progress. */
export function ClassPage({ classId }: { classId: string }) {
  const { t } = useTranslation('classes');
  const detail = useClass(classId);
  return (
    <ContentLayout title={detail.data?.name ?? t('list.title')}>
      <Link to={paths.classes.getHref()}>{t('class.back')}</Link>
      {detail.isPending ? <p className="loading-note">{t('class.loading')}</p> : null}
      {detail.isError ? (
        <Alert>
          {t('class.loadFailed')} {errorText(detail.error)}
        </Alert>
      ) : null}
      {detail.data ? (
        <>
          <ClassHeader detail={detail.data} />
          <RoomStatus detail={detail.data} />
          {detail.data.endedAt === null ? <RosterImport classId={classId} /> : null}
          <StudentList detail={detail.data} />
          <ClassActions detail={detail.data} />
          <ProgressSection classId={classId} />
        </>
      ) : null}
    </ContentLayout>
  );
}
