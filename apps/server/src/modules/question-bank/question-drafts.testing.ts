import type { QuestionDraft } from '@ecoscha/contracts';

/** Valid drafts of each type, for the question bank's tests. */
export function choiceDraft(overrides: Partial<QuestionDraft> = {}): QuestionDraft {
  return {
    topic: 'clean_water_crisis',
    type: 'multiple_choice',
    question_id: 'Dari mana air sumur di sekolahmu berasal?',
    question_en: 'Where does the water in your school well come from?',
    stimulus_id: 'Sumur sekolah di tepi Sungai Cimanuk mulai keruh.',
    stimulus_en: 'The school well beside the Cimanuk River has turned cloudy.',
    options_id: [
      { key: 'A', text: 'Air tanah' },
      { key: 'B', text: 'Air laut' },
    ],
    options_en: [
      { key: 'A', text: 'Groundwater' },
      { key: 'B', text: 'Sea water' },
    ],
    answer_id: 'A',
    answer_en: 'A',
    reasoning_id: 'Sumur mengambil air tanah.',
    reasoning_en: 'A well draws groundwater.',
    also_accepted: [],
    ...overrides,
  };
}

export function shortAnswerDraft(overrides: Partial<QuestionDraft> = {}): QuestionDraft {
  return choiceDraft({
    topic: 'plastic_waste',
    type: 'short_answer',
    question_id: 'Apa nama bank tempat warga menabung sampah?',
    question_en: 'What is the bank where villagers deposit waste called?',
    options_id: [],
    options_en: [],
    answer_id: 'bank sampah',
    answer_en: 'waste bank',
    also_accepted: ['banksampah'],
    ...overrides,
  });
}

export function trueFalseDraft(overrides: Partial<QuestionDraft> = {}): QuestionDraft {
  return choiceDraft({
    topic: 'climate_change',
    type: 'true_false',
    options_id: [
      { key: 'true', text: 'Benar' },
      { key: 'false', text: 'Salah' },
    ],
    options_en: [
      { key: 'true', text: 'True' },
      { key: 'false', text: 'False' },
    ],
    answer_id: 'false',
    answer_en: 'false',
    ...overrides,
  });
}

export function essayDraft(overrides: Partial<QuestionDraft> = {}): QuestionDraft {
  return shortAnswerDraft({
    topic: 'land_conversion',
    type: 'essay',
    answer_id: 'Jawaban contoh yang baik.',
    answer_en: 'A good model answer.',
    also_accepted: [],
    ...overrides,
  });
}
