import { act, configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameState } from '@ecoscha/game';
import {
  makeNarrative,
  signInWith,
  viewOf,
  withMoves,
} from '@/features/game-round/testing/round-fixtures';
import { renderApp } from '@/testing/render-app';
import { GUIDE_ID, makeGameState } from '@/testing/session-data';

const REVEAL = '/reveal-player?sessionId=s1';

/** The guide on the reveal, with the phase change that moves the session on accepted. */
function guideMovesOn(state: GameState) {
  const view = viewOf(state, GUIDE_ID);
  return signInWith(
    () => view,
    { 'PUT /api/game-sessions/s1/phase': { body: view } },
    { guide: true },
  );
}

/** Day 1's vote, settled by everyone voting: budi (the only villain) is out. */
function budiVotedOut(): GameState {
  return withMoves(makeGameState({ phase: 'voting_active', round: 1 }), [
    { type: 'castDayVote', actorId: 'user-1', targetId: 'user-2' },
    { type: 'castDayVote', actorId: 'user-2', targetId: 'user-1' },
    { type: 'castDayVote', actorId: 'user-3', targetId: 'user-2' },
    { type: 'castDayVote', actorId: 'user-4', targetId: 'user-2' },
  ]);
}

const card = () => screen.getByTestId('reveal-card');

describe('/reveal-player', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./reveal-player');
  });

  it('turns the card 2 s after opening (the name) and again 0.5 s later (the role)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state = budiVotedOut();
    expect(state.phase).toBe('elimination_reveal');
    signInWith(() => viewOf(state));
    renderApp(REVEAL);

    await screen.findByRole('heading', { level: 1, name: 'The village has decided' });
    expect(card()).toHaveAttribute('data-stage', 'hidden');
    expect(screen.queryByText('budi has been eliminated')).not.toBeInTheDocument();
    // The votes would give the name away: they come with the role.
    expect(screen.queryByText('budi: 3 votes')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(card()).toHaveAttribute('data-stage', 'hidden');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(card()).toHaveAttribute('data-stage', 'name');
    expect(screen.getByText('budi has been eliminated')).toBeVisible();
    expect(screen.queryByText("budi's role was Waste Villain.")).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(card()).toHaveAttribute('data-stage', 'role');
    expect(screen.getByText("budi's role was Waste Villain.")).toBeVisible();
    expect(screen.getByRole('img', { name: 'Character card: Waste Villain' })).toBeVisible();
    expect(screen.getByText('budi: 3 votes')).toBeVisible();
    expect(screen.getByText('sari voted for budi')).toBeVisible();
    // Players wait for the guide.
    expect(screen.queryByRole('button', { name: /Continue|Announce/ })).not.toBeInTheDocument();
  });

  it('lets the guide announce the winner when the vote decided the game', async () => {
    const state = budiVotedOut();
    const api = guideMovesOn(state);
    const app = renderApp(REVEAL);
    expect(
      await screen.findByText(
        'The Environmental Protectors win! Every Waste Villain has been eliminated.',
      ),
    ).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Announce the winner' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'game_ended' }));
  });

  it("gives the guide the 'after voting' narrative to read aloud, not the players", async () => {
    const state = budiVotedOut();
    const narratives = {
      'GET /api/game-narratives': {
        body: [makeNarrative('after_voting', 'The votes have been counted.')],
      },
    };
    signInWith(() => viewOf(state, GUIDE_ID), narratives, { guide: true });
    const { unmount } = renderApp(REVEAL);
    expect(await screen.findByText('The votes have been counted.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Title after_voting' })).toBeVisible();
    expect(screen.getByText('Read aloud')).toBeVisible();
    unmount();

    const api = signInWith(() => viewOf(state), narratives);
    renderApp(REVEAL);
    await screen.findByTestId('reveal-card');
    expect(screen.queryByText('The votes have been counted.')).not.toBeInTheDocument();
    expect(api.requestsTo('GET', '/api/game-narratives')).toEqual([]);
  });

  it('says nobody is out when nobody voted, and the guide moves on to voting_completed', async () => {
    const voting = makeGameState({ phase: 'voting_active', round: 1 });
    const state = withMoves({ ...voting, deadline: 1_000 }, [{ type: 'deadline' }]);
    const api = guideMovesOn(state);
    const app = renderApp(REVEAL);
    expect(
      await screen.findByText('No votes were cast, so nobody is eliminated today.'),
    ).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Continue the game' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'voting_completed' }));
  });

  it('shows no_elimination_data with a continue button when there is no result', async () => {
    const state = makeGameState({ phase: 'elimination_reveal', round: 1 });
    signInWith(() => viewOf(state));
    renderApp(REVEAL);
    expect(await screen.findByText('The vote result is not available yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
