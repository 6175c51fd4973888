import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewFor, type GameState } from '@ecoscha/game';
import { stateIn } from '@/features/game-leaderboard/testing/game-fixtures';
import { storage } from '@/lib/storage';
import { contentRoutes } from '@/testing/content-data';
import { makeUser, storeLogin } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** The lobby after the guide dealt sari (user-1, who signed up with Asep's card) a villain. */
const dealt = (state: GameState): Partial<GameState> => ({
  players: state.players.map((p) =>
    p.userId === 'user-1' ? { ...p, roleId: 'waste_villain_2' } : p,
  ),
});

function seatedIn(state: GameState) {
  storeLogin({ roleId: 'eco_citizen_1' });
  storage.setCurrentSessionId('s1');
  mockApi({
    'GET /api/auth/profile': { body: { user: makeUser() } },
    'GET /api/game-sessions/s1': { body: viewFor(state, 'user-1') },
    ...contentRoutes(),
  });
}

describe('/role-explanation-room for a seated player', () => {
  beforeAll(async () => {
    await import('./role-explanation-room');
  });

  it('explains the seat’s dealt role, not the card the account signed up with', async () => {
    seatedIn(stateIn('initial', 0, dealt));
    renderApp('/role-explanation-room');
    expect(await screen.findByRole('heading', { level: 1, name: /Yana/ })).toBeVisible();
  });

  it('goes back to the account’s card once that game is over', async () => {
    seatedIn(stateIn('game_completely_ended', 0, dealt));
    renderApp('/role-explanation-room');
    expect(await screen.findByRole('heading', { level: 1, name: /Asep/ })).toBeVisible();
  });
});
