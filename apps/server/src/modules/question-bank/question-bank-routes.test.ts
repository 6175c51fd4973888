import { beforeAll, describe, expect, it } from 'vitest';
import type { GuideQuestion } from '@ecoscha/contracts';
import { englishApiCaller } from '../../testing/api-call';
import { createAccount, useTestApp, type Account } from '../../testing/test-app';
import {
  choiceDraft,
  essayDraft,
  shortAnswerDraft,
  trueFalseDraft,
} from './question-drafts.testing';

let guide: Account;
let otherGuide: Account;
let player: Account;

const t = useTestApp();
beforeAll(async () => {
  guide = await createAccount(t.app, 'sustainability_guide');
  otherGuide = await createAccount(t.app, 'sustainability_guide');
  player = await createAccount(t.app, 'kang_raka_green_guardian');
});

const call = englishApiCaller(() => t.app);

async function listOf(who: Account): Promise<GuideQuestion[]> {
  const answer = await call(who, 'GET', '/api/my-questions');
  expect(answer.status).toBe(200);
  return answer.body as unknown as GuideQuestion[];
}

async function add(body: object, who: Account = guide): Promise<GuideQuestion> {
  const answer = await call(who, 'POST', '/api/my-questions', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as unknown as GuideQuestion;
}

describe('a guide writes their own questions', () => {
  it('adds each of the four types, trimmed, and lists only their own', async () => {
    const written = [
      await add({ ...choiceDraft(), question_id: '  Dari mana air sumur?  ' }),
      await add(trueFalseDraft()),
      await add(shortAnswerDraft()),
      await add(essayDraft()),
    ];
    expect(written[0]?.draft.question_id).toBe('Dari mana air sumur?');
    expect(written.every((question) => /^own_[a-z0-9]+$/.test(question.id))).toBe(true);
    expect(written.map((question) => question.draft.type)).toEqual([
      'multiple_choice',
      'true_false',
      'short_answer',
      'essay',
    ]);
    await add(choiceDraft(), otherGuide);
    const mine = await listOf(guide);
    expect(mine.map((question) => question.id)).toEqual(written.map((question) => question.id));
    expect(mine.every((question) => !question.hidden)).toBe(true);
  });

  it('edits a question', async () => {
    const question = await add(choiceDraft());
    const edited = await call(guide, 'PUT', `/api/my-questions/${question.id}`, {
      ...choiceDraft(),
      topic: 'forest_land_fires',
      answer_id: 'B',
      answer_en: 'B',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.draft).toMatchObject({ topic: 'forest_land_fires', answer_id: 'B' });
  });
});

describe('who may', () => {
  it('refuses players (403) and visitors (401) the question file, changing nothing', async () => {
    const before = await listOf(guide);
    const calls: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/my-questions/export'],
      [
        'POST',
        '/api/my-questions/import',
        { format: 'ecoscha-question-set', version: 1, questions: [choiceDraft()] },
      ],
    ];
    for (const [method, url, body] of calls) {
      const asPlayer = await call(player, method, url, body);
      expect(asPlayer.status, `${method} ${url}`).toBe(403);
      expect(asPlayer.body.code).toBe('GUIDE_ROLE_REQUIRED');
      const asVisitor = await call(undefined, method, url, body);
      expect(asVisitor.status, `${method} ${url}`).toBe(401);
      expect(asVisitor.body.code).toBe('UNAUTHENTICATED');
    }
    expect(await listOf(guide)).toEqual(before);
    expect(await listOf(player as Account).catch(() => [])).toEqual([]);
  });

  it("says why another guide's question is refused", async () => {
    const question = await add(choiceDraft());
    const answer = await call(otherGuide, 'POST', `/api/my-questions/${question.id}/hide`);
    expect(answer.body).toMatchObject({
      code: 'QUESTION_NOT_YOURS',
      message: 'You can only see and change questions that you wrote yourself.',
    });
  });
});

describe('refusals', () => {
  const cases: [string, object, Record<string, string>][] = [
    [
      'no English',
      { ...choiceDraft(), question_en: ' ', reasoning_en: undefined },
      { question_en: 'This field is required.', reasoning_en: 'This field is required.' },
    ],
    [
      'an answer that is not an option',
      choiceDraft({ answer_id: 'C', answer_en: 'C' }),
      {
        answer_id: "The answer must be one of this question's option keys.",
        answer_en: "The answer must be one of this question's option keys.",
      },
    ],
    [
      'options that differ between the languages',
      choiceDraft({
        options_en: [
          { key: 'A', text: 'Groundwater' },
          { key: 'C', text: 'Sea' },
        ],
      }),
      {
        options_en:
          'The English options must use the same keys in the same order as the Indonesian ones.',
      },
    ],
    [
      'a text over the limit',
      choiceDraft({ question_id: 'x'.repeat(501), stimulus_en: 'y'.repeat(1501) }),
      { question_id: 'Use at most 500 characters.', stimulus_en: 'Use at most 1500 characters.' },
    ],
    [
      'an option over the limit',
      choiceDraft({
        options_id: [
          { key: 'A', text: 'x'.repeat(201) },
          { key: 'B', text: 'b' },
        ],
      }),
      { options_id: 'Use at most 200 characters.' },
    ],
    [
      'a true/false question with other keys',
      trueFalseDraft({
        options_id: [
          { key: 'A', text: 'Benar' },
          { key: 'B', text: 'Salah' },
        ],
      }),
      {
        options_id:
          'A multiple-choice question needs 2 to 5 options keyed A–E; a true/false question exactly two: true and false.',
        options_en:
          'The English options must use the same keys in the same order as the Indonesian ones.',
        answer_id: "The answer must be one of this question's option keys.",
      },
    ],
    [
      'other answers on an essay',
      essayDraft({ also_accepted: ['apa saja'] }),
      { also_accepted: 'Only a short-answer question accepts other answers.' },
    ],
    [
      'options on a short answer',
      shortAnswerDraft({ options_id: [{ key: 'A', text: 'a' }] }),
      { options_id: 'Short-answer and essay questions have no options.' },
    ],
    [
      'an unknown topic',
      choiceDraft({ topic: 'volcanoes' as never }),
      { topic: 'The format is invalid.' },
    ],
  ];

  it.each(cases)(
    'refuses %s with a message per field, changing nothing',
    async (_, body, errors) => {
      const question = await add(choiceDraft());
      const before = await listOf(guide);
      for (const [method, url] of [
        ['POST', '/api/my-questions'],
        ['PUT', `/api/my-questions/${question.id}`],
      ] as const) {
        const answer = await call(guide, method, url, body);
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('VALIDATION_FAILED');
        expect(answer.body.errors).toEqual(errors);
      }
      expect(await listOf(guide)).toEqual(before);
    },
  );

  it('says why in Indonesian too', async () => {
    const answer = await call(guide, 'POST', '/api/my-questions', choiceDraft({ answer_id: 'E' }), {
      'accept-language': 'id',
    });
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Data yang dikirim tidak valid.',
      errors: { answer_id: 'Jawabannya harus salah satu kunci pilihan soal ini.' },
    });
  });
});

