import { QuestionSchema, QuizTopicSchema } from '@ecoscha/contracts';
import { isCorrectAnswer } from '@ecoscha/game';
import { expect, it } from 'vitest';
import { answerKey, publicQuestion } from './content-store';

const shortAnswer = QuestionSchema.parse({
  id: 'peat',
  type: 'short_answer',
  question_id: 'Tanah apa?',
  question_en: 'What soil?',
  stimulus_id: 'Di Riau ...',
  stimulus_en: 'In Riau ...',
  answer_id: 'gambut',
  answer_en: 'peat',
  reasoning_id: 'Gambut terbentuk dari sisa tumbuhan.',
  reasoning_en: 'Peat forms from plant remains.',
  also_accepted: ['tanah gambut'],
});

it('accepts a short answer in either language or in its other accepted words', () => {
  const key = answerKey(shortAnswer);
  for (const answer of ['Gambut', ' PEAT ', 'tanah  gambut']) {
    expect(isCorrectAnswer(key, answer), answer).toBe(true);
  }
  expect(isCorrectAnswer(key, 'tanah liat')).toBe(false);
});

it('never shows a player the answers, the reasoning or the other accepted words', () => {
  const shown = publicQuestion(shortAnswer);
  expect(Object.keys(shown)).not.toContain('also_accepted');
  expect(JSON.stringify(shown)).not.toContain('gambut');
});

it('lets only short answers accept other words', () => {
  const choice = { ...shortAnswer, type: 'multiple_choice', answer_id: 'A', answer_en: 'A' };
  const topic = {
    _id: 'topic',
    topic_id: 1,
    topic_name_id: 'Topik',
    topic_name_en: 'Topic',
    questions: Array.from({ length: 5 }, (_, index) => ({ ...shortAnswer, id: `q${index}` })),
    closing_questions: [shortAnswer],
  };
  expect(QuizTopicSchema.safeParse(topic).success).toBe(true);
  const withChoice = { ...topic, closing_questions: [choice] };
  expect(QuizTopicSchema.safeParse(withChoice).success).toBe(false);
});
