import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '@ecoscha/game';
import {
  makeNarrative,
  signInWith,
  viewOf,
  withMoves,
} from '@/features/game-round/testing/round-fixtures';
import { renderApp } from '@/testing/render-app';
import { GUIDE_ID, makeGameState } from '@/testing/session-data';

/** Round `round`'s morning after villain budi's vote on rani; nobody protected her. */
function morningAfterKill(round: number): GameState {
  const night = withMoves(makeGameState({ phase: 'waste_manager_action', round }), [
    { type: 'nightAction', actorId: 'user-4', kind: 'investigate', targetId: 'user-2' },
  ]);
  const withKill = {
    ...night,
    nightActions: [
      ...night.nightActions,
      { round, kind: 'kill' as const, actorId: 'user-2', targetId: 'user-3', at: 1 },
    ],
  };
  return withMoves(withKill, [
    { type: 'advance', actorId: GUIDE_ID, to: 'night_phase_complete' },
    { type: 'advance', actorId: GUIDE_ID, to: 'morning_phase_active' },
  ]);
}

const narratives = [makeNarrative('morning_pollution', 'The river turned grey this morning.')];

describe('/moderator-morning-phase', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./moderator-morning-phase');
    await import('./morning-phase');
  });

  it('reads the night result and the disaster, then starts the video on an odd day', async () => {
    const state = morningAfterKill(1);
    const api = signInWith(
      () => viewOf(state, GUIDE_ID),
      {
        'GET /api/game-narratives': { body: narratives },
        'PUT /api/game-sessions/s1/phase': { body: viewOf(state, GUIDE_ID) },
      },
      { guide: true },
    );
    const app = renderApp('/moderator-morning-phase?sessionId=s1');

    expect(await screen.findByText('rani was eliminated last night.')).toBeVisible();
    expect(screen.getByText("Today's disaster: Pollution")).toBeVisible();
    expect(await screen.findByText('The river turned grey this morning.')).toBeVisible();
    // The manager's finding stays folded away.
    expect(screen.queryByText(/harsa investigated/)).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByText('harsa investigated budi: Waste Villain')).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Play the news video' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'video_learning_active' }));
  });

  it('shows the night from the pushed view, with no request, and starts the discussion on an even day', async () => {
    const state = morningAfterKill(2);
    const api = signInWith(
      () => viewOf(state, GUIDE_ID),
      {
        'GET /api/game-narratives': { body: narratives },
        'PUT /api/game-sessions/s1/phase': { body: viewOf(state, GUIDE_ID) },
      },
      { guide: true },
    );
    const app = renderApp('/moderator-morning-phase?sessionId=s1');
    expect(await screen.findByText('rani was eliminated last night.')).toBeVisible();
    expect(screen.getByText("Today's disaster: Fire")).toBeVisible();
    expect(api.requestsTo('GET', '/api/gameflow/morning-phase/s1')).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Start the discussion' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'discussion_active' }));
  });

  it('announces the winner when the night decided the game', async () => {
    const state: GameState = {
      ...morningAfterKill(1),
      pendingWin: {
        winner: 'villains',
        winReason: 'villains_control_village',
        victoryType: 'good_elimination',
      },
    };
    const api = signInWith(
      () => viewOf(state, GUIDE_ID),
      {
        'PUT /api/game-sessions/s1/phase': { body: viewOf(state, GUIDE_ID) },
      },
      { guide: true },
    );
    const app = renderApp('/moderator-morning-phase?sessionId=s1');
    expect(
      await screen.findByText('The Waste Villains win! They have taken over the village.'),
    ).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Announce the winner' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'game_ended' }));
  });

  it('gives players the report and a continue button that only acknowledges', async () => {
    const state = morningAfterKill(1);
    const api = signInWith(() => viewOf(state), {
      'GET /api/game-narratives': { body: narratives },
    });
    const app = renderApp('/morning-phase?sessionId=s1&round=1');
    expect(await screen.findByText("rani's role was Green Guardian.")).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: "I'm awake!" }));
    expect(screen.getByText(/listen to the guide/)).toBeVisible();
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });
});
