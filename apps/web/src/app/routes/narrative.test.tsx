import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInGuide, stateIn } from '@/features/game-leaderboard/testing/game-fixtures';
import { NARRATIVES_ROUTE } from '@/features/game-narrative/testing/narrative-fixtures';
import { renderApp } from '@/testing/render-app';

const NARRATIVE = '/narrative?sessionId=s1';
const PHASE = 'PUT /api/game-sessions/s1/phase';

const audio = () => {
  const element = document.querySelector('audio');
  if (!element) throw new Error('No audio element');
  return element;
};

describe('/narrative', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./narrative');
  });

  beforeEach(() => {
    // jsdom plays nothing: the browser's answers are simulated per test.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });

  it('reads the opening story with looping music, then starts the quiz', async () => {
    const api = signedInGuide(stateIn('narrative_1'), {
      ...NARRATIVES_ROUTE,
      [PHASE]: { body: {} },
    });
    const app = renderApp(NARRATIVE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Title opening' })).toBeVisible();
    expect(screen.getByText('When: opening')).toBeInTheDocument();
    expect(screen.getByText(/villagers! The story of opening\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sampurasun' })).toBeInTheDocument();
    expect(audio()).toHaveAttribute('src', '/content/audio/narrative-loop.ogg');
    expect(audio().loop).toBe(true);
    expect(audio().volume).toBe(0.3);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();

    await app.user.click(screen.getByRole('button', { name: 'Finished Reading Narrative' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'quiz_active' }));
  });

  it('reads the roleplay story before the first night, then starts night 1', async () => {
    const api = signedInGuide(stateIn('start_roleplay_narrative'), {
      ...NARRATIVES_ROUTE,
      [PHASE]: { body: {} },
    });
    const app = renderApp(NARRATIVE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Title roleplay_start' }),
    ).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Finished Reading Narrative' }));
    await waitFor(() => expect(api.phaseChange()).toEqual({ phase: 'night_phase_1' }));
  });

  it('offers a button when the browser blocks autoplay', async () => {
    const play = vi
      .mocked(HTMLMediaElement.prototype.play)
      .mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    signedInGuide(stateIn('narrative_1'), NARRATIVES_ROUTE);
    const app = renderApp(NARRATIVE);
    const button = await screen.findByRole('button', { name: 'Click to play music' });
    play.mockReset().mockResolvedValue(undefined);
    await app.user.click(button);
    expect(play).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Pause music' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Click to play music' })).not.toBeInTheDocument();
  });

  it('tries the music again a second after it fails to load', async () => {
    signedInGuide(stateIn('narrative_1'), NARRATIVES_ROUTE);
    renderApp(NARRATIVE);
    await screen.findByRole('heading', { level: 1, name: 'Title opening' });
    vi.useFakeTimers();
    const load = vi.mocked(HTMLMediaElement.prototype.load);
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockClear();
    fireEvent.error(audio());
    vi.advanceTimersByTime(999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(1);
  });
});