describe('export and import', () => {
  it('exports the visible questions and imports them for another guide', async () => {
    const hidden = await add(essayDraft({ question_id: 'Soal yang disembunyikan' }));
    await call(guide, 'POST', `/api/my-questions/${hidden.id}/hide`);
    const res = await t.app.inject({
      url: '/api/my-questions/export',
      headers: { authorization: `Bearer ${guide.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const file = res.json<{ format: string; questions: { question_id: string }[] }>();
    expect(file.format).toBe('ecoscha-question-set');
    const visible = (await listOf(guide)).filter((q) => !q.hidden).map((q) => q.draft);
    expect(file.questions).toEqual(visible);

    const fresh = await createAccount(t.app, 'sustainability_guide');
    const imported = await call(fresh, 'POST', '/api/my-questions/import', file);
    expect(imported.status).toBe(201);
    expect(imported.body.imported).toBe(visible.length);
    expect((await listOf(fresh)).map((q) => q.draft)).toEqual(visible);
  });

  it('reports each refused item by position and imports nothing', async () => {
    const fresh = await createAccount(t.app, 'sustainability_guide');
    const answer = await call(fresh, 'POST', '/api/my-questions/import', {
      format: 'ecoscha-question-set',
      version: 1,
      questions: [
        choiceDraft(),
        choiceDraft({ answer_id: 'D' }),
        shortAnswerDraft(),
        { ...essayDraft(), question_en: '' },
        'not a question',
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'QUESTION_SET_INVALID',
      errors: {
        'questions.2.answer_id': "The answer must be one of this question's option keys.",
        'questions.4.question_en': 'This field is required.',
        'questions.5._': 'The value has the wrong type.',
      },
    });
    expect(Object.keys(answer.body.errors as object)).toHaveLength(3);
    expect(await listOf(fresh)).toEqual([]);
  });

  it('refuses a file that is not a question set', async () => {
    for (const body of [
      { format: 'something-else', version: 1, questions: [choiceDraft()] },
      { format: 'ecoscha-question-set', version: 2, questions: [choiceDraft()] },
      { format: 'ecoscha-question-set', version: 1, questions: [] },
    ]) {
      const answer = await call(guide, 'POST', '/api/my-questions/import', body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    }
  });
});
