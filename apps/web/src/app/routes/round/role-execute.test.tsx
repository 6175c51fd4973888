import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameState, Phase, RoleId } from '@ecoscha/game';
import { RoleExecute } from '@/features/game-round/components/role-execute';
import { signInWith, viewOf, withMoves } from '@/features/game-round/testing/round-fixtures';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { renderComponent } from '@/testing/render-component';
import { makeGameState } from '@/testing/session-data';

const PAGE = '/role-execute?sessionId=s1&round=1';

/** Night 1 at `phase`, `user-1` playing `myRole`; harsa (user-4) was already eliminated. */
function night(phase: Phase, myRole: RoleId): GameState {
  const state = makeGameState({ phase, round: 1, myRole });
  return {
    ...state,
    players: state.players.map((p) =>
      p.userId === 'user-4' ? { ...p, isAlive: false, isEliminated: true } : p,
    ),
  };
}

const radioNames = () =>
  within(screen.getByRole('group', { name: /^Pick one player/ }))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('/role-execute', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./role-execute');
  });

  it('lets a villain pick a living player other than themself, seeing the fellow villains', async () => {
    let state = withMoves(night('waste_villain_action', 'waste_villain_2'), [
      { type: 'nightAction', actorId: 'user-2', kind: 'kill', targetId: 'user-3' },
    ]);
    const api = signInWith(() => viewOf(state), {
      'PUT /api/game-sessions/s1/player-action': { body: { allActions: {} } },
      'POST /api/gameflow/kill-vote': () => {
        state = withMoves(state, [
          { type: 'nightAction', actorId: 'user-1', kind: 'kill', targetId: 'user-3' },
        ]);
        return { body: { success: true, kind: 'kill', targetId: 'user-3' } };
      },
    });
    const app = renderApp(PAGE);

    expect(await screen.findByRole('heading', { name: 'Choose who to eliminate' })).toBeVisible();
    expect(radioNames()).toEqual(['bbudiFellow villain', 'rrani']);
    expect(screen.getByText('budi chose rani')).toBeVisible();
    // Opening the action tells the guide's screen that this player is choosing.
    await waitFor(() =>
      expect(api.requestsTo('PUT', '/api/game-sessions/s1/player-action')[0]?.body).toEqual({
        playerId: 'user-1',
        actionState: 'true',
      }),
    );

    const confirm = screen.getByRole('button', { name: 'Confirm choice' });
    expect(confirm).toBeDisabled();
    await app.user.click(screen.getByRole('radio', { name: /rani/ }));
    await app.user.click(confirm);

    expect(await screen.findByText('Your choice is in: rani.')).toBeVisible();
    expect(api.requestsTo('POST', '/api/gameflow/kill-vote')[0]?.body).toEqual({
      sessionId: 's1',
      killerId: 'user-1',
      killerRole: 'waste_villain_2',
      targetId: 'user-3',
    });
    await waitFor(() =>
      expect(api.requestsTo('PUT', '/api/game-sessions/s1/player-action').at(-1)?.body).toEqual({
        playerId: 'user-1',
        actionState: 'done',
      }),
    );
  });

  it('lets a guardian protect any living player, themself included', async () => {
    signInWith(() => viewOf(night('green_guardian_action', 'green_guardian_1')), {
      'PUT /api/game-sessions/s1/player-action': {
        status: 409,
        body: errorBody('WRONG_PHASE', 'Not now'),
      },
    });
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Choose who to protect' })).toBeVisible();
    expect(radioNames()).toEqual(['ssariYou', 'bbudi', 'rrani']);
    // A refused status report stays quiet.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the manager whether the one they investigated is a villain, and keeps past findings', async () => {
    let state = withMoves(night('waste_manager_action', 'waste_manager_1'), []);
    state = {
      ...state,
      investigations: [{ round: 0, managerId: 'user-1', targetId: 'user-3', isVillain: false }],
    };
    const api = signInWith(() => viewOf(state), {
      'PUT /api/game-sessions/s1/player-action': { body: {} },
      'POST /api/gameflow/investigate-vote': {
        body: {
          success: true,
          kind: 'investigate',
          targetId: 'user-2',
          result: { targetId: 'user-2', isVillain: true },
        },
      },
    });
    const app = renderApp(PAGE);

    await screen.findByRole('heading', { name: 'Choose who to investigate' });
    expect(radioNames()).toEqual(['bbudi', 'rrani']);
    expect(screen.getByText('Night 0: rani — not a Waste Villain')).toBeVisible();
    await app.user.click(screen.getByRole('radio', { name: /budi/ }));
    await app.user.click(screen.getByRole('button', { name: 'Confirm choice' }));

    expect(await screen.findByText('budi is a Waste Villain!')).toBeVisible();
    expect(api.requestsTo('POST', '/api/gameflow/investigate-vote')[0]?.body).toMatchObject({
      managerId: 'user-1',
      targetId: 'user-2',
    });
  });

  it('says which vote failed, with the reason', async () => {
    signInWith(() => viewOf(night('green_guardian_action', 'green_guardian_1')), {
      'PUT /api/game-sessions/s1/player-action': { body: {} },
      'POST /api/gameflow/save-vote': {
        status: 409,
        body: errorBody('TARGET_ELIMINATED', 'Target out'),
      },
    });
    const app = renderApp(PAGE);
    await app.user.click(await screen.findByRole('radio', { name: /rani/ }));
    await app.user.click(screen.getByRole('button', { name: 'Confirm choice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your protection choice could not be sent: /,
    );
  });

  it('shows a sleeping screen to anyone whose role does not act in this step', () => {
    const view = viewOf(night('waste_villain_action', 'eco_citizen_1'));
    renderComponent(<RoleExecute view={view} sessionId="s1" />);
    expect(screen.getByRole('heading', { name: 'You are asleep' })).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it("says 'Error: player role not found' when the player's own role is missing", () => {
    const view = viewOf(night('waste_villain_action', 'waste_villain_1'));
    const roleless = { ...view, viewer: { ...view.viewer, roleId: undefined } };
    renderComponent(<RoleExecute view={roleless} sessionId="s1" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: player role not found');
    expect(screen.queryByRole('heading', { name: 'You are asleep' })).not.toBeInTheDocument();
  });
});
