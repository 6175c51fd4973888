import {
  CHOICE_KEYS,
  type QuestionDraft,
  type QuestionType,
  type QuizTopicKey,
} from '@ecoscha/contracts';

export type Option = { key: string; text: string };

const TRUE_FALSE: Option[] = [
  { key: 'true', text: '' },
  { key: 'false', text: '' },
];

/** The options a type starts with: four lettered ones, true and false, or none. */
function startingOptions(type: QuestionType): Option[] {
  if (type === 'multiple_choice') return CHOICE_KEYS.slice(0, 4).map((key) => ({ key, text: '' }));
  if (type === 'true_false') return TRUE_FALSE.map((option) => ({ ...option }));
  return [];
}

export function emptyDraft(
  type: QuestionType = 'multiple_choice',
  topic: QuizTopicKey = 'forest_land_fires',
): QuestionDraft {
  return {
    topic,
    type,
    question_id: '',
    question_en: '',
    stimulus_id: '',
    stimulus_en: '',
    options_id: startingOptions(type),
    options_en: startingOptions(type),
    answer_id: '',
    answer_en: '',
    reasoning_id: '',
    reasoning_en: '',
    also_accepted: [],
  };
}

/** Another type keeps the texts and starts its own options and answer. */
export function withType(draft: QuestionDraft, type: QuestionType): QuestionDraft {
  const fresh = emptyDraft(type, draft.topic);
  const choice = type === 'multiple_choice' || type === 'true_false';
  return {
    ...draft,
    type,
    options_id: fresh.options_id,
    options_en: fresh.options_en,
    answer_id: choice ? '' : draft.answer_id,
    answer_en: choice ? '' : draft.answer_en,
    also_accepted: type === 'short_answer' ? draft.also_accepted : [],
  };
}

/** A choice question's answer is one key for both languages. */
export const withAnswerKey = (draft: QuestionDraft, key: string): QuestionDraft => ({
  ...draft,
  answer_id: key,
  answer_en: key,
});

/** Adds the next letter (A to E) to both languages' options. */
export function withOptionAdded(draft: QuestionDraft): QuestionDraft {
  const key = CHOICE_KEYS[draft.options_id.length];
  if (!key) return draft;
  return {
    ...draft,
    options_id: [...draft.options_id, { key, text: '' }],
    options_en: [...draft.options_en, { key, text: '' }],
  };
}

/** Removes the last option of both languages (and the answer, if it was that one). */
export function withLastOptionRemoved(draft: QuestionDraft): QuestionDraft {
  if (draft.options_id.length <= 2) return draft;
  const removed = draft.options_id.at(-1)?.key;
  const next = {
    ...draft,
    options_id: draft.options_id.slice(0, -1),
    options_en: draft.options_en.slice(0, -1),
  };
  return draft.answer_id === removed ? withAnswerKey(next, '') : next;
}

export function withOptionText(
  draft: QuestionDraft,
  field: 'options_id' | 'options_en',
  index: number,
  text: string,
): QuestionDraft {
  return {
    ...draft,
    [field]: draft[field].map((option, at) => (at === index ? { ...option, text } : option)),
  };
}

/** The other accepted answers as typed, one per line (blank lines left out). */
export const acceptedFromLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The editable part of a stored question (the server sends also_accepted, options as lists). */
export const draftOf = (question: { draft: QuestionDraft }): QuestionDraft => ({
  ...question.draft,
});
