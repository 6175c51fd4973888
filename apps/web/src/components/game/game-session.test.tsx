import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, storeLogin } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { makeGameState, makeSessionView, sessionRoute } from '@/testing/session-data';
import { viewFor } from '@ecoscha/game';

function signedIn(routes: Record<string, unknown>) {
  storeLogin();
  return mockApi({ 'GET /api/auth/profile': { body: { user: makeUser() } }, ...routes } as never);
}

describe('GameSession: the one place for redirects', () => {
  it('sends a player to the screen of the current phase', async () => {
    signedIn(sessionRoute(makeSessionView({ phase: 'discussion_active', round: 1 })));
    const app = renderApp('/voting?sessionId=s1');
    await waitFor(() => expect(app.currentUrl()).toBe('/discussion-session?sessionId=s1'));
  });

  it('keeps an eliminated player on the eliminated leaderboard', async () => {
    const state = makeGameState({ phase: 'voting_active', round: 2 });
    const out = {
      ...state,
      players: state.players.map((p) =>
        p.userId === 'user-1'
          ? { ...p, isAlive: false, isEliminated: true, eliminatedBy: 'voting' as const }
          : p,
      ),
    };
    signedIn(sessionRoute(viewFor(out, 'user-1')));
    const app = renderApp('/voting?sessionId=s1');
    await waitFor(() => expect(app.currentUrl()).toBe('/leaderboard?sessionId=s1&type=eliminated'));
    expect(localStorage.getItem('eliminated_s1_user-1')).toBe('true');
  });

  it('shows the results, says the game has ended and forgets it when the guide ends the game', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    localStorage.setItem('currentSessionId', 's1');
    localStorage.setItem('lastVideoRound_s1', '3');
    signedIn({
      ...sessionRoute(makeSessionView({ phase: 'game_completely_ended', round: 3 })),
      'GET /api/game-sessions/s1/leaderboard': { body: { leaderboard: [] } },
    });
    const app = renderApp('/voting?sessionId=s1');
    await waitFor(() => expect(app.currentUrl()).toBe('/leaderboard?sessionId=s1&type=ended'));
    expect(
      await screen.findByRole('heading', { name: 'The guide has ended the game' }),
    ).toBeVisible();
    expect(alert).not.toHaveBeenCalled();
    expect(localStorage.getItem('currentSessionId')).toBeNull();
    expect(localStorage.getItem('lastVideoRound_s1')).toBeNull();
    expect(localStorage.getItem('token')).toBe('stored-token');
  });

  it('polls at the interval of the page while the socket is down (discussion: every second)', async () => {
    const api = signedIn(sessionRoute(makeSessionView({ phase: 'discussion_active', round: 2 })));
    renderApp('/discussion-session?sessionId=s1');
    // The spec's 3 s for the session in general would not ask again within 2.5 s.
    await waitFor(
      () => expect(api.requestsTo('GET', '/api/game-sessions/s1').length).toBeGreaterThan(1),
      { timeout: 2_500 },
    );
  });

  it('asks for a session when there is none', async () => {
    signedIn({});
    renderApp('/voting');
    expect(await screen.findByRole('alert')).toHaveTextContent('Session ID is required');
  });
});
