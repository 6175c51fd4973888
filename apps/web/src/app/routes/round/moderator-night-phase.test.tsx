import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { nightActionStatus, type GameState, type Phase } from '@ecoscha/game';
import {
  makeNarrative,
  signInWith,
  viewOf,
  withMoves,
} from '@/features/game-round/testing/round-fixtures';
import { nextNightStep } from '@/features/game-round/utils/night-steps';
import { errorBody, type Reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { GUIDE_ID, makeGameState } from '@/testing/session-data';

const narratives = [
  makeNarrative('night_opening', 'The night falls over the village.'),
  makeNarrative('night_villains', 'Waste Villains, open your eyes.'),
];

function guideAt(state: GameState, routes: Record<string, Reply> = {}) {
  return signInWith(
    () => viewOf(state, GUIDE_ID),
    {
      'GET /api/game-narratives': { body: narratives },
      'GET /api/game-sessions/s1/night-actions-status': { body: nightActionStatus(state) },
      'PUT /api/game-sessions/s1/phase': { body: viewOf(state, GUIDE_ID) },
      ...routes,
    },
    { guide: true },
  );
}

const night = (phase: Phase, round: number) => makeGameState({ phase, round });
const page = (round: number) => `/moderator-night-phase?sessionId=s1&round=${round}`;

describe('the night steps', () => {
  it('go narrative, highest scorer (night 1 only), villains, guardians, manager, complete', () => {
    expect(nextNightStep('night_phase', 1)).toBe('highest_scorer_action');
    expect(nextNightStep('night_phase', 2)).toBe('waste_villain_action');
    expect(nextNightStep('highest_scorer_action', 1)).toBe('waste_villain_action');
    expect(nextNightStep('waste_villain_action', 3)).toBe('green_guardian_action');
    expect(nextNightStep('green_guardian_action', 3)).toBe('waste_manager_action');
    expect(nextNightStep('waste_manager_action', 3)).toBe('night_phase_complete');
    expect(nextNightStep('night_phase_complete', 3)).toBeNull();
  });
});

describe('/moderator-night-phase', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./moderator-night-phase');
  });

  it('reads the night narrative in night 1 and moves on to the highest scorer', async () => {
    const api = guideAt(night('night_phase', 1));
    const app = renderApp(page(1));
    expect(await screen.findByText('The night falls over the village.')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Next step: Sharpest eyes' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'highest_scorer_action' }));
  });

  it('skips the highest scorer in a later night', async () => {
    const api = guideAt(night('night_phase', 2));
    const app = renderApp(page(2));
    const steps = await screen.findByRole('list', { name: 'Steps of the night' });
    expect(within(steps).queryByText('Sharpest eyes')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Next step: Waste Villains' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'waste_villain_action' }));
  });

  it('counts who has acted, and keeps names and choices folded away', async () => {
    const state = withMoves(night('waste_villain_action', 2), [
      { type: 'nightAction', actorId: 'user-2', kind: 'kill', targetId: 'user-3' },
    ]);
    guideAt(state);
    const app = renderApp(page(2));
    expect(await screen.findByText('1 of 1 have acted')).toBeVisible();
    expect(await screen.findByText('Waste Villains, open your eyes.')).toBeVisible();
    // Names appear only folded away (the seat mover's list is closed too), never beside a choice.
    expect(screen.queryByRole('row', { name: /budi/ })).not.toBeInTheDocument();
    for (const name of screen.queryAllByText('budi')) expect(name).not.toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Show details' }));
    const row = screen.getByRole('row', { name: /budi/ });
    expect(row).toHaveTextContent(/^budi\s*Waste Villain\s*Done\s*rani$/);
  });

  it('uses the spec words when a night step cannot start', async () => {
    guideAt(night('green_guardian_action', 2), {
      'PUT /api/game-sessions/s1/phase': {
        status: 409,
        body: errorBody('ILLEGAL_TRANSITION', 'No'),
      },
    });
    const app = renderApp(page(2));
    await app.user.click(await screen.findByRole('button', { name: 'Next step: Waste Managers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Could not start the night phase\. Please try again\. /,
    );
  });
});
