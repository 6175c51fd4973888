import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GuidedSession } from '@ecoscha/contracts';
import { renderApp } from '@/testing/render-app';
import { signedInAs } from '@/testing/signed-in';

const guidedSession = (over: Partial<GuidedSession> = {}): GuidedSession => ({
  sessionId: 's1',
  roomCode: 'ECO23456',
  date: '2025-03-04T09:00:00.000Z',
  status: 'finished',
  studentCount: 12,
  openingAverage: 20,
  closingAverage: 40,
  ...over,
});

function signedIn(roleId: 'sustainability_guide_1' | 'eco_citizen_1', sessions: GuidedSession[]) {
  return signedInAs(roleId, {
    'GET /api/auth/guided-sessions': { body: { sessions } },
  });
}

describe('/lessons', () => {
  beforeAll(async () => {
    await import('./lessons');
  });

  it('leads the guide to a new lesson, the cards, their content and every past report', async () => {
    signedIn('sustainability_guide_1', [
      guidedSession({ sessionId: 's2', roomCode: 'ECO99999', status: 'in_progress' }),
      guidedSession(),
    ]);
    renderApp('/lessons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your lessons' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start a lesson' })).toHaveAttribute(
      'href',
      '/role-explanation-room',
    );
    expect(screen.getByRole('link', { name: 'Print the character cards' })).toHaveAttribute(
      'href',
      '/cards',
    );
    expect(screen.getByRole('link', { name: 'Quiz questions' })).toHaveAttribute(
      'href',
      '/my-questions',
    );
    const past = within(await screen.findByRole('list', { name: 'Games I guided' }));
    expect(
      past.getByRole('link', { name: /^Continue the lesson in room ECO99999/ }),
    ).toHaveAttribute('href', '/moderator-leaderboard-startgame?sessionId=s2');
    expect(past.getByRole('link', { name: /^Learning report of room ECO23456/ })).toHaveAttribute(
      'href',
      '/report?sessionId=s1',
    );
    // A finished lesson is not offered to continue.
    expect(past.queryByRole('link', { name: /in room ECO23456/ })).toBeNull();
  });

  it('is for the guide only', async () => {
    signedIn('eco_citizen_1', []);
    const app = renderApp('/lessons');
    await waitFor(() => expect(app.currentUrl()).toBe('/unauthorized'));
  });
});
