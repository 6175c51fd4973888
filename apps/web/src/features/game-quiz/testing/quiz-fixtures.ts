import { viewFor, type GameView, type Phase, type QuizKind } from '@ecoscha/game';
import { makeGameState, makeTopicResult } from '@/testing/session-data';
import type { QuizQuestion, QuizTopic } from '../api/get-quiz-topics';
import type { SaveScoreResponse } from '../api/save-quiz-score';

function question(
  id: string,
  type: QuizQuestion['type'],
  text: string,
  options: Array<[string, string]> = [],
): QuizQuestion {
  const list = options.map(([key, label]) => ({ key, text: label }));
  return {
    id,
    type,
    question_id: `Soal: ${text}`,
    question_en: text,
    stimulus_id: `Bacaan: ${text}`,
    stimulus_en: `Read about it: ${text}`,
    options_id: list,
    options_en: list,
  };
}

export const QUESTIONS = {
  multipleChoice: question('forest_1', 'multiple_choice', 'What is the best thing to do?', [
    ['A', 'Exercise outdoors'],
    ['B', 'Open every window'],
    ['C', 'Stay indoors and wear a mask'],
    ['D', 'Wear a thin cloth mask'],
    ['E', 'Light a fire'],
  ]),
  trueFalse: question('industry_4', 'true_false', 'Factories may dump waste in rivers.', [
    ['true', 'True'],
    ['false', 'False'],
  ]),
  shortAnswer: question('plastic_2', 'short_answer', 'What are tiny plastic pieces called?'),
  essay: question('water_6', 'essay', 'How would you save water?'),
};

/** The six topics, one question each (the first four of each input type), none done yet. */
export function makeTopics(done: string[] = []): QuizTopic[] {
  const rows: Array<[string, number, string, string, QuizQuestion]> = [
    [
      'forest_land_fires',
      1,
      'Kebakaran Hutan dan Lahan',
      'Forest and Land Fires',
      QUESTIONS.multipleChoice,
    ],
    [
      'industrial_waste',
      2,
      'Limbah Industri',
      'Industrial Waste and Pollution',
      QUESTIONS.trueFalse,
    ],
    ['plastic_waste', 3, 'Sampah Plastik', 'Plastic Waste and Pollution', QUESTIONS.shortAnswer],
    ['clean_water_crisis', 4, 'Krisis Air Bersih', 'Clean-Water Crisis', QUESTIONS.essay],
    ['land_conversion', 5, 'Alih Fungsi Lahan', 'Land Conversion', QUESTIONS.multipleChoice],
    ['climate_change', 6, 'Perubahan Iklim', 'Climate Change', QUESTIONS.trueFalse],
  ];
  return rows.map(([_id, topic_id, topic_name_id, topic_name_en, q]) => ({
    _id,
    topic_id,
    topic_name_id,
    topic_name_en,
    completed: done.includes(_id),
    questions: [{ ...q, id: `${_id}_q` }],
  }));
}

/** `user-1`'s view in a quiz phase, with `done` topics handed in and the quiz's deadline. */
export function makeQuizView(
  options: { phase?: Phase; done?: string[]; kind?: QuizKind; deadline?: number | null } = {},
): GameView {
  const phase = options.phase ?? 'quiz_active';
  const kind = options.kind ?? (phase === 'closing_quiz_active' ? 'closing' : 'opening');
  const state = makeGameState({ phase, round: kind === 'closing' ? 3 : 0 });
  const results = (options.done ?? []).map((topicId) =>
    makeTopicResult({ topicId, kind, questionIds: [`${topicId}_q`], submittedAt: 1_000 }),
  );
  return viewFor(
    {
      ...state,
      deadline: options.deadline === undefined ? Date.now() + 300_000 : options.deadline,
      quizResults: { 'user-1': results },
    },
    'user-1',
  );
}

export function makeSaveResponse(overrides: Partial<SaveScoreResponse> = {}): SaveScoreResponse {
  return {
    success: true,
    topicId: 'forest_land_fires',
    score: 10,
    correct: 1,
    feedback: [
      {
        questionId: 'forest_land_fires_q',
        answer: 'C',
        answer_id: 'C',
        answer_en: 'C',
        reasoning_id: 'Asap mengandung partikel halus.',
        reasoning_en: 'Smoke carries very fine particles.',
      },
    ],
    regularQuizScore: 10,
    closingQuizScore: 0,
    totalQuizScore: 10,
    totalScore: 10,
    ...overrides,
  };
}
