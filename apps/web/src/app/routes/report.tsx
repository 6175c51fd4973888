import { useTranslation } from '@/lib/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { isRefusal, useLearningReport } from '@/features/learning-report/api/get-report';
import { LearningReport } from '@/features/learning-report/components/learning-report';
import { errorText } from '@/lib/i18n';

function SessionReport({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('report');
  const report = useLearningReport(sessionId);
  if (report.error && isRefusal(report.error)) {
    return <Navigate to={paths.unauthorized.getHref()} replace />;
  }
  if (report.isPending) return <p role="status">{t('loading')}</p>;
  if (report.isError) return <Alert>{t('loadFailed', { message: errorText(report.error) })}</Alert>;
  return <LearningReport report={report.data} />;
}

/**
 * /report?sessionId=: what the class learned in a session, for its guide: both quizzes per
 * student, every answer, the hardest questions first, a CSV download and a printable page.
 */
export default function ReportRoute() {
  const { t } = useTranslation('report');
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId');
  return (
    <ContentLayout title={t('title')}>
      {sessionId ? <SessionReport sessionId={sessionId} /> : <Alert>{t('missingSession')}</Alert>}
    </ContentLayout>
  );
}
