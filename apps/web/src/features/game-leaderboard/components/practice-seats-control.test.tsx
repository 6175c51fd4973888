import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '@ecoscha/game';
import { signedInGuide, stateIn } from '@/features/game-leaderboard/testing/game-fixtures';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const LOBBY = '/moderator-leaderboard-startgame?sessionId=s1';
const ADD = 'POST /api/game-sessions/s1/practice-seats';
const REMOVE = 'POST /api/game-sessions/s1/practice-seats/remove';

/** The fixture's four students and two practice seats. */
const withPractice = (state: GameState): Partial<GameState> => ({
  players: [
    ...state.players,
    ...state.players.slice(0, 2).map((student, i) => ({
      ...student,
      userId: `practice:${i + 1}`,
      username: i === 0 ? 'Ujang' : 'Euis',
      isPractice: true as const,
    })),
  ],
});

describe('practice players in the guide’s lobby', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('@/app/routes/moderator-leaderboard-startgame');
  });

  it('adds as many as the guide asks, enough for a full table by default', async () => {
    const api = signedInGuide(stateIn('initial'), { [ADD]: { body: {} } });
    const app = renderApp(LOBBY);
    const box = await screen.findByRole('region', { name: 'Practice players' });
    const count = within(box).getByRole('spinbutton', { name: 'How many practice players' });
    expect(count).toHaveValue(3);
    await app.user.clear(count);
    await app.user.type(count, '5');
    await app.user.click(within(box).getByRole('button', { name: 'Add practice players' }));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/game-sessions/s1/practice-seats')).toHaveLength(1),
    );
    expect(api.requestsTo('POST', '/api/game-sessions/s1/practice-seats')[0]?.body).toEqual({
      count: 5,
    });
    expect(within(box).queryByRole('button', { name: 'Remove practice players' })).toBeNull();
  });

  it('does not send a count the room has no seats for', async () => {
    const api = signedInGuide(stateIn('initial'), { [ADD]: { body: {} } });
    const app = renderApp(LOBBY);
    const box = await screen.findByRole('region', { name: 'Practice players' });
    const count = within(box).getByRole('spinbutton', { name: 'How many practice players' });
    await app.user.clear(count);
    await app.user.type(count, '47');
    expect(within(box).getByRole('button', { name: 'Add practice players' })).toBeDisabled();
    expect(api.requestsTo('POST', '/api/game-sessions/s1/practice-seats')).toHaveLength(0);
  });

  it('marks practice seats in the list, removes them all, and tells a refusal', async () => {
    const api = signedInGuide(stateIn('initial', 0, withPractice), {
      [REMOVE]: { status: 409, body: errorBody('WRONG_PHASE', 'Wrong phase') },
    });
    const app = renderApp(LOBBY);
    const players = await screen.findByRole('region', { name: 'Players (6)' });
    const items = within(players).getAllByRole('listitem');
    expect(items[4]).toHaveTextContent('UjangPractice');
    expect(items[0]).not.toHaveTextContent('Practice');
    const box = screen.getByRole('region', { name: 'Practice players' });
    expect(within(box).getByText('Practice players in the room: 2')).toBeVisible();
    await app.user.click(within(box).getByRole('button', { name: 'Remove practice players' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'This action is not possible in the current phase of the game.',
    );
    expect(api.requestsTo('POST', '/api/game-sessions/s1/practice-seats/remove')[0]?.body).toEqual(
      {},
    );
  });
});
