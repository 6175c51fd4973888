import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useDownloadReportCsv } from '../api/download-report-csv';
import { openAllAnswers } from '../utils/print';
import styles from './learning-report.module.css';

/** Download the CSV, print the page (every student's answers opened), back to the profile. */
export function ReportActions({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('report');
  const language = useLanguage();
  const download = useDownloadReportCsv(sessionId);
  function print() {
    openAllAnswers();
    window.print();
  }
  return (
    <div className={styles.screenOnly}>
      <div className={styles.actions} role="group" aria-label={t('actions.label')}>
        <Button disabled={download.isPending} onClick={() => download.mutate(language)}>
          {download.isPending ? t('actions.downloading') : t('actions.download')}
        </Button>
        <Button variant="secondary" onClick={print}>
          {t('actions.print')}
        </Button>
        <ButtonLink variant="ghost" to={paths.profile.getHref()}>
          {t('actions.profile')}
        </ButtonLink>
      </div>
      {download.isError ? (
        <Alert>{t('actions.downloadFailed', { message: errorText(download.error) })}</Alert>
      ) : null}
    </div>
  );
}
