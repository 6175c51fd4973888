import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInGuide, stateIn } from '@/features/game-leaderboard/testing/game-fixtures';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const PANEL = '/moderator-leaderboard?sessionId=s1';
const PHASE = 'PUT /api/game-sessions/s1/phase';

const buttonNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((name) => !['Show roles', 'End game for everyone'].includes(name ?? ''));

describe('/moderator-leaderboard', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./moderator-leaderboard');
  });

  it('offers the learning video and the next night after the vote', async () => {
    const api = signedInGuide(stateIn('voting_completed', 2), { [PHASE]: { body: {} } });
    const app = renderApp(PANEL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await screen.findByRole('table');
    expect(buttonNames()).toContain('Play the news video');
    expect(screen.getByRole('button', { name: 'End game for everyone' })).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Next night' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'night_phase_3' }));
  });

  it('offers only the next night after the video', async () => {
    const api = signedInGuide(stateIn('video_learning_completed', 1), { [PHASE]: { body: {} } });
    const app = renderApp(PANEL);
    await screen.findByRole('button', { name: 'Next night' });
    expect(screen.queryByRole('button', { name: 'Play the news video' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Next night' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'night_phase_2' }));
  });

  it("says the spec's message (translated in English) when the next night cannot start", async () => {
    signedInGuide(stateIn('video_learning_completed', 1), {
      [PHASE]: { status: 409, body: errorBody('ILLEGAL_TRANSITION', 'Not now') },
    });
    const app = renderApp(PANEL);
    await app.user.click(await screen.findByRole('button', { name: 'Next night' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not start the night phase. Please try again.',
    );
  });

  it('and another text when the network fails', async () => {
    signedInGuide(stateIn('voting_completed', 1), { [PHASE]: 'network-error' });
    const app = renderApp(PANEL);
    await app.user.click(await screen.findByRole('button', { name: 'Next night' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while starting the night phase. Please try again.',
    );
  });

  it('shows the winner after a victory and leads to the ending narrative', async () => {
    const api = signedInGuide(
      stateIn('game_ended', 3, () => ({
        winner: 'villains',
        winReason: 'villains_control_village',
        victoryType: 'good_elimination',
      })),
      { [PHASE]: { body: {} } },
    );
    const app = renderApp(`${PANEL}&type=victory&winner=villains&victoryType=good_elimination`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Game Over' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Waste Villains' })).toBeVisible();
    expect(
      screen.getByText('The Waste Villains win! They have taken over the village.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next night' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Read the ending narrative' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'roleplay_ending_narrative' }));
  });

  it('links the final results to the session’s learning report', async () => {
    signedInGuide(stateIn('final_narrative', 3, () => ({ winner: 'good_guys' })));
    renderApp(`${PANEL}&type=final`);
    const link = await screen.findByRole('link', { name: 'Learning report' });
    expect(link).toHaveAttribute('href', '/report?sessionId=s1');
  });

  it('sends the guide back to the story when the results are asked for at another time', async () => {
    signedInGuide(stateIn('roleplay_ending_narrative', 3, () => ({ winner: 'good_guys' })));
    const app = renderApp(`${PANEL}&type=final`);
    await waitFor(() =>
      expect(app.currentUrl()).toBe('/ending-narrative?sessionId=s1&winner=good_guys'),
    );
  });
});
