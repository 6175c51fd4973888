import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameView } from '@ecoscha/game';
import {
  makeQuizView,
  makeSaveResponse,
  makeTopics,
} from '@/features/game-quiz/testing/quiz-fixtures';
import { makeUser, storeLogin } from '@/testing/data';
import { errorBody, mockApi, type Reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { sessionRoute } from '@/testing/session-data';

const quizUrl = (topicId: string, topicIndex = 1) =>
  `/quiz?sessionId=s1&topicId=${topicId}&topicIndex=${topicIndex}`;

/** The API of a quiz in progress: a topic saved successfully is done from then on. */
function signedIn(view: GameView = makeQuizView(), save: Reply = { body: makeSaveResponse() }) {
  storeLogin();
  sessionStorage.setItem('quizCountdownShown_s1_user-1', 'true');
  const done: string[] = [];
  return mockApi({
    'GET /api/auth/profile': { body: { user: makeUser() } },
    ...sessionRoute(view),
    'GET /api/quiz/topics': () => ({ body: { topics: makeTopics(done) } }),
    'POST /api/quiz-score/save-score': (request) => {
      if (save !== 'network-error' && !save.status) {
        done.push((request.body as { topicId: string }).topicId);
      }
      return save;
    },
  });
}

const finish = () => screen.getByRole('button', { name: 'Finish' });

describe('/quiz', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await Promise.all([import('./quiz'), import('./choose-topic-card')]);
  });
  afterEach(() => vi.useRealTimers());

  describe('inputs by question type', () => {
    it('multiple choice: options A to E as radio cards; Finish waits for a pick', async () => {
      signedIn();
      const app = renderApp(quizUrl('forest_land_fires'));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Forest and Land Fires' }),
      ).toBeVisible();
      expect(screen.getByText('Topic 1')).toBeInTheDocument();
      expect(screen.getByText('Read about it: What is the best thing to do?')).toBeVisible();
      const group = screen.getByRole('radiogroup', { name: 'What is the best thing to do?' });
      const options = within(group).getAllByRole('radio');
      expect(options.map((radio) => radio.closest('label')?.textContent?.charAt(0))).toEqual([
        'A',
        'B',
        'C',
        'D',
        'E',
      ]);
      expect(finish()).toBeDisabled();
      expect(screen.getByText('Answer the question to continue.')).toBeVisible();

      await app.user.click(screen.getByRole('radio', { name: /Stay indoors and wear a mask/ }));
      expect(screen.getByRole('radio', { name: /^C/ })).toBeChecked();
      expect(finish()).toBeEnabled();
    });

    it('true/false: two big choices', async () => {
      signedIn();
      const app = renderApp(quizUrl('industrial_waste', 2));

      const group = await screen.findByRole('radiogroup', {
        name: 'Factories may dump waste in rivers.',
      });
      expect(within(group).getAllByRole('radio')).toHaveLength(2);
      expect(finish()).toBeDisabled();
      await app.user.click(within(group).getByRole('radio', { name: 'False' }));
      expect(finish()).toBeEnabled();
    });

    it('short answer: capital letters, one per box, a row of boxes per word', async () => {
      signedIn();
      const app = renderApp(quizUrl('plastic_waste', 3));

      const input = await screen.findByRole('textbox', { name: 'Your answer' });
      expect(finish()).toBeDisabled();
      await app.user.type(input, '  micro  plastic');
      expect(input).toHaveValue('MICRO PLASTIC');
      const words = [...document.querySelectorAll('[data-word]')].map((word) =>
        [...word.querySelectorAll('[data-letter]')].map((box) => box.textContent).join(''),
      );
      expect(words).toEqual(['MICRO', 'PLASTIC']);
      expect(finish()).toBeEnabled();

      await app.user.clear(input);
      await app.user.type(input, '   ');
      expect(input).toHaveValue('');
      expect(finish()).toBeDisabled();
    });

    it('essay: a text area with a word count', async () => {
      signedIn();
      const app = renderApp(quizUrl('clean_water_crisis', 4));

      const essay = await screen.findByRole('textbox', { name: 'Your answer' });
      expect(essay.tagName).toBe('TEXTAREA');
      expect(screen.getByText('Write at least 5 words and explain why.')).toBeVisible();
      expect(finish()).toBeDisabled();
      await app.user.type(essay, 'Turn off the tap');
      expect(screen.getByText('4 words')).toBeVisible();
      expect(finish()).toBeEnabled();
    });
  });

  it('hands the answers in, shows the result and returns to the topics 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = signedIn();
    const app = renderApp(quizUrl('forest_land_fires'), {
      advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    });

    await app.user.click(await screen.findByRole('radio', { name: /Stay indoors/ }));
    await app.user.click(finish());

    expect(await screen.findByRole('heading', { name: 'Correct!' })).toHaveFocus();
    expect(screen.getByText('+10 points')).toBeVisible();
    expect(screen.getByText('Your quiz score so far: 10')).toBeVisible();
    expect(screen.getByText('C. Stay indoors and wear a mask')).toBeVisible();
    expect(screen.queryByText('Your answer')).not.toBeInTheDocument();
    expect(screen.getByText('Smoke carries very fine particles.')).toBeVisible();
    expect(api.requestsTo('POST', '/api/quiz-score/save-score')[0]?.body).toEqual({
      sessionId: 's1',
      userId: 'user-1',
      topicId: 'forest_land_fires',
      answers: { forest_land_fires_q: 'C' },
      isClosingQuiz: false,
    });

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(app.currentUrl()).toBe(quizUrl('forest_land_fires'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(app.currentUrl()).toBe('/choose-topic-card?sessionId=s1'));
    expect(await screen.findByRole('button', { name: /Forest and Land Fires/ })).toBeDisabled();
  });

  it('hands in whatever is answered when the 60 s run out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = signedIn(makeQuizView(), {
      body: makeSaveResponse({ topicId: 'plastic_waste', score: 0, correct: 0 }),
    });
    const app = renderApp(quizUrl('plastic_waste', 3), {
      advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    });

    const input = await screen.findByRole('textbox', { name: 'Your answer' });
    expect(screen.getByRole('timer')).toHaveTextContent('60 s');
    await app.user.type(input, 'micro');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^(29|30) s$/);
    expect(api.requestsTo('POST', '/api/quiz-score/save-score')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/quiz-score/save-score')).toHaveLength(1),
    );
    expect(api.requestsTo('POST', '/api/quiz-score/save-score')[0]?.body).toMatchObject({
      topicId: 'plastic_waste',
      answers: { plastic_waste_q: 'MICRO' },
    });
    expect(await screen.findByRole('heading', { name: 'Not quite…' })).toBeVisible();
  });

  it('keeps the quiz deadline when it comes before the topic’s 60 s', async () => {
    signedIn(makeQuizView({ deadline: Date.now() + 20_000 }));
    renderApp(quizUrl('forest_land_fires'));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^(19|20) s$/);
  });

  it('shows a failed save and goes back to the topic choice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn(makeQuizView(), { status: 409, body: errorBody('WRONG_PHASE', 'Wrong phase') });
    const app = renderApp(quizUrl('industrial_waste', 2), {
      advanceTimers: (ms) => vi.advanceTimersByTime(ms),
    });

    await app.user.click(await screen.findByRole('radio', { name: 'True' }));
    await app.user.click(finish());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be saved');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(app.currentUrl()).toBe('/choose-topic-card?sessionId=s1'));
  });

  it('says the answers are safe when a retried hand-in finds the topic already saved', async () => {
    signedIn(makeQuizView(), {
      status: 409,
      body: errorBody('TOPIC_ALREADY_COMPLETED', 'Topic already completed'),
    });
    const app = renderApp(quizUrl('industrial_waste', 2));

    await app.user.click(await screen.findByRole('radio', { name: 'True' }));
    await app.user.click(finish());
    expect(await screen.findByText('Your answers to this topic were already saved.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says Topic not found for an unknown topic', async () => {
    signedIn();
    renderApp(quizUrl('volcanoes'));
    expect(await screen.findByRole('heading', { name: 'Topic not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the topics' })).toHaveAttribute(
      'href',
      '/choose-topic-card?sessionId=s1',
    );
  });

  it('does not open a topic again once it is done', async () => {
    signedIn(makeQuizView({ done: ['forest_land_fires'] }));
    const app = renderApp(quizUrl('forest_land_fires'));
    await waitFor(() => expect(app.currentUrl()).toBe('/choose-topic-card?sessionId=s1'));
  });

  it('keeps the answers and the time of an open topic across a reload', async () => {
    signedIn();
    const first = renderApp(quizUrl('forest_land_fires'));
    await first.user.click(await screen.findByRole('radio', { name: /Stay indoors/ }));
    first.unmount();

    renderApp(quizUrl('forest_land_fires'));
    expect(await screen.findByRole('radio', { name: /Stay indoors/ })).toBeChecked();
    expect(finish()).toBeEnabled();
  });
});
