import { useTranslation } from '@/lib/use-translation';
import type { LearningReportResponse } from '@ecoscha/contracts';
import { useLanguage } from '@/lib/use-language';
import { formatAverage, formatSigned } from '@/lib/report-format';
import styles from './learning-report.module.css';
import { TitledSection } from '@/components/ui/titled-section';

/** The class's averages before and after, and who they leave out (leavers, practice seats). */
export function ClassSummary({ report }: { report: LearningReportResponse }) {
  const { t } = useTranslation('report');
  const language = useLanguage();
  const { averages } = report;
  // Apart: a practice seat never "left before the closing quiz".
  const leftEarly = report.students.filter((s) => s.status === 'left_early').length;
  const practice = report.students.filter((s) => s.status === 'practice').length;
  const figures = [
    { key: 'opening', value: formatAverage(averages.opening, language) },
    { key: 'closing', value: formatAverage(averages.closing, language) },
    {
      key: 'change',
      value: averages.change === null ? null : formatSigned(averages.change, language),
    },
  ] as const;
  return (
    <TitledSection id="report-summary" title={t('summary.title')} className={styles.section}>
      <dl className={styles.figures}>
        {figures.map(({ key, value }) => (
          <div key={key} className={styles.figure}>
            <dt>{t(`summary.${key}`)}</dt>
            <dd className={value === null ? styles.muted : undefined}>
              {value ?? t('summary.none')}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        {t('summary.counted', { count: averages.counted })}
        {leftEarly > 0 ? ` ${t('summary.leftEarly', { count: leftEarly })}` : null}
        {practice > 0 ? ` ${t('summary.practice', { count: practice })}` : null}
      </p>
    </TitledSection>
  );
}
