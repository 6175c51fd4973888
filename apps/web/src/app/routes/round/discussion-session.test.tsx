import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signInWith, viewOf } from '@/features/game-round/testing/round-fixtures';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { GUIDE_ID, makeGameState } from '@/testing/session-data';

const DISCUSSION = '/discussion-session?sessionId=s1';

/** Day 2's discussion with `secondsLeft` on the server clock. */
function discussion(secondsLeft: number) {
  const state = makeGameState({ phase: 'discussion_active', round: 2 });
  return { ...state, deadline: Date.now() + secondsLeft * 1000 - 200 };
}

/**
 * A player's discussion screen with `seconds` left. The clock stands still, so a slow machine
 * cannot tick the countdown past what is checked.
 */
async function discussionTimer(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  signInWith(() => viewOf(discussion(seconds)));
  renderApp(DISCUSSION);
  return screen.findByRole('timer', { name: 'Discussion time left' });
}

describe('/discussion-session', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./discussion-session');
  });

  it('counts down in mm:ss, calm while more than a minute is left', async () => {
    const timer = await discussionTimer(125);
    expect(timer).toHaveTextContent('02:05');
    expect(timer.parentElement).toHaveAttribute('data-urgent', 'false');
    expect(screen.queryByRole('button', { name: 'End discussion' })).not.toBeInTheDocument();
  });

  it('turns red at 60 seconds or less', async () => {
    const timer = await discussionTimer(60);
    expect(timer).toHaveTextContent('01:00');
    expect(timer.parentElement).toHaveAttribute('data-urgent', 'true');
  });

  it('lets the guide end the discussion early', async () => {
    const api = signInWith(
      () => viewOf(discussion(100), GUIDE_ID),
      {
        'POST /api/game-sessions/s1/check-win-condition': { body: { gameEnded: false } },
        'POST /api/game-sessions/s1/end-discussion': { body: { success: true } },
      },
      { guide: true },
    );
    const app = renderApp(DISCUSSION);
    await app.user.click(await screen.findByRole('button', { name: 'End discussion' }));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/game-sessions/s1/end-discussion')[0]?.body).toEqual({
        moderatorId: GUIDE_ID,
      }),
    );
    expect(api.requestsTo('POST', '/api/game-sessions/s1/check-win-condition')).toHaveLength(1);
  });

  it('shows the status and text of a refusal, then lets the guide try again', async () => {
    signInWith(
      () => viewOf(discussion(100), GUIDE_ID),
      {
        'POST /api/game-sessions/s1/check-win-condition': { body: { gameEnded: false } },
        'POST /api/game-sessions/s1/end-discussion': {
          status: 409,
          body: errorBody('ILLEGAL_TRANSITION', 'Not now'),
        },
      },
      { guide: true },
    );
    const app = renderApp(DISCUSSION);
    await app.user.click(await screen.findByRole('button', { name: 'End discussion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: 409 - /);
    expect(screen.getByRole('button', { name: 'End discussion' })).toBeEnabled();
  });

  it('names a network failure as such', async () => {
    signInWith(
      () => viewOf(discussion(100), GUIDE_ID),
      {
        'POST /api/game-sessions/s1/check-win-condition': 'network-error',
        'POST /api/game-sessions/s1/end-discussion': 'network-error',
      },
      { guide: true },
    );
    const app = renderApp(DISCUSSION);
    await app.user.click(await screen.findByRole('button', { name: 'End discussion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error: Failed to fetch');
  });
});
