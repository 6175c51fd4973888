import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { morningReport, type GameState } from '@ecoscha/game';
import { signInWith, viewOf, withMoves } from '@/features/game-round/testing/round-fixtures';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { GUIDE_ID, makeGameState } from '@/testing/session-data';

const nightOver = () => makeGameState({ phase: 'night_phase_complete', round: 2 });

describe('/start-morning-phase', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await Promise.all([
      import('./start-morning-phase'),
      import('./moderator-night-phase'),
      import('./moderator-morning-phase'),
    ]);
  });

  it('is where the night ends: processing it starts the morning and opens its control', async () => {
    let state: GameState = nightOver();
    const morning = withMoves(state, [
      { type: 'advance', actorId: GUIDE_ID, to: 'morning_phase_active' },
    ]);
    const api = signInWith(
      () => viewOf(state, GUIDE_ID),
      {
        'POST /api/gameflow/process-night-results': () => {
          state = morning;
          return { body: { success: true, gameEnded: false } };
        },
        'GET /api/gameflow/morning-phase/s1': { body: morningReport(morning, GUIDE_ID) },
        'GET /api/game-narratives': { body: [] },
      },
      { guide: true },
    );
    // The guide's night screen hands over once the last step is done.
    const app = renderApp('/moderator-night-phase?sessionId=s1&round=2');
    await waitFor(() => expect(app.currentUrl()).toBe('/start-morning-phase?sessionId=s1'));
    expect(
      await screen.findByRole('heading', { name: 'Start the morning', level: 1 }),
    ).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Process night results' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/moderator-morning-phase?sessionId=s1'));
    expect(api.requestsTo('POST', '/api/gameflow/process-night-results')[0]?.body).toEqual({
      sessionId: 's1',
    });
  });

  it('says why the night could not be processed and stays', async () => {
    signInWith(
      () => viewOf(nightOver(), GUIDE_ID),
      {
        'POST /api/gameflow/process-night-results': {
          status: 409,
          body: errorBody('ILLEGAL_TRANSITION', 'No'),
        },
      },
      { guide: true },
    );
    const app = renderApp('/start-morning-phase?sessionId=s1');
    await app.user.click(await screen.findByRole('button', { name: 'Process night results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The night could not be processed/);
    expect(app.currentUrl()).toBe('/start-morning-phase?sessionId=s1');
  });
});
