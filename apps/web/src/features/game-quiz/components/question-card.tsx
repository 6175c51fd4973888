import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Language } from '@ecoscha/contracts';
import { SundaneseText } from '@/components/sundanese/sundanese-text';
import type { QuizQuestion } from '../api/get-quiz-topics';
import { localise } from '../utils/localise';
import { ChoiceInput, type Choice } from './choice-input';
import { EssayInput } from './essay-input';
import { LetterBoxesInput } from './letter-boxes-input';
import styles from './question-inputs.module.css';

/** The options of a question in the interface language (true/false has its own default words). */
export function choicesOf(
  question: QuizQuestion,
  language: Language,
  trueFalse: Choice[],
): Choice[] {
  const options = localise(question, 'options', language);
  if (question.type === 'true_false' && options.length === 0) return trueFalse;
  return options;
}

type QuestionCardProps = {
  question: QuizQuestion;
  language: Language;
  value: string;
  onChange(value: string): void;
};

/** One question: its stimulus to read, the question, and the input its type asks for. */
export function QuestionCard({ question, language, value, onChange }: QuestionCardProps) {
  const { t } = useTranslation('gameQuiz');
  const id = useId();
  const questionId = `${id}-question`;
  const stimulus = localise(question, 'stimulus', language);
  const trueFalse = [
    { key: 'true', text: t('inputs.true') },
    { key: 'false', text: t('inputs.false') },
  ];

  return (
    <article className={styles.card}>
      {stimulus && (
        <section className={styles.stimulus} aria-label={t('quiz.stimulus')}>
          <p className={styles.stimulusLabel} aria-hidden="true">
            {t('quiz.stimulus')}
          </p>
          <SundaneseText text={stimulus} />
        </section>
      )}
      <div id={questionId} className={styles.question}>
        <SundaneseText text={localise(question, 'question', language)} />
      </div>
      {question.type === 'multiple_choice' || question.type === 'true_false' ? (
        <ChoiceInput
          name={`${id}-answer`}
          variant={question.type === 'multiple_choice' ? 'letters' : 'trueFalse'}
          choices={choicesOf(question, language, trueFalse)}
          value={value}
          onChange={onChange}
          labelledBy={questionId}
        />
      ) : question.type === 'short_answer' ? (
        <LetterBoxesInput value={value} onChange={onChange} describedBy={questionId} />
      ) : (
        <EssayInput value={value} onChange={onChange} />
      )}
    </article>
  );
}
