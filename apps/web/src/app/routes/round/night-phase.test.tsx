import { configure, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { nightActionStatus, type GameState } from '@ecoscha/game';
import { signInWith, viewOf, withMoves } from '@/features/game-round/testing/round-fixtures';
import { renderApp } from '@/testing/render-app';
import { makeGameState } from '@/testing/session-data';

const NIGHT = '/night-phase?sessionId=s1&round=2';

/** What the server tells a player: only their own status. */
function ownStatus(state: GameState) {
  const status = nightActionStatus(state);
  return { ...status, actionStatus: { 'user-1': status.actionStatus['user-1'] } };
}

describe('/night-phase', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./night-phase');
  });

  it('tells a sleeping villager what is happening, without naming anyone', async () => {
    const state = makeGameState({ phase: 'waste_villain_action', round: 2 });
    signInWith(() => viewOf(state), {
      'GET /api/game-sessions/s1/night-actions-status': { body: ownStatus(state) },
    });
    renderApp(NIGHT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Night 2' })).toBeVisible();
    expect(screen.getByText('The Waste Villains are choosing someone in the dark.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sleep tight' })).toBeVisible();
    expect(screen.queryByText('budi')).not.toBeInTheDocument();
  });

  it('tells a guardian their turn comes later, and that they are done after acting', async () => {
    let state = makeGameState({
      phase: 'waste_villain_action',
      round: 2,
      myRole: 'green_guardian_1',
    });
    signInWith(() => viewOf(state), {
      'GET /api/game-sessions/s1/night-actions-status': () => ({ body: ownStatus(state) }),
    });
    const first = renderApp(NIGHT);
    expect(await screen.findByRole('heading', { name: 'Your turn comes later' })).toBeVisible();
    first.unmount();

    state = withMoves({ ...state, phase: 'green_guardian_action' }, [
      { type: 'nightAction', actorId: 'user-1', kind: 'save', targetId: 'user-1' },
    ]);
    state = { ...state, phase: 'waste_manager_action' };
    renderApp(NIGHT);
    expect(await screen.findByRole('heading', { name: 'Done for tonight' })).toBeVisible();
  });
});
