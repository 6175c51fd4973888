import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameView } from '@ecoscha/game';
import { makeQuizView, makeTopics } from '@/features/game-quiz/testing/quiz-fixtures';
import { i18n } from '@/lib/i18n';
import { makeUser, storeLogin } from '@/testing/data';
import { errorBody, mockApi, type Reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { sessionRoute } from '@/testing/session-data';

const CHOOSER = '/choose-topic-card?sessionId=s1';

function signedIn(
  view: GameView,
  topics: Reply | (() => Reply) = { body: { topics: makeTopics() } },
) {
  storeLogin();
  return mockApi({
    'GET /api/auth/profile': { body: { user: makeUser() } },
    ...sessionRoute(view),
    'GET /api/quiz/topics': topics,
  });
}

/** The countdown was shown earlier in this tab. */
const countdownShown = () => sessionStorage.setItem('quizCountdownShown_s1_user-1', 'true');

const card = (name: RegExp) => screen.getByRole('button', { name });

describe('/choose-topic-card', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./choose-topic-card');
  });

  it('opens with the countdown the first time in a session', async () => {
    signedIn(makeQuizView());
    const app = renderApp(CHOOSER);
    await waitFor(() => expect(app.currentUrl()).toBe('/countdown?sessionId=s1'));
  });

  it('shows the six topic cards in two columns, the done ones COMPLETED and closed', async () => {
    countdownShown();
    // One topic done as the live session says, one as the topic list says.
    const view = makeQuizView({ done: ['industrial_waste'] });
    const api = signedIn(view, { body: { topics: makeTopics(['plastic_waste']) } });
    const app = renderApp(CHOOSER);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a topic card' }),
    ).toBeVisible();
    await screen.findByRole('button', { name: /Forest and Land Fires/ });
    const cards = within(screen.getByRole('list', { name: 'Topic cards' })).getAllByRole('button');
    expect(cards).toHaveLength(6);
    expect(card(/Forest and Land Fires/)).toHaveTextContent('Topic 1');
    expect(card(/Forest and Land Fires/).querySelector('img')).toHaveAttribute(
      'src',
      '/content/images/topics/forest_land_fires.svg',
    );
    expect(card(/Industrial Waste/)).toBeDisabled();
    expect(card(/Industrial Waste/)).toHaveTextContent('COMPLETED');
    expect(card(/Plastic Waste/)).toBeDisabled();
    expect(card(/Forest and Land Fires/)).toBeEnabled();
    expect(card(/Forest and Land Fires/)).not.toHaveTextContent('COMPLETED');
    expect(screen.getByText('2 of 6 topics done')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[45]:\d\d$/);
    expect(api.requestsTo('GET', '/api/quiz/topics')[0]?.search).toBe('?sessionId=s1');
    expect(screen.queryByText('MISSION COMPLETE')).not.toBeInTheDocument();

    await app.user.click(card(/Clean-Water Crisis/));
    await waitFor(() =>
      expect(app.currentUrl()).toBe('/quiz?sessionId=s1&topicId=clean_water_crisis&topicIndex=4'),
    );
  });

  it('says MISSION COMPLETE and asks to stand by when every topic is done', async () => {
    countdownShown();
    const all = makeTopics().map((topic) => topic._id);
    signedIn(makeQuizView({ done: all }));
    renderApp(CHOOSER);

    const standby = await screen.findByRole('status', { name: 'MISSION COMPLETE' });
    expect(standby).toHaveTextContent('wait for the guide to close the quiz');
    for (const button of within(screen.getByRole('list', { name: 'Topic cards' })).getAllByRole(
      'button',
    )) {
      expect(button).toBeDisabled();
    }
  });

  it('shows the two fallback topics, closed, with a retry when the topics cannot load', async () => {
    countdownShown();
    let fail = true;
    signedIn(makeQuizView(), () =>
      fail
        ? { status: 500, body: errorBody('INTERNAL_ERROR', 'boom') }
        : { body: { topics: makeTopics() } },
    );
    const app = renderApp(CHOOSER);

    expect(await screen.findByRole('alert')).toHaveTextContent('The topics could not be loaded');
    expect(card(/Forest and Land Fires/)).toBeDisabled();
    expect(card(/Water Pollution/)).toBeDisabled();

    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Topic cards' })).getAllByRole('button'),
      ).toHaveLength(6),
    );
    expect(card(/Forest and Land Fires/)).toBeEnabled();
  });

  it('speaks Indonesian, the spec words too', async () => {
    await i18n.changeLanguage('id');
    countdownShown();
    signedIn(makeQuizView({ done: ['forest_land_fires'] }));
    renderApp(CHOOSER);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pilih kartu topik' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('button', { name: /Kebakaran Hutan dan Lahan/ }),
    ).toHaveTextContent('SELESAI');
    expect(screen.getByText('1 dari 6 topik selesai')).toBeInTheDocument();
  });
});
