import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewFor, type GameState } from '@ecoscha/game';
import {
  signedInGuide,
  signedInPlayer,
  stateIn,
} from '@/features/game-leaderboard/testing/game-fixtures';
import { errorBody } from '@/testing/mock-api';
import { GUIDE_ID } from '@/testing/session-data';
import { renderApp } from '@/testing/render-app';

const LOBBY = '/moderator-leaderboard-startgame?sessionId=s1';
const DEAL = 'POST /api/game-sessions/s1/deal-roles';

/** The lobby after a deal that made sari (user-1) a villain. */
const dealt = (state: GameState): Partial<GameState> => ({
  players: state.players.map((p) =>
    p.userId === 'user-1' ? { ...p, roleId: 'waste_villain_2' } : p,
  ),
});

describe('dealing roles in the guide’s lobby', () => {
  beforeAll(async () => {
    await Promise.all([
      import('@/app/routes/moderator-leaderboard-startgame'),
      import('@/app/routes/leaderboard'),
    ]);
  });

  it('says the mix for the room and deals it with one tap', async () => {
    const after = stateIn('initial', 0, dealt);
    const api = signedInGuide(stateIn('initial'), { [DEAL]: { body: viewFor(after, GUIDE_ID) } });
    const app = renderApp(LOBBY);
    const box = await screen.findByRole('region', { name: 'Deal roles in the app' });
    expect(
      within(box).getByText('1 Waste Villain, 1 Green Guardian, 1 Waste Manager, 1 Eco Citizen'),
    ).toBeVisible();
    await app.user.click(within(box).getByRole('button', { name: 'Deal roles' }));
    expect(await within(box).findByRole('status')).toHaveTextContent('Roles dealt.');
    expect(api.requestsTo('POST', '/api/game-sessions/s1/deal-roles')).toHaveLength(1);
    expect(within(box).getByRole('button', { name: 'Deal again' })).toBeEnabled();
  });

  it('tells a refusal in words', async () => {
    signedInGuide(stateIn('initial'), {
      [DEAL]: { status: 409, body: errorBody('WRONG_PHASE', 'Wrong phase') },
    });
    const app = renderApp(LOBBY);
    const box = await screen.findByRole('region', { name: 'Deal roles in the app' });
    await app.user.click(within(box).getByRole('button', { name: 'Deal roles' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'This action is not possible in the current phase of the game.',
    );
  });

  it('shows each phone the role of its seat, not the account’s card', async () => {
    // The account signed up with Asep's card; the seat was dealt a villain.
    signedInPlayer(stateIn('initial', 0, dealt));
    renderApp('/leaderboard?sessionId=s1&type=waiting-moderator');
    const mine = await screen.findByRole('region', { name: 'Your role in this game' });
    await waitFor(() => expect(within(mine).getByText('Waste Villain')).toBeVisible());
    expect(within(mine).queryByText('Eco Citizen')).toBeNull();
  });
});
