import { useTranslation } from '@/lib/use-translation';
import type { ReportAnswer, ReportQuestion, ReportStudent } from '@ecoscha/contracts';
import { useLanguage } from '@/lib/use-language';
import { readableAnswer } from '@/lib/report-format';
import { useTallyText } from './student-table';
import styles from './learning-report.module.css';
import { TitledSection } from '@/components/ui/titled-section';
import { usePlayerName } from '@/lib/player-name';

type Questions = Map<string, ReportQuestion>;

function resultKey(answer: ReportAnswer, question: ReportQuestion | undefined) {
  if (question?.type === 'essay') return answer.correct ? 'essayCounted' : 'essayNotCounted';
  return answer.correct ? 'right' : 'wrong';
}

function AnswerItem({ answer, question }: { answer: ReportAnswer; question?: ReportQuestion }) {
  const { t } = useTranslation('report');
  const language = useLanguage();
  const expected = question ? readableAnswer(question.answer[language], question, language) : '';
  return (
    <li className={answer.correct ? styles.right : styles.wrong}>
      <span className={styles.answerMeta}>
        {t(`answers.quiz.${answer.kind}`)}
        <strong className={styles.result}>
          {t(`answers.result.${resultKey(answer, question)}`)}
        </strong>
      </span>
      <span className={styles.questionText}>{question?.text[language] ?? answer.questionId}</span>
      <span className={styles.answerText}>
        {answer.answer === null
          ? t('answers.empty')
          : readableAnswer(answer.answer, question, language)}
      </span>
      {expected ? (
        <span className={styles.expected}>
          {question?.type === 'essay'
            ? t('answers.model', { answer: expected })
            : t('answers.expected', { answer: expected })}
        </span>
      ) : null}
    </li>
  );
}

/** Each student's answers, question by question, folded away until opened (all when printed). */
export function StudentAnswers({
  students,
  questions,
}: {
  students: ReportStudent[];
  questions: Questions;
}) {
  const { t } = useTranslation('report');
  const playerName = usePlayerName();
  const tallyText = useTallyText();
  return (
    <TitledSection id="report-answers" title={t('answers.title')} className={styles.section}>
      <p className={`${styles.note} ${styles.screenOnly}`}>{t('answers.hint')}</p>
      {students.map((student) => (
        <details key={student.userId} className={styles.student} data-print-open>
          <summary>
            {t('answers.summary', {
              name: playerName(student.username),
              before: tallyText(student.opening),
              after: tallyText(student.closing),
            })}
          </summary>
          {student.answers.length === 0 ? (
            <p className={styles.note}>{t('answers.none')}</p>
          ) : (
            <ol className={styles.answers}>
              {student.answers.map((answer) => (
                <AnswerItem
                  key={`${answer.kind}:${answer.questionId}`}
                  answer={answer}
                  question={questions.get(answer.questionId)}
                />
              ))}
            </ol>
          )}
        </details>
      ))}
    </TitledSection>
  );
}
