import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applyMove, DEFAULT_TIMINGS, isRuleError, viewFor } from '@ecoscha/game';
import {
  award,
  eliminate,
  signedInPlayer,
  stateIn,
} from '@/features/game-leaderboard/testing/game-fixtures';
import { sessionKey } from '@/lib/session/session-query';
import { renderApp } from '@/testing/render-app';

const rowOf = (name: string) => {
  const row = screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row).getAllByRole('cell');
};

describe('/leaderboard', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 3000 });
    await import('./leaderboard');
  });

  it('has the players wait for the guide before the game starts, with the guide named', async () => {
    signedInPlayer(stateIn('narrative_1'));
    renderApp('/leaderboard?sessionId=s1&type=waiting-moderator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    expect(screen.getByText('Guide: Kang Guru')).toBeInTheDocument();
    expect(
      screen.getByText('The guide is reading the opening story. Listen closely!'),
    ).toBeInTheDocument();
    expect(screen.queryByText('ECO12345')).not.toBeInTheDocument();
    // The quiz's 6 minutes (the clock it will run), standing still until the guide opens it.
    const clock = screen.getByRole('region', { name: 'Opening quiz time' });
    expect(clock).toHaveTextContent('06:00');
    expect(clock).toHaveTextContent('The clock starts when the guide opens the quiz.');
    expect(within(clock).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('tells the players the role-play begins while the guide reads its story, as the projector does', async () => {
    signedInPlayer(stateIn('start_roleplay_narrative'));
    renderApp('/leaderboard?sessionId=s1&type=after-quiz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz Results' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The role-play begins: the guide is reading its story. Listen closely!',
    );
  });

  it('has a waiting player’s phone load the opening quiz’s topics before the quiz starts', async () => {
    const api = signedInPlayer(stateIn('narrative_1'));
    renderApp('/leaderboard?sessionId=s1&type=waiting-moderator');
    await screen.findByRole('table');
    await waitFor(() => expect(api.requestsTo('GET', '/api/quiz/topics')).toHaveLength(1));
    expect(api.requestsTo('GET', '/api/quiz/topics')[0]?.search).toBe('?sessionId=s1');
  });

  it('has a player’s phone load the room’s stories and phrases during the opening quiz, not before', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const waiting = signedInPlayer(stateIn('narrative_1'));
    const app = renderApp('/leaderboard?sessionId=s1&type=waiting-moderator');
    await screen.findByRole('table');
    expect(waiting.requestsTo('GET', '/api/game-narratives')).toEqual([]);
    app.unmount();

    const afterQuiz = signedInPlayer(stateIn('quiz_completed'));
    renderApp('/leaderboard?sessionId=s1&type=after-quiz');
    await waitFor(() => {
      for (const [path, search] of [
        ['/api/game-narratives', '?sessionId=s1'],
        ['/api/glossary', '?sessionId=s1&lng=en'],
      ] as const) {
        expect(afterQuiz.requestsTo('GET', path).map((r) => r.search)).toEqual([search]);
      }
    });
    vi.restoreAllMocks();
  });

  it('loads the ranking again when a pushed view changes it (a player joins)', async () => {
    const state = stateIn('initial');
    const api = signedInPlayer(state);
    const app = renderApp('/leaderboard?sessionId=s1&type=waiting-moderator');
    await screen.findByRole('table');
    expect(api.requestsTo('GET', '/api/game-sessions/s1/leaderboard')).toHaveLength(1);

    const joined = applyMove(
      state,
      { type: 'join', actorId: 'user-9', username: 'dewi', roleId: 'eco_citizen_2' },
      { now: 2_000, random: () => 0.5, timings: DEFAULT_TIMINGS, quiz: { topics: [] } },
    );
    if (isRuleError(joined)) throw new Error(joined.error);
    act(() => app.queryClient.setQueryData(sessionKey('s1'), viewFor(joined.state, 'user-1')));
    await waitFor(() =>
      expect(api.requestsTo('GET', '/api/game-sessions/s1/leaderboard')).toHaveLength(2),
    );
  });

  it('leaves the quiz results for the night without loading the ranking again for a phase it leaves', async () => {
    const api = signedInPlayer(stateIn('quiz_completed'));
    const app = renderApp('/leaderboard?sessionId=s1&type=after-quiz');
    await screen.findByRole('table');
    expect(api.requestsTo('GET', '/api/game-sessions/s1/leaderboard')).toHaveLength(1);

    const night = viewFor(stateIn('night_phase', 1), 'user-1');
    act(() => app.queryClient.setQueryData(sessionKey('s1'), night));
    await waitFor(() => expect(app.currentUrl()).toBe('/night-phase?sessionId=s1&round=1'));
    expect(api.requestsTo('GET', '/api/game-sessions/s1/leaderboard')).toHaveLength(1);
  });

  it('shows quiz results with the displayed clamps and medals for the first three', async () => {
    signedInPlayer(stateIn('quiz_completed'));
    renderApp('/leaderboard?sessionId=s1&type=after-quiz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz Results' })).toBeVisible();
    await screen.findByRole('table');

    // rank, quiz, penalty, total, points
    const texts = (name: string) => rowOf(name).map((cell) => cell.textContent);
    expect(texts('budi')).toEqual(['1gold medal', '120', '0', '120', '60']);
    expect(texts('sari')).toEqual(['2silver medal', '50', '-20', '30', '30']);
    expect(texts('rani')).toEqual(['3bronze medal', '0', '0', '0', '30']);
    expect(texts('harsa')).toEqual(['4', '20', '0', '20', '30']);

    const sari = screen.getByRole('rowheader', { name: /sari/ });
    expect(sari).toHaveTextContent('You');
    expect(sari).toHaveTextContent('Eliminated');
    // A role the viewer may know is shown (the server sends it only then).
    expect(screen.getByRole('rowheader', { name: /budi/ })).toHaveTextContent('Waste Villain');
    expect(screen.getByText('1').className).toMatch(/gold/);
  });

  it('gives the room code with a copy button on the default leaderboard only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedInPlayer(stateIn('voting_completed', 1));
    const app = renderApp('/leaderboard?sessionId=s1', {
      advanceTimers: vi.advanceTimersByTime,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    expect(screen.getByText('ECO12345')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Copy room code ECO12345' }));
    expect(await screen.findByText('Room code copied!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('ECO12345');
    act(() => void vi.advanceTimersByTime(2_000));
    expect(screen.queryByText('Room code copied!')).not.toBeInTheDocument();
  });

  it('tells an eliminated player so and lists everyone who is out', async () => {
    signedInPlayer(
      stateIn('voting_completed', 2, (s) => ({
        players: eliminate(
          { ...s, players: eliminate(s, 'user-3', 'night_action', 1) },
          'user-1',
          'voting',
          2,
        ),
      })),
    );
    renderApp('/leaderboard?sessionId=s1&type=eliminated');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You Have Been Eliminated' }),
    ).toBeVisible();
    expect(screen.getByText('The villagers voted you out (−20 points).')).toBeInTheDocument();
    const out = screen.getByRole('region', { name: 'Out of the game' });
    expect(
      within(out)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['rani was eliminated on night 1.', 'sari was voted out on day 2.']);
    expect(screen.queryByText('ECO12345')).not.toBeInTheDocument();
  });

  it('announces the winner with the reason and confetti when the game is over', async () => {
    signedInPlayer(
      stateIn('game_ended', 3, () => ({
        winner: 'good_guys',
        winReason: 'all_villains_eliminated',
        victoryType: 'evil_elimination',
      })),
    );
    renderApp(
      '/leaderboard?sessionId=s1&type=victory&winner=good_guys&victoryType=evil_elimination',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Game Over' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Environmental Protectors' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'The Environmental Protectors win! Every Waste Villain has been eliminated.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('confetti')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the final results with the awards and pops the new achievements once', async () => {
    const achievements = [
      award('user-1', 'quiz_perfect'),
      award('user-1', 'best_eco_thinker'),
      award('user-2', 'most_strategic'),
    ];
    signedInPlayer(stateIn('closing_quiz_completed', 3, () => ({ achievements })));
    const first = renderApp('/leaderboard?sessionId=s1&type=after-closing-quiz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Final Game Results' }),
    ).toBeVisible();
    const awards = screen.getByRole('region', { name: 'Awards' });
    expect(awards).toHaveTextContent('The Best Eco ThinkersariThe Most Strategic Playerbudi');

    const popup = await screen.findByRole('dialog', { name: 'New achievements!' });
    expect(popup).toHaveTextContent('Perfect Quiz+50');
    expect(popup).toHaveTextContent('The Best Eco Thinker+50');
    expect(popup).not.toHaveTextContent('The Most Strategic Player');
    await first.user.click(within(popup).getByRole('button', { name: 'Awesome!' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    // Opened again: the popup has been seen.
    renderApp('/leaderboard?sessionId=s1&type=after-closing-quiz');
    await screen.findByRole('heading', { level: 1, name: 'Final Game Results' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells every player the guide has ended the game, with the results as they stood', async () => {
    const players = eliminate(stateIn('voting_active', 2), 'user-1', 'voting', 1);
    signedInPlayer(stateIn('game_completely_ended', 2, () => ({ players })));
    renderApp('/leaderboard?sessionId=s1&type=ended');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Final Game Results' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'The guide has ended the game' })).toBeVisible();
    expect(screen.getByText(/These are the results as they stood/)).toBeVisible();
    // No awards before the closing quiz gave them; the ranking as it stood.
    expect(screen.queryByRole('region', { name: 'Awards' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
