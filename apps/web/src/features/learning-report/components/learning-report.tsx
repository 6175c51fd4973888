import { useTranslation } from '@/lib/use-translation';
import type { LearningReportResponse } from '@ecoscha/contracts';
import { useLanguage } from '@/lib/use-language';
import { formatDate } from '@/lib/report-format';
import { useOpenAnswersForPrint } from '../utils/print';
import { ClassSummary } from './class-summary';
import { QuestionList } from './question-list';
import { ReportActions } from './report-actions';
import { StudentAnswers } from './student-answers';
import { StudentTable } from './student-table';
import { TopicChart } from './topic-chart';
import styles from './learning-report.module.css';

/** The whole report of a session: summary, chart, students, questions, every answer. */
export function LearningReport({ report }: { report: LearningReportResponse }) {
  const { t } = useTranslation('report');
  const language = useLanguage();
  useOpenAnswersForPrint();
  const questions = new Map(report.questions.map((q) => [q.questionId, q]));
  return (
    <div className={styles.report}>
      <p className={styles.meta}>
        <span>{t('room', { roomCode: report.roomCode })}</span>
        <span>{t('meta.started', { date: formatDate(report.createdAt, language) })}</span>
        {report.endedAt ? (
          <span>{t('meta.ended', { date: formatDate(report.endedAt, language) })}</span>
        ) : null}
      </p>
      {report.status === 'in_progress' ? (
        <p className={styles.note}>{t('meta.inProgress')}</p>
      ) : null}
      <ReportActions sessionId={report.sessionId} />
      <ClassSummary report={report} />
      <TopicChart topics={report.topics} />
      <StudentTable students={report.students} />
      <QuestionList questions={report.questions} topics={report.topics} />
      <StudentAnswers students={report.students} questions={questions} />
    </div>
  );
}
