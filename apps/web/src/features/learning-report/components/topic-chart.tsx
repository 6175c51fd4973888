import { useTranslation } from '@/lib/use-translation';
import type { ReportTopic } from '@ecoscha/contracts';
import { useLanguage } from '@/lib/use-language';
import { formatShare } from '@/lib/report-format';
import styles from './learning-report.module.css';
import { TitledSection } from '@/components/ui/titled-section';

const BAR = 12;
const GAP = 4;

/** Two bars, before (top) and after, each as wide as its share of the full width. */
function Bars({ before, after }: { before: number | null; after: number | null }) {
  const bar = (share: number | null, y: number, className: string) => (
    <>
      <rect className={styles.track} x={0} y={y} width={100} height={BAR} />
      {share === null ? null : (
        <rect className={className} x={0} y={y} width={Math.max(share * 100, 0.6)} height={BAR} />
      )}
    </>
  );
  return (
    <svg
      className={styles.bars}
      viewBox={`0 0 100 ${2 * BAR + GAP}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {bar(before, 0, styles.before ?? '')}
      {bar(after, BAR + GAP, styles.after ?? '')}
    </svg>
  );
}

/**
 * Each topic's share of right answers in the opening quiz and in the closing quiz: the numbers
 * as text, with two plain SVG bars beside them for the eye.
 */
export function TopicChart({ topics }: { topics: ReportTopic[] }) {
  const { t } = useTranslation('report');
  const language = useLanguage();
  const valueOf = (share: number | null) => formatShare(share, language) ?? t('chart.notAsked');
  return (
    <TitledSection id="report-chart" title={t('chart.title')} className={styles.section}>
      <p className={styles.note}>{t('chart.description')}</p>
      <p className={styles.legend}>
        <span className={`${styles.swatch} ${styles.before}`} aria-hidden="true" />
        {t('chart.before')}
        <span className={`${styles.swatch} ${styles.after}`} aria-hidden="true" />
        {t('chart.after')}
      </p>
      <ul className={styles.chart}>
        {topics.map((topic) => (
          <li key={topic.topicId} className={styles.chartRow}>
            <span className={styles.chartLabel}>{topic.name[language]}</span>
            <Bars before={topic.opening.share} after={topic.closing.share} />
            <span className={styles.chartValues}>
              <span className="sr-only">{t('chart.before')}: </span>
              {valueOf(topic.opening.share)}
              <span aria-hidden="true"> → </span>
              <span className="sr-only">, {t('chart.after')}: </span>
              {valueOf(topic.closing.share)}
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
