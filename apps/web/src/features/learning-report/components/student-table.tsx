import { useTranslation } from '@/lib/use-translation';
import type { ReportStudent } from '@ecoscha/contracts';
import { roleTypeOf } from '@ecoscha/game';
import { PracticeBadge } from '@/components/game/practice-badge';
import { useLanguage } from '@/lib/use-language';
import { CardTable } from '@/components/ui/card-table';
import { TitledSection } from '@/components/ui/titled-section';
import { formatNumber, formatSigned } from '@/lib/report-format';
import styles from './learning-report.module.css';
import { usePlayerName } from '@/lib/player-name';

type Tally = ReportStudent['opening'];

/** "40 (4/6)": quiz points and right answers of the questions asked. */
export function useTallyText() {
  const { t } = useTranslation('report');
  return (tally: Tally | null) =>
    tally === null ? t('students.notTaken') : t('students.score', { ...tally });
}

/** A practice seat carries the mark it has on every ranking; a student who left says so. */
function StatusBadge({ status }: { status: ReportStudent['status'] }) {
  const { t } = useTranslation('report');
  if (status === 'stayed') return null;
  if (status === 'practice') return <PracticeBadge />;
  return <span className={styles.badge}>{t(`students.status.${status}`)}</span>;
}

/** Every student: both quizzes side by side and the change, role, survival and points. */
export function StudentTable({ students }: { students: ReportStudent[] }) {
  const { t } = useTranslation(['report', 'game']);
  const playerName = usePlayerName();
  const language = useLanguage();
  const tallyText = useTallyText();
  const headings = ['name', 'opening', 'closing', 'change', 'role', 'survival', 'points'] as const;
  return (
    <TitledSection
      id="report-students"
      title={t('students.title')}
      className={`${styles.section} ${styles.students}`}
    >
      <CardTable
        label={t('students.tableLabel')}
        className={styles.scroller}
        tableClassName={styles.table}
      >
        <thead>
          <tr>
            {headings.map((key) => (
              <th key={key} scope="col">
                {t(`students.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <tr
              key={student.userId}
              className={student.status === 'stayed' ? undefined : styles.uncounted}
            >
              <th scope="row">
                <span className={styles.name}>{playerName(student.username)}</span>
                <StatusBadge status={student.status} />
              </th>
              <td data-label={t('students.opening')}>{tallyText(student.opening)}</td>
              <td data-label={t('students.closing')}>{tallyText(student.closing)}</td>
              <td className={styles.number} data-label={t('students.change')}>
                {student.change === null ? null : formatSigned(student.change, language)}
              </td>
              <td data-label={t('students.role')}>
                {t(`game:roles.${roleTypeOf(student.roleId)}`)}
              </td>
              <td data-label={t('students.survival')}>
                {student.isAlive ? t('students.alive') : t('students.eliminated')}
              </td>
              <td className={styles.number} data-label={t('students.points')}>
                {formatNumber(student.points, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </CardTable>
    </TitledSection>
  );
}
