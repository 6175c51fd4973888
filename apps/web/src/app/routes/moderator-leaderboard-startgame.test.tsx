import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { results, signedInGuide, stateIn } from '@/features/game-leaderboard/testing/game-fixtures';
import { viewFor } from '@ecoscha/game';
import { errorBody } from '@/testing/mock-api';
import { GUIDE_ID } from '@/testing/session-data';
import { renderApp } from '@/testing/render-app';

const LOBBY = '/moderator-leaderboard-startgame?sessionId=s1';
const PHASE = 'PUT /api/game-sessions/s1/phase';

describe('/moderator-leaderboard-startgame', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./moderator-leaderboard-startgame');
  });

  it('keeps Start Game disabled with its hint until a player joins', async () => {
    signedInGuide(stateIn('initial', 0, () => ({ players: [] })));
    renderApp(LOBBY);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting for players' }),
    ).toBeVisible();
    expect(screen.getByText('Guide: Kang Guru')).toBeInTheDocument();
    expect(screen.getByText('ECO12345')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Start Game' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Add players to start the game');
  });

  it('copies the room code and confirms it', async () => {
    signedInGuide(stateIn('initial'));
    const app = renderApp(LOBBY);
    await app.user.click(await screen.findByRole('button', { name: 'Copy room code ECO12345' }));
    expect(await screen.findByText('Room code copied!')).toHaveAttribute('role', 'status');
    await expect(navigator.clipboard.readText()).resolves.toBe('ECO12345');
  });

  it('lists the players numbered with their points, roles only on request, and starts the game', async () => {
    const api = signedInGuide(stateIn('initial'), { [PHASE]: { body: {} } });
    const app = renderApp(LOBBY);
    const players = await screen.findByRole('region', { name: 'Players (4)' });
    const items = within(players).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1sari0 pts',
      '2budi0 pts',
      '3rani0 pts',
      '4harsa0 pts',
    ]);
    expect(screen.queryByText('Waste Villain')).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Show roles', pressed: false }));
    expect(items[1]).toHaveTextContent('budiWaste Villain');
    expect(screen.getByRole('button', { name: 'Hide roles', pressed: true })).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Start Game' }));
    await waitFor(() =>
      expect(api.requestsTo('PUT', '/api/game-sessions/s1/phase')).toHaveLength(1),
    );
    expect(api.phaseChange()).toEqual({ phase: 'narrative_1' });
  });

  it('follows the opening quiz: countdown, topics done per player, and Finish quiz', async () => {
    const api = signedInGuide(
      stateIn('quiz_active', 0, (s) => ({
        deadline: Date.now() + 300_000,
        quizResults: { 'user-1': results('opening', 6), 'user-2': results('opening', 2) },
        players: s.players,
      })),
      { [PHASE]: { body: {} } },
    );
    const app = renderApp(LOBBY);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Opening quiz in progress' }),
    ).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[45]:\d\d$/);
    expect(await screen.findByText('1 of 4 players finished')).toBeInTheDocument();
    // The quiz's progress list comes first; the seat controls list the players again below.
    expect(screen.getAllByText('sari')[0]?.closest('li')).toHaveTextContent('Done6 of 6 topics');
    expect(screen.getAllByText('budi')[0]?.closest('li')).toHaveTextContent('2 of 6 topics');

    await app.user.click(screen.getByRole('button', { name: 'Finish quiz' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'quiz_completed' }));
  });

  it('shows the ranked quiz results and starts the roleplay', async () => {
    const api = signedInGuide(stateIn('quiz_completed'), { [PHASE]: { body: {} } });
    const app = renderApp(LOBBY);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz Results' })).toBeVisible();
    await screen.findByRole('table');
    // Roles stay hidden on the projected screen until asked for.
    expect(screen.queryByText('Waste Villain')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Start the role-play' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'start_roleplay_narrative' }));
  });

  it('ends the game for everyone after confirming, then shows the results as they stood', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    localStorage.setItem('currentSessionId', 's1');
    let ended = false;
    const api = signedInGuide(stateIn('initial'), {
      [PHASE]: () => ((ended = true), { body: {} }),
      'GET /api/game-sessions/s1': () => ({
        body: viewFor(stateIn(ended ? 'game_completely_ended' : 'initial'), GUIDE_ID),
      }),
    });
    const app = renderApp(LOBBY);
    await app.user.click(await screen.findByRole('button', { name: 'End game for everyone' }));
    const question = screen.getByRole('group', { name: 'End the game for everyone?' });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await app.user.click(within(question).getByRole('button', { name: 'Yes, end the game' }));

    await waitFor(() =>
      expect(app.currentUrl()).toBe('/moderator-leaderboard?sessionId=s1&type=ended'),
    );
    expect(api.phaseChange()).toEqual({ phase: 'game_completely_ended' });
    expect(
      await screen.findByRole('heading', { name: 'The guide has ended the game' }),
    ).toBeVisible();
    expect(screen.getByText(/You ended the game for everyone/)).toBeVisible();
    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'End game for everyone' })).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(localStorage.getItem('currentSessionId')).toBeNull();
  });

  it('says so when ending the game fails, and stays', async () => {
    signedInGuide(stateIn('initial'), {
      [PHASE]: { status: 500, body: errorBody('INTERNAL', 'Internal Server Error') },
    });
    const app = renderApp(LOBBY);
    await app.user.click(await screen.findByRole('button', { name: 'End game for everyone' }));
    await app.user.click(screen.getByRole('button', { name: 'Yes, end the game' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not end the game. Please try again.',
    );
    expect(app.currentUrl()).toBe(LOBBY);
  });
});
