import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMINGS, type GameView } from '@ecoscha/game';
import { makeQuizView, makeTopics } from '@/features/game-quiz/testing/quiz-fixtures';
import { i18n } from '@/lib/i18n';
import { makeUser, storeLogin } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { sessionRoute } from '@/testing/session-data';

const CHOOSER = '/closing-choose-topic?sessionId=s1';

function signedIn(view: GameView, done: string[] = []) {
  storeLogin();
  return mockApi({
    'GET /api/auth/profile': { body: { user: makeUser() } },
    ...sessionRoute(view),
    'GET /api/quiz/topics': { body: { topics: makeTopics(done) } },
  });
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Topic cards' })).getAllByRole('button');

describe('/closing-choose-topic', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./closing-choose-topic');
  });

  it('lists the closing topics by index, ticks the done ones and opens the others', async () => {
    const api = signedIn(makeQuizView({ phase: 'closing_quiz_active', done: ['climate_change'] }));
    const app = renderApp(CHOOSER);

    expect(await screen.findByRole('heading', { level: 1, name: 'Closing quiz' })).toBeVisible();
    expect(screen.getByText('6 topics, 1 question per topic, 6 minutes')).toBeVisible();
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(cards()[0]).toHaveTextContent('Topic 1Forest and Land Fires');
    expect(cards()[5]).toHaveTextContent('✓COMPLETED');
    expect(cards()[5]).toBeDisabled();
    expect(api.requestsTo('GET', '/api/quiz/topics')[0]?.search).toBe('?sessionId=s1&closing=true');
    // No countdown before the closing quiz.
    expect(app.currentUrl()).toBe(CHOOSER);

    await app.user.click(screen.getByRole('button', { name: /Plastic Waste/ }));
    await waitFor(() =>
      expect(app.currentUrl()).toBe(
        '/closing-quiz?sessionId=s1&topicId=plastic_waste&topicIndex=3',
      ),
    );
  });

  it('asks to wait for the moderator once every topic is done', async () => {
    const all = makeTopics().map((topic) => topic._id);
    signedIn(makeQuizView({ phase: 'closing_quiz_active' }), all);
    renderApp(CHOOSER);

    const overlay = await screen.findByRole('status', { name: 'All topics done!' });
    expect(overlay).toHaveTextContent('wait for the guide to close the quiz');
    expect(within(overlay).getByText('Quiz time left')).toBeInTheDocument();
    for (const card of cards()) expect(card).toBeDisabled();
  });

  it('speaks Indonesian', async () => {
    await i18n.changeLanguage('id');
    signedIn(makeQuizView({ phase: 'closing_quiz_active' }));
    renderApp(CHOOSER);
    expect(await screen.findByText('6 topik, 1 soal per topik, 6 menit')).toBeVisible();
  });

  it('names the closing quiz’s time in force: the guide’s own, lengthened in accessibility mode', async () => {
    const view = makeQuizView({ phase: 'closing_quiz_active' });
    signedIn({
      ...view,
      timings: { ...DEFAULT_TIMINGS, closingQuizMs: 240_000 },
      accessibility: { timeScale: 2 },
    });
    renderApp(CHOOSER);
    expect(await screen.findByText('6 topics, 1 question per topic, 8 minutes')).toBeVisible();
  });
});
