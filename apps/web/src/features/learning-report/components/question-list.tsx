import { useTranslation } from '@/lib/use-translation';
import type { ReportQuestion, ReportTopic } from '@ecoscha/contracts';
import { useLanguage } from '@/lib/use-language';
import { formatShare, formatShareChange } from '@/lib/report-format';
import styles from './learning-report.module.css';
import { TitledSection } from '@/components/ui/titled-section';

function TopicChange({ topic }: { topic: ReportTopic | undefined }) {
  const { t } = useTranslation('report');
  const language = useLanguage();
  if (!topic || topic.change === null) return null;
  return (
    <span className={styles.note}>
      {t('questions.topicChange', {
        before: formatShare(topic.opening.share, language),
        after: formatShare(topic.closing.share, language),
        change: formatShareChange(topic.change, language),
      })}
    </span>
  );
}

/** Every question with the share of the class that got it right, the hardest first. */
export function QuestionList({
  questions,
  topics,
}: {
  questions: ReportQuestion[];
  topics: ReportTopic[];
}) {
  const { t } = useTranslation('report');
  const language = useLanguage();
  const topicOf = (id: string) => topics.find((topic) => topic.topicId === id);
  return (
    <TitledSection id="report-questions" title={t('questions.title')} className={styles.section}>
      <p className={styles.note}>{t('questions.hint')}</p>
      <ol className={styles.questions}>
        {questions.map((question) => {
          const topic = topicOf(question.topicId);
          const share = formatShare(question.share, language);
          return (
            <li key={`${question.kind}:${question.questionId}`} className={styles.question}>
              <span className={styles.answerMeta}>
                {t(`answers.quiz.${question.kind}`)} · {t(`questions.types.${question.type}`)} ·{' '}
                {t('questions.topic', { topic: topic?.name[language] ?? question.topicId })}
              </span>
              <span className={styles.questionText}>{question.text[language]}</span>
              <span className={styles.shareLine}>
                <meter
                  className={styles.meter}
                  min={0}
                  max={1}
                  value={question.share ?? 0}
                  aria-hidden="true"
                />
                <strong>
                  {share === null
                    ? t('questions.noneCounted')
                    : t('questions.share', {
                        value: share,
                        right: question.right,
                        asked: question.asked,
                      })}
                </strong>
              </span>
              <TopicChange topic={topic} />
            </li>
          );
        })}
      </ol>
    </TitledSection>
  );
}
