import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROJECTOR, viewFor, type GameState } from '@ecoscha/game';
import { signedInGuide, stateIn } from '@/features/game-leaderboard/testing/game-fixtures';
import { makeTopics } from '@/features/game-quiz/testing/quiz-fixtures';
import { contentRoutes } from '@/testing/content-data';
import { makeUser, storeLogin } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { GUIDE_ID, makeGameState, makeSessionView, sessionRoute } from '@/testing/session-data';

/*
 * The accessibility mode on the screens: the guide chooses it when opening the room,
 * the lobby and the projector say it is on, the projector turns to high contrast, a topic's own
 * clock is longer, and every game screen announces a phase change to screen readers.
 */

const withMode = (state: GameState, timeScale: 1.5 | 2 = 2): GameState => ({
  ...state,
  accessibility: { timeScale },
});

const announced = () => document.querySelector('[data-announcer]')?.textContent ?? '';

describe('the accessibility mode', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await Promise.all([
      import('./role-explanation-room'),
      import('./moderator-leaderboard-startgame'),
      import('./screen'),
      import('./quiz'),
    ]);
  });
  afterEach(() => vi.useRealTimers());

  /** The guide's room entry, where a new room is made (POST /api/game-sessions answers s1). */
  function openGuideRoomEntry() {
    storeLogin({ roleId: 'sustainability_guide_1' });
    const guideView = makeSessionView({ viewerId: GUIDE_ID });
    const api = mockApi({
      'GET /api/auth/profile': { body: { user: makeUser({ roleId: 'sustainability_guide_1' }) } },
      ...contentRoutes(),
      'POST /api/game-sessions': { status: 201, body: { _id: 's1' } },
      ...sessionRoute({ ...guideView, viewer: { ...guideView.viewer, userId: 'user-1' } }),
    });
    return { api, app: renderApp('/role-explanation-room?character=sustainability_guide') };
  }

  it('is off when the guide opens a room, and ×2 is sent once chosen', async () => {
    const { api, app } = openGuideRoomEntry();
    const choice = await screen.findByLabelText('Accessibility mode');
    expect(choice).toHaveDisplayValue('Off');
    expect(choice).toHaveAccessibleDescription(/longer time limits/);
    await app.user.selectOptions(choice, 'On: every time limit ×2');
    await app.user.click(screen.getByRole('button', { name: 'Generate room code' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/game-sessions')).toHaveLength(1));
    expect(api.requestsTo('POST', '/api/game-sessions')[0]?.body).toMatchObject({
      accessibility: { timeScale: 2 },
    });
  });

  it('leaves the mode out of a room opened without it', async () => {
    const { api, app } = openGuideRoomEntry();
    await app.user.click(await screen.findByRole('button', { name: 'Generate room code' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/game-sessions')).toHaveLength(1));
    expect(api.requestsTo('POST', '/api/game-sessions')[0]?.body).not.toHaveProperty(
      'accessibility',
    );
  });

  it('is told to the guide in the lobby, in the chosen language', async () => {
    signedInGuide(withMode(stateIn('initial'), 1.5));
    renderApp('/moderator-leaderboard-startgame?sessionId=s1');
    expect(
      await screen.findByText(/^Accessibility mode is on: every time limit ×1\.5/),
    ).toBeVisible();
  });

  it('is not mentioned in a lobby without it', async () => {
    signedInGuide(stateIn('initial'));
    renderApp('/moderator-leaderboard-startgame?sessionId=s1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for players' }));
    expect(screen.queryByText(/Accessibility mode/)).not.toBeInTheDocument();
  });

  it('turns the projector to high contrast and says so; off, it stays as it was', async () => {
    const screenOf = (state: GameState) => ({
      body: {
        sessionId: 's1',
        version: 3,
        serverTime: Date.now(),
        view: viewFor(state, PROJECTOR),
        connectedUserIds: [],
      },
    });
    const lobby = withMode(stateIn('initial'));
    signedInGuide(lobby, { 'GET /api/game-sessions/s1/screen': screenOf(lobby) });
    const { unmount } = renderApp('/screen?sessionId=s1');
    expect(await screen.findByRole('img', { name: 'Accessibility mode' })).toBeVisible();
    expect(screen.getByText(/Time ×2$/)).toBeVisible();
    const root = screen.getByRole('heading', { level: 1 }).closest('[data-contrast]');
    expect(root).toHaveAttribute('data-contrast', 'high');
    unmount();

    const plain = stateIn('initial');
    signedInGuide(plain, { 'GET /api/game-sessions/s1/screen': screenOf(plain) });
    renderApp('/screen?sessionId=s1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the game' })).toBeVisible();
    expect(document.querySelector('[data-contrast]')).toBeNull();
    expect(screen.queryByText(/Accessibility mode/)).not.toBeInTheDocument();
  });

  it('gives a topic twice its 60 s, and announces its last minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeLogin();
    sessionStorage.setItem('quizCountdownShown_s1_user-1', 'true');
    const state = withMode({ ...makeGameState({ phase: 'quiz_active' }), deadline: null });
    mockApi({
      'GET /api/auth/profile': { body: { user: makeUser() } },
      ...sessionRoute(viewFor(state, 'user-1')),
      'GET /api/quiz/topics': { body: { topics: makeTopics([]) } },
    });
    renderApp('/quiz?sessionId=s1&topicId=plastic_waste&topicIndex=3');
    await screen.findByRole('textbox', { name: 'Your answer' });
    expect(screen.getByRole('timer')).toHaveTextContent('120 s');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^(59|60) s$/);
    expect(announced()).toBe('1 minute left.');
  });
});
