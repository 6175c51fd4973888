import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '@ecoscha/game';
import { signInWith, viewOf, withMoves } from '@/features/game-round/testing/round-fixtures';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { GUIDE_ID, makeGameState } from '@/testing/session-data';

const VOTING = '/voting?sessionId=s1';

/** Day 2's vote; rani (user-3) was eliminated the night before. */
function votingState(): GameState {
  const state = makeGameState({ phase: 'voting_active', round: 2 });
  return {
    ...state,
    deadline: Date.now() + 30_000,
    players: state.players.map((p) =>
      p.userId === 'user-3'
        ? { ...p, isAlive: false, isEliminated: true, eliminatedBy: 'night_action' as const }
        : p,
    ),
  };
}

/** A player on the voting screen; the server takes their vote for `targetId`. */
function votingScreen(targetId: string) {
  let state = votingState();
  const api = signInWith(() => viewOf(state), {
    'POST /api/gameflow/vote': () => {
      state = withMoves(state, [{ type: 'castDayVote', actorId: 'user-1', targetId }]);
      return { body: { success: true } };
    },
  });
  return { api, app: renderApp(VOTING) };
}

describe('/voting', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./voting');
  });

  it('lists the living players but not oneself; OK waits for a pick, then the vote is sent', async () => {
    const { api, app } = votingScreen('user-2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Time to vote' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/00:(29|30)/);
    const group = screen.getByRole('group', { name: 'Who do you think is a Waste Villain?' });
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['bbudi', 'hharsa']);
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();

    await app.user.click(screen.getByRole('radio', { name: /budi/ }));
    expect(ok).toBeEnabled();
    await app.user.click(ok);

    expect(await screen.findByText('Your vote is in! You voted for budi.')).toBeVisible();
    expect(api.requestsTo('POST', '/api/gameflow/vote')[0]?.body).toEqual({
      sessionId: 's1',
      voterId: 'user-1',
      targetId: 'user-2',
    });
  });

  it('shows the confirmation to a player who already voted (after a refresh too)', async () => {
    const state = withMoves(votingState(), [
      { type: 'castDayVote', actorId: 'user-1', targetId: 'user-4' },
    ]);
    signInWith(() => viewOf(state));
    renderApp(VOTING);
    expect(await screen.findByText('Your vote is in! You voted for harsa.')).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('explains a refused vote with the vote_submission_failed text', async () => {
    signInWith(() => viewOf(votingState()), {
      'POST /api/gameflow/vote': {
        status: 400,
        body: errorBody('TARGET_ELIMINATED', 'Target eliminated'),
      },
    });
    const app = renderApp(VOTING);
    await app.user.click(await screen.findByRole('radio', { name: /harsa/ }));
    await app.user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Your vote could not be sent: /);
    expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled();
  });

  it('sends a vote whose answer was lost again with the same key, and shows it counted', async () => {
    // The first try reaches the server but its answer is lost on the way back; the second try,
    // made by the app itself with the same Idempotency-Key, gets the first run's answer.
    const api = signInWith(() => viewOf(votingState()), {
      'POST /api/gameflow/vote': () =>
        api.requestsTo('POST', '/api/gameflow/vote').length > 1
          ? { body: { success: true, targetId: 'user-4', votingCompleted: false } }
          : 'network-error',
    });
    const app = renderApp(VOTING);
    await app.user.click(await screen.findByRole('radio', { name: /harsa/ }));
    await app.user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Your vote is in! You voted for harsa.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const keys = api
      .requestsTo('POST', '/api/gameflow/vote')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\w-]{8,64}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says a vote was not sent only after every try failed; a new tap the server counted is done', async () => {
    // Four tries get no answer (the first reached the server); the player taps again, and the
    // server refuses that new move as a repeat: the first one counted.
    const api = signInWith(() => viewOf(votingState()), {
      'POST /api/gameflow/vote': () =>
        api.requestsTo('POST', '/api/gameflow/vote').length > 4
          ? { status: 409, body: errorBody('ALREADY_VOTED', 'Already voted') }
          : 'network-error',
    });
    const app = renderApp(VOTING);
    await app.user.click(await screen.findByRole('radio', { name: /harsa/ }));
    await app.user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your vote could not be sent: Cannot reach the server. Check your internet connection and try again.',
    );
    expect(api.requestsTo('POST', '/api/gameflow/vote')).toHaveLength(4);

    await app.user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Your vote is in! You voted for harsa.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('holds a vote cast while the phone is offline and sends it once when it is back', async () => {
    const { api, app } = votingScreen('user-4');
    await app.user.click(await screen.findByRole('radio', { name: /harsa/ }));
    act(() => void window.dispatchEvent(new Event('offline')));
    try {
      await app.user.click(screen.getByRole('button', { name: 'OK' }));
      expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
      expect(api.requestsTo('POST', '/api/gameflow/vote')).toHaveLength(0);
    } finally {
      act(() => void window.dispatchEvent(new Event('online')));
    }
    expect(await screen.findByText('Your vote is in! You voted for harsa.')).toBeVisible();
    expect(api.requestsTo('POST', '/api/gameflow/vote')).toHaveLength(1);
  });

  it('keeps OK disabled when there is nobody to vote for', async () => {
    const state = votingState();
    const alone: GameState = {
      ...state,
      players: state.players.map((p) => (p.userId === 'user-1' ? p : { ...p, isAlive: false })),
    };
    signInWith(() => viewOf(alone));
    renderApp(VOTING);
    expect(await screen.findByText('There is nobody to vote for.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
  });

  it('shows the guide every living player, nothing to pick, and the votes cast so far', async () => {
    const state = withMoves(votingState(), [
      { type: 'castDayVote', actorId: 'user-2', targetId: 'user-1' },
    ]);
    signInWith(() => viewOf(state, GUIDE_ID), {}, { guide: true });
    renderApp(VOTING);

    expect(await screen.findByText('1 of 3 votes cast')).toBeVisible();
    const radios = within(screen.getByRole('group', { name: 'Living players' })).getAllByRole(
      'radio',
    );
    expect(radios).toHaveLength(3);
    for (const radio of radios) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
  });

  it('asks for a session when the link has none', async () => {
    signInWith(() => viewOf(votingState()));
    renderApp('/voting');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Session ID is required'),
    );
  });
});
