import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GuideQuestion, QuestionDraft } from '@ecoscha/contracts';
import { contentRoutes } from '@/testing/content-data';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { GUIDE_ID, makeSessionView, sessionRoute } from '@/testing/session-data';
import { signedInAs } from '@/testing/signed-in';

const LIST = 'GET /api/my-questions';

function draft(overrides: Partial<QuestionDraft> = {}): QuestionDraft {
  return {
    topic: 'clean_water_crisis',
    type: 'multiple_choice',
    question_id: 'Dari mana air sumur berasal?',
    question_en: 'Where does well water come from?',
    stimulus_id: 'Sumur sekolah mulai keruh.',
    stimulus_en: 'The school well has turned cloudy.',
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

function stored(
  id: string,
  hidden: boolean,
  overrides: Partial<QuestionDraft> = {},
): GuideQuestion {
  const at = '2026-11-25T08:00:00.000Z';
  return { id, hidden, createdAt: at, updatedAt: at, draft: draft(overrides) };
}

function signedIn(roleId: 'sustainability_guide_1' | 'eco_citizen_1', routes = {}) {
  return signedInAs(roleId, routes);
}

describe('/my-questions', () => {
  beforeAll(async () => {
    await Promise.all([import('./my-questions'), import('./role-explanation-room')]);
  });

  it('lists the guide’s questions with their count, type and topic', async () => {
    signedIn('sustainability_guide_1', {
      [LIST]: {
        body: [
          stored('own_a', false),
          stored('own_b', true, { type: 'essay', question_en: 'Why plant bamboo?' }),
        ],
      },
    });
    renderApp('/my-questions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My quiz questions' }),
    ).toBeVisible();
    expect(await screen.findByText('1 shown, 1 hidden')).toBeVisible();
    const items = within(screen.getByRole('region', { name: 'Your questions' })).getAllByRole(
      'listitem',
    );
    expect(
      within(items[0] as HTMLElement).getByText('Where does well water come from?'),
    ).toBeVisible();
    expect(
      within(items[0] as HTMLElement).getByText('Multiple choice · Clean-water crisis'),
    ).toBeVisible();
    expect(
      within(items[1] as HTMLElement).getByText(/Essay · Clean-water crisis · Hidden/),
    ).toBeVisible();
  });

  it('writes a question in both languages with a live phone preview, as text', async () => {
    const api = signedIn('sustainability_guide_1', {
      [LIST]: { body: [] },
      'POST /api/my-questions': ({ body }: { body: unknown }) => ({
        status: 201,
        body: { ...stored('own_new', false), draft: body },
      }),
    });
    const app = renderApp('/my-questions');
    expect(await screen.findByText('You have not written any questions yet.')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Write a new question' }));
    await app.user.selectOptions(
      screen.getByRole('combobox', { name: 'Topic' }),
      'Plastic waste and pollution',
    );
    const type = (label: string, text: string) =>
      fireEvent.input(screen.getByRole('textbox', { name: label }), { target: { value: text } });
    type('Story or situation (Indonesian)', 'Sungai Citarum penuh plastik.');
    type('Story or situation (English)', 'The Citarum is full of plastic.');
    type('Question (Indonesian)', '<b>Apa</b> yang bisa kita lakukan?');
    type('Question (English)', 'What can we do?');
    type('Option A (Indonesian)', 'Memilah sampah');
    type('Option A (English)', 'Sort waste');
    type('Option B (Indonesian)', 'Membakar sampah');
    type('Option B (English)', 'Burn waste');
    await app.user.click(screen.getByRole('button', { name: 'Remove the last option' }));
    await app.user.click(screen.getByRole('button', { name: 'Remove the last option' }));
    await app.user.click(screen.getByRole('radio', { name: 'A' }));
    type('Why this is the answer (Indonesian)', 'Sampah terpilah bisa didaur ulang.');
    type('Why this is the answer (English)', 'Sorted waste can be recycled.');

    const preview = screen.getByRole('region', { name: 'How a phone shows it' });
    // Markup typed in a question stays visible text; nothing is turned into HTML.
    expect(within(preview).getByText('<b>Apa</b> yang bisa kita lakukan?')).toBeVisible();
    expect(preview.querySelector('b')).toBeNull();
    await app.user.click(within(preview).getByRole('button', { name: 'English' }));
    expect(within(preview).getByText('What can we do?')).toBeVisible();
    expect(within(preview).getByText('Sort waste')).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/my-questions')).toHaveLength(1));
    expect(api.requestsTo('POST', '/api/my-questions')[0]?.body).toEqual({
      topic: 'plastic_waste',
      type: 'multiple_choice',
      stimulus_id: 'Sungai Citarum penuh plastik.',
      stimulus_en: 'The Citarum is full of plastic.',
      question_id: '<b>Apa</b> yang bisa kita lakukan?',
      question_en: 'What can we do?',
      options_id: [
        { key: 'A', text: 'Memilah sampah' },
        { key: 'B', text: 'Membakar sampah' },
      ],
      options_en: [
        { key: 'A', text: 'Sort waste' },
        { key: 'B', text: 'Burn waste' },
      ],
      answer_id: 'A',
      answer_en: 'A',
      reasoning_id: 'Sampah terpilah bisa didaur ulang.',
      reasoning_en: 'Sorted waste can be recycled.',
      also_accepted: [],
    });
    expect(await screen.findByRole('button', { name: 'Write a new question' })).toBeVisible();
  });

  it('shows the server’s reason beside each refused field', async () => {
    signedIn('sustainability_guide_1', {
      [LIST]: {
        body: [stored('own_a', false, { type: 'short_answer', options_id: [], options_en: [] })],
      },
      'PUT /api/my-questions/own_a': {
        status: 400,
        body: errorBody('VALIDATION_FAILED', 'The data sent is not valid.', {
          question_en: 'This field is required.',
        }),
      },
    });
    const app = renderApp('/my-questions');
    await app.user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit question' })).toBeVisible();
    fireEvent.input(screen.getByRole('textbox', { name: 'Question (English)' }), {
      target: { value: '' },
    });
    await app.user.click(screen.getByRole('button', { name: 'Save question' }));
    expect(await screen.findByText('This field is required.')).toBeVisible();
    expect(
      screen.getByText('The question was not saved. Check the fields marked below.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Question (English)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('imports a file, naming each refused question by its position', async () => {
    const api = signedIn('sustainability_guide_1', {
      [LIST]: { body: [] },
      'POST /api/my-questions/import': {
        status: 400,
        body: errorBody('QUESTION_SET_INVALID', 'No question was added.', {
          'questions.2.answer_id': "The answer must be one of this question's option keys.",
        }),
      },
    });
    const app = renderApp('/my-questions');
    const input = await screen.findByLabelText('Add from a file', { selector: 'input' });
    const file = {
      format: 'ecoscha-question-set',
      version: 1,
      questions: [draft(), draft({ answer_id: 'D' })],
    };
    await app.user.upload(
      input,
      new File([JSON.stringify(file)], 'set.json', { type: 'application/json' }),
    );
    expect(
      await screen.findByText(
        "Question 2, answer_id: The answer must be one of this question's option keys.",
      ),
    ).toBeVisible();
    expect(api.requestsTo('POST', '/api/my-questions/import')[0]?.body).toEqual(file);
    await app.user.upload(input, new File(['not json'], 'bad.json', { type: 'application/json' }));
    expect(
      await screen.findByText('This file is not a question file that can be read.'),
    ).toBeVisible();
    expect(api.requestsTo('POST', '/api/my-questions/import')).toHaveLength(1);
  });

  it('is where the role room’s bank choice leads; a room asks the chosen questions', async () => {
    const view = makeSessionView({ sessionId: 'session-1', viewerId: GUIDE_ID });
    let refuse = true;
    const api = signedIn('sustainability_guide_1', {
      ...contentRoutes(),
      ...sessionRoute({ ...view, viewer: { ...view.viewer, userId: 'user-1' } }),
      'POST /api/game-sessions': () =>
        refuse
          ? {
              status: 409,
              body: errorBody(
                'QUESTION_BANK_EMPTY',
                'You have no questions of your own that are shown.',
              ),
            }
          : { status: 201, body: { _id: 'session-1' } },
      [LIST]: { body: [] },
    });
    const app = renderApp('/role-explanation-room?character=sustainability_guide');
    const bank = await screen.findByRole('combobox', { name: 'Quiz questions' });
    expect(bank).toHaveDisplayValue("The game's questions");
    await app.user.selectOptions(bank, 'My own questions');
    await app.user.click(screen.getByRole('button', { name: 'Generate room code' }));
    expect(
      await screen.findByText(
        /You have no questions of your own that are shown. Write or restore some first/,
      ),
    ).toBeVisible();
    refuse = false;
    await app.user.click(screen.getByRole('button', { name: 'Generate room code' }));
    await waitFor(() => expect(app.currentUrl()).toMatch(/^\/moderator-leaderboard-startgame/));
    const requests = api.requestsTo('POST', '/api/game-sessions');
    expect(
      requests.map((request) => (request.body as { questionBank?: string }).questionBank),
    ).toEqual(['own', 'own']);
  });

  it('is linked from the role room', async () => {
    signedIn('sustainability_guide_1', { ...contentRoutes(), [LIST]: { body: [] } });
    const app = renderApp('/role-explanation-room?character=sustainability_guide');
    await app.user.click(await screen.findByRole('link', { name: 'Write or edit my questions' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/my-questions'));
    expect(await screen.findByText('You have not written any questions yet.')).toBeVisible();
  });
});
