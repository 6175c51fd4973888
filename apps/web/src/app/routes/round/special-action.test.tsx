import { act, configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { specialActionEligibility, type GameState } from '@ecoscha/game';
import {
  quizScore,
  signInWith,
  viewOf,
  withMoves,
} from '@/features/game-round/testing/round-fixtures';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { makeGameState } from '@/testing/session-data';

/** Night 1's highest-scorer step; sari (user-1) won the opening quiz. */
function highestScorerStep(): GameState {
  const state = makeGameState({ phase: 'highest_scorer_action', round: 1 });
  return {
    ...state,
    quizResults: { 'user-1': quizScore(50), 'user-2': quizScore(20), 'user-3': quizScore(30) },
  };
}

describe('/special-action', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./special-action');
  });

  it('reveals the chosen card, holds it for 7 s, then goes back to the night', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state = highestScorerStep();
    const api = signInWith(() => viewOf(state), {
      'GET /api/gameflow/special-action/s1': () => ({ body: specialActionEligibility(state) }),
      'POST /api/gameflow/special-action': () => {
        state = withMoves(state, [
          { type: 'specialAction', actorId: 'user-1', targetId: 'user-2' },
        ]);
        return {
          body: {
            success: true,
            revealedPlayer: { userId: 'user-2', username: 'budi', roleId: 'waste_villain_1' },
          },
        };
      },
    });
    const app = renderApp('/special-action?sessionId=s1', {
      advanceTimers: vi.advanceTimersByTime,
    });

    expect(
      await screen.findByText(/highest score in the opening quiz \(50 points\)/),
    ).toBeVisible();
    const reveal = screen.getByRole('button', { name: 'Reveal card' });
    expect(reveal).toBeDisabled();
    await app.user.click(screen.getByRole('radio', { name: /budi/ }));
    await app.user.click(reveal);

    expect(await screen.findByText("budi's role is Waste Villain.")).toBeVisible();
    expect(screen.getByRole('img', { name: 'Character card: Waste Villain' })).toHaveAttribute(
      'src',
      '/content/images/characters/waste_villain_1.svg',
    );
    expect(api.requestsTo('POST', '/api/gameflow/special-action')[0]?.body).toEqual({
      sessionId: 's1',
      targetPlayerId: 'user-2',
      actionType: 'reveal_role',
      round: 1,
    });
    expect(localStorage.getItem('specialActionUsed_s1_user-1')).toBe('true');
    expect(screen.getByText('Back to the night in 7 seconds…')).toBeVisible();

    // The session no longer sends sari here, but the card stays for the whole countdown.
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(app.currentUrl()).toBe('/special-action?sessionId=s1');
    expect(screen.getByText('Back to the night in 1 second…')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    // Back to /role-execute, which the rules then turn into the night status for an eco citizen.
    await waitFor(() => expect(app.currentUrl()).toBe('/night-phase?sessionId=s1&round=1'));
  });

  it('shows the server reason when the reveal is refused', async () => {
    const state = highestScorerStep();
    signInWith(() => viewOf(state), {
      'GET /api/gameflow/special-action/s1': { body: specialActionEligibility(state) },
      'POST /api/gameflow/special-action': {
        status: 409,
        body: errorBody('NOT_ELIGIBLE', 'Not eligible'),
      },
    });
    const app = renderApp('/special-action?sessionId=s1');
    await app.user.click(await screen.findByRole('radio', { name: /rani/ }));
    await app.user.click(screen.getByRole('button', { name: 'Reveal card' }));
    expect(await screen.findByRole('alert')).not.toHaveTextContent(
      'Error submitting special action',
    );
  });

  it('falls back to the generic text when the reveal cannot be sent', async () => {
    const state = highestScorerStep();
    signInWith(() => viewOf(state), {
      'GET /api/gameflow/special-action/s1': { body: specialActionEligibility(state) },
      'POST /api/gameflow/special-action': 'network-error',
    });
    const app = renderApp('/special-action?sessionId=s1');
    await app.user.click(await screen.findByRole('radio', { name: /rani/ }));
    await app.user.click(screen.getByRole('button', { name: 'Reveal card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error submitting special action. Please try again.',
    );
  });

  it('tells a player who is not on the list that they are Not Eligible, and leads back', async () => {
    const state = highestScorerStep();
    signInWith(() => viewOf(state), {
      'GET /api/gameflow/special-action/s1': {
        body: {
          eligiblePlayers: [{ userId: 'user-3', username: 'rani' }],
          round: 1,
          highestScore: 30,
        },
      },
    });
    renderApp('/special-action?sessionId=s1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Not Eligible' })).toBeVisible();
    expect(
      screen.getByText(
        'Only the top scorer in the opening quiz can use this action, and only on the first night.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/role-execute?sessionId=s1&round=1',
    );
  });
});
