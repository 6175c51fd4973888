import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Language } from '@ecoscha/contracts';
import { GAME_DELAYS_MS } from '@/config/timing';
import type { QuizQuestion } from '../api/get-quiz-topics';
import type { QuizFeedback, SaveScoreResponse } from '../api/save-quiz-score';
import { localise } from '../utils/localise';
import type { QuizKind } from '../utils/quiz-kinds';
import { choicesOf } from './question-card';
import styles from './quiz-result.module.css';

type QuizResultProps = {
  kind: QuizKind;
  result: SaveScoreResponse;
  questions: QuizQuestion[];
  language: Language;
  /** How long the result stays before the topic choice comes back. */
  returnMs?: number;
};

/** `C. Spend less time outdoors…` for an option key, the text itself otherwise. */
function useAnswerText(language: Language) {
  const { t } = useTranslation('gameQuiz');
  const trueFalse = [
    { key: 'true', text: t('inputs.true') },
    { key: 'false', text: t('inputs.false') },
  ];
  return (question: QuizQuestion | undefined, answer: string | undefined) => {
    if (!answer) return undefined;
    if (!question || (question.type !== 'multiple_choice' && question.type !== 'true_false')) {
      return answer;
    }
    const choice = choicesOf(question, language, trueFalse).find(
      (c) => c.key.toLowerCase() === answer.trim().toLowerCase(),
    );
    if (!choice) return answer;
    return question.type === 'multiple_choice' ? `${choice.key}. ${choice.text}` : choice.text;
  };
}

const expected = (item: QuizFeedback, language: Language) =>
  (language === 'en' ? item.answer_en : item.answer_id) ?? item.answer_id ?? item.answer_en;
const reasoning = (item: QuizFeedback, language: Language) =>
  (language === 'en' ? item.reasoning_en : item.reasoning_id) ??
  item.reasoning_id ??
  item.reasoning_en;

/** The topic's result: right or not, the points, and each right answer with its reasoning. */
export function QuizResult({
  kind,
  result,
  questions,
  language,
  returnMs = GAME_DELAYS_MS.quizReturn,
}: QuizResultProps) {
  const { t } = useTranslation('gameQuiz');
  const answerText = useAnswerText(language);
  const heading = useRef<HTMLHeadingElement>(null);
  const total = Math.max(result.feedback.length, questions.length, 1);
  const verdict =
    result.correct >= total ? 'allCorrect' : result.correct === 0 ? 'noneCorrect' : 'someCorrect';
  const quizScore = kind === 'opening' ? result.regularQuizScore : result.closingQuizScore;

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.result} data-verdict={verdict} aria-labelledby="quiz-result">
      <div className={styles.banner}>
        <span className={styles.badge} aria-hidden="true">
          {verdict === 'noneCorrect' ? '✗' : '✓'}
        </span>
        <h2 id="quiz-result" ref={heading} tabIndex={-1} className={styles.verdict}>
          {t(`result.${verdict}`, { correct: result.correct, total })}
        </h2>
        <p className={styles.points}>{t('result.points', { score: result.score })}</p>
        <p className={styles.total}>{t('result.quizScore', { score: quizScore })}</p>
      </div>
      <ul className={styles.feedback}>
        {result.feedback.map((item) => {
          const question = questions.find((q) => q.id === item.questionId);
          const model = question?.type === 'essay';
          // A right pick needs no second line saying the same.
          const sameAsRight =
            verdict === 'allCorrect' &&
            (question?.type === 'multiple_choice' || question?.type === 'true_false');
          return (
            <li key={item.questionId} className={styles.item}>
              {question && (
                <p className={styles.question}>{localise(question, 'question', language)}</p>
              )}
              <dl className={styles.answers}>
                {!sameAsRight && (
                  <>
                    <dt>{t('result.yourAnswer')}</dt>
                    <dd>{answerText(question, item.answer) ?? t('result.noAnswer')}</dd>
                  </>
                )}
                <dt>{model ? t('result.modelAnswer') : t('result.correctAnswer')}</dt>
                <dd className={styles.right}>{answerText(question, expected(item, language))}</dd>
                {reasoning(item, language) && (
                  <>
                    <dt>{t('result.why')}</dt>
                    <dd>{reasoning(item, language)}</dd>
                  </>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
      <div className={styles.returning} role="status">
        <p>{t('result.returning')}</p>
        <span
          className={styles.returnBar}
          aria-hidden="true"
          style={{ animationDuration: `${returnMs}ms` }}
        />
      </div>
    </section>
  );
}
