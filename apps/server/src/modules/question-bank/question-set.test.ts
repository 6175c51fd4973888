import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHOICE_KEYS,
  QUESTION_LIMITS,
  QUIZ_TOPIC_KEYS,
  QuestionSetFileSchema,
  type QuestionDraft,
} from '@ecoscha/contracts';
import { createAccount, createTestApp, type TestApp } from '../../testing/test-app';
import { checkQuestionSet, exportQuestionSet } from './question-set';

/** A text as the editor keeps it: trimmed, not empty, within `max`; any characters. */
const text = (max: number) =>
  fc
    .oneof(
      fc.string({ minLength: 1, maxLength: 40 }),
      fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }),
      fc.string({ minLength: max - 3, maxLength: max }),
    )
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= max);

const bilingual = (max: number) => fc.tuple(text(max), text(max));

const optionsFor = (keys: readonly string[]) =>
  fc.tuple(
    fc.tuple(...keys.map(() => text(QUESTION_LIMITS.optionMax))),
    fc.tuple(...keys.map(() => text(QUESTION_LIMITS.optionMax))),
  );

/** The type-specific part of a valid draft: options, answers, other accepted answers. */
const answerPart = fc.oneof(
  fc
    .integer({ min: 2, max: CHOICE_KEYS.length })
    .chain((count) => {
      const keys = CHOICE_KEYS.slice(0, count);
      return fc.tuple(fc.constant(keys), optionsFor(keys), fc.constantFrom(...keys));
    })
    .map(([keys, [id, en], answer]) => ({
      type: 'multiple_choice' as const,
      options_id: keys.map((key, index) => ({ key, text: id[index] as string })),
      options_en: keys.map((key, index) => ({ key, text: en[index] as string })),
      answer_id: answer,
      answer_en: answer,
      also_accepted: [],
    })),
  fc
    .tuple(optionsFor(['true', 'false']), fc.constantFrom('true', 'false'))
    .map(([[id, en], answer]) => ({
      type: 'true_false' as const,
      options_id: [
        { key: 'true', text: id[0] as string },
        { key: 'false', text: id[1] as string },
      ],
      options_en: [
        { key: 'true', text: en[0] as string },
        { key: 'false', text: en[1] as string },
      ],
      answer_id: answer,
      answer_en: answer,
      also_accepted: [],
    })),
  fc
    .tuple(
      fc.constantFrom('short_answer' as const, 'essay' as const),
      bilingual(QUESTION_LIMITS.answerMax),
      fc.array(text(QUESTION_LIMITS.acceptedMax), { maxLength: QUESTION_LIMITS.acceptedCount }),
    )
    .map(([type, [answerId, answerEn], accepted]) => ({
      type,
      options_id: [],
      options_en: [],
      answer_id: answerId,
      answer_en: answerEn,
      also_accepted: type === 'short_answer' ? accepted : [],
    })),
);

const draftArbitrary: fc.Arbitrary<QuestionDraft> = fc
  .record({
    topic: fc.constantFrom(...QUIZ_TOPIC_KEYS),
    question: bilingual(QUESTION_LIMITS.questionMax),
    stimulus: bilingual(QUESTION_LIMITS.stimulusMax),
    reasoning: bilingual(QUESTION_LIMITS.reasoningMax),
    answers: answerPart,
  })
  .map(({ topic, question, stimulus, reasoning, answers }) => ({
    topic,
    question_id: question[0],
    question_en: question[1],
    stimulus_id: stimulus[0],
    stimulus_en: stimulus[1],
    reasoning_id: reasoning[0],
    reasoning_en: reasoning[1],
    ...answers,
  }));

const setArbitrary = fc.array(draftArbitrary, { minLength: 1, maxLength: 8 });

/** What import reads from a downloaded file. */
function importFile(json: string): QuestionDraft[] {
  const file = QuestionSetFileSchema.parse(JSON.parse(json));
  const checked = checkQuestionSet(file.questions);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return checked.drafts;
}

describe('a question set survives export then import unchanged', () => {
  it('as a file (any valid set)', () => {
    fc.assert(
      fc.property(setArbitrary, (drafts) => {
        const json = JSON.stringify(exportQuestionSet(drafts));
        expect(importFile(json)).toEqual(drafts);
      }),
      { numRuns: 300 },
    );
  });

  describe('through the API', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('imported by one guide and exported again', async () => {
      await fc.assert(
        fc.asyncProperty(setArbitrary, async (drafts) => {
          const guide = await createAccount(t.app, 'sustainability_guide');
          const headers = { authorization: `Bearer ${guide.token}` };
          const imported = await t.app.inject({
            method: 'POST',
            url: '/api/my-questions/import',
            headers,
            payload: exportQuestionSet(drafts),
          });
          expect(imported.statusCode, imported.body).toBe(201);
          const exported = await t.app.inject({ url: '/api/my-questions/export', headers });
          expect(importFile(exported.body)).toEqual(drafts);
        }),
        { numRuns: 12 },
      );
    });
  });
});
