import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PROJECTOR, viewFor, type GameState } from '@ecoscha/game';
import {
  award,
  eliminate,
  entry,
  signedInGuide,
  signedInPlayer,
  stateIn,
} from '@/features/game-leaderboard/testing/game-fixtures';
import { makeNarratives } from '@/features/game-narrative/testing/narrative-fixtures';
import { videoMaterial } from '@/testing/content-data';
import { errorBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const SCREEN = '/screen?sessionId=s1';
const SCREEN_API = 'GET /api/game-sessions/s1/screen';
const ADDRESSES = 'GET /api/card-deck/addresses';

/** The screen's answer for `state`, with `connected` players online. */
const screenOf = (state: GameState, connected: string[] = []) => ({
  body: {
    sessionId: 's1',
    version: 3,
    serverTime: Date.now(),
    view: viewFor(state, PROJECTOR),
    connectedUserIds: connected,
  },
});

/** A YouTube thumbnail that loads: this device can reach YouTube. */
class ReachableImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_value: string) {
    queueMicrotask(() => this.onload?.());
  }
}

const playerLines = () =>
  within(screen.getByRole('region', { name: /Players/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/screen', () => {
  beforeAll(async () => {
    await import('./screen');
  });

  it('shows the room code, a QR code of the join link and who is connected', async () => {
    const lobby = stateIn('initial');
    signedInGuide(lobby, {
      [SCREEN_API]: screenOf(lobby, ['user-1', 'user-3']),
      [ADDRESSES]: { body: { network: ['http://192.168.1.20:3000'] } },
    });
    renderApp(SCREEN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the game' })).toBeVisible();
    expect(screen.getByText('ECO12345')).toBeVisible();
    // The screen is on localhost, which no phone opens: the code leads to the network address.
    const qr = await screen.findByRole('img', { name: /QR code of the join link/ });
    expect(qr).toHaveAttribute('data-link', 'http://192.168.1.20:3000/join?code=ECO12345');
    expect(screen.getByText('or open 192.168.1.20:3000/join')).toBeVisible();
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('2 of 4 connected')).toBeVisible();
    expect(playerLines()).toEqual(['●sari', '○budi', '●rani', '○harsa']);
    expect(screen.getAllByRole('img', { name: 'connected' })).toHaveLength(2);
  });

  it('says plainly that phones have no address to open instead of showing a QR code', async () => {
    const lobby = stateIn('initial');
    signedInGuide(lobby, {
      [SCREEN_API]: screenOf(lobby),
      [ADDRESSES]: { body: { network: [] } },
    });
    renderApp(SCREEN);
    expect(await screen.findByRole('heading', { name: 'No address for phones yet' })).toBeVisible();
    expect(screen.getByText(/This computer is not on a network/)).toBeVisible();
    expect(screen.getByText('ECO12345')).toBeVisible();
    expect(screen.queryByRole('img', { name: /QR code of the join link/ })).toBeNull();
  });

  it('shows the narrative of the moment a page at a time; the arrow keys turn the pages', async () => {
    const long = 'Kabut turun di atas kebun teh. '.repeat(16).trim();
    const narratives = makeNarratives().map((n) =>
      n._id === 'night_villains'
        ? { ...n, isiBacaan_en: `Close your eyes.\n\n${long}\n\nOpen them, villains.` }
        : n,
    );
    const night = stateIn('waste_villain_action', 2);
    signedInGuide(night, {
      [SCREEN_API]: screenOf(night),
      'GET /api/game-narratives': { body: narratives },
    });
    const app = renderApp(SCREEN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Night 2: the Waste Villains' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Title night_villains' })).toBeVisible();
    expect(screen.getByText('Close your eyes.')).toBeVisible();
    expect(screen.getByText('Part 1 of 3')).toBeVisible();
    await app.user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Part 2 of 3')).toBeVisible();
    expect(screen.queryByText('Close your eyes.')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Next part' }));
    expect(await screen.findByText('Open them, villains.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next part' })).toBeDisabled();
  });

  it('shows who has voted, the clock, and no living player’s role', async () => {
    const voting = stateIn('voting_active', 1, (s) => ({
      deadline: Date.now() + 25_000,
      players: s.players.map((p) => ({ ...p, hasVoted: p.userId !== 'user-4' })),
    }));
    signedInGuide(voting, { [SCREEN_API]: screenOf(voting) });
    renderApp(SCREEN);
    expect(await screen.findByText('3 of 4 have voted')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/^00:2\d$/);
    expect(playerLines()).toContain('○harsanot voted yet');
    expect(screen.getByText('Vote on your phone for the player you suspect.')).toBeVisible();
    expect(screen.queryByText('Waste Villain')).not.toBeInTheDocument();
  });

  it('shows a paused clock standing still, and says so', async () => {
    const paused = stateIn('discussion_active', 1, () => ({
      deadline: null,
      pausedRemainingMs: 42_000,
    }));
    signedInGuide(paused, { [SCREEN_API]: screenOf(paused) });
    renderApp(SCREEN);
    expect(await screen.findByRole('timer')).toHaveTextContent('00:42');
    expect(screen.getByText('Paused by the guide')).toBeVisible();
  });

  it('shows the night’s victim with their role in the morning', async () => {
    const morning = stateIn('morning_phase_active', 1, (s) => ({
      players: eliminate(s, 'user-1', 'night_action', 1),
      nightResults: [
        {
          round: 1,
          resultType: 'killed' as const,
          targetId: 'user-1',
          killedId: 'user-1',
          savedId: null,
          decidedBy: 'majority' as const,
          tally: { 'user-1': 1 },
          tiedTargetIds: [],
        },
      ],
    }));
    signedInGuide(morning, { [SCREEN_API]: screenOf(morning) });
    renderApp(SCREEN);
    expect(await screen.findByText('sari was eliminated last night.')).toBeVisible();
    expect(screen.getByText("sari's role: Eco Citizen.")).toBeVisible();
    expect(screen.queryByText(/Waste Villain/)).not.toBeInTheDocument();
  });

  it('names the round’s video in the screen’s language, as the phones play it', async () => {
    vi.stubGlobal('Image', ReachableImage);
    const day = stateIn('video_learning_active', 2, () => ({ videoStage: 'before_discussion' }));
    signedInGuide(day, {
      [SCREEN_API]: screenOf(day),
      'GET /api/learning-materials/round/2': { body: videoMaterial },
    });
    renderApp(SCREEN);
    expect(await screen.findByText('Now playing: The Citarum river')).toBeVisible();
    expect(screen.queryByText(/Sungai Citarum/)).not.toBeInTheDocument();
  });

  it('says there is no video, as the phones do, when the round has none', async () => {
    const day = stateIn('video_learning_active', 2, () => ({ videoStage: 'before_discussion' }));
    signedInGuide(day, {
      [SCREEN_API]: screenOf(day),
      'GET /api/learning-materials/round/2': {
        status: 404,
        body: errorBody('NOT_FOUND', 'Not found'),
      },
    });
    renderApp(SCREEN);
    expect(await screen.findByText('No video available')).toBeVisible();
    expect(screen.getByText(/Smoke rose over Cikuray/)).toBeVisible();
    expect(screen.queryByText(/Now playing/)).not.toBeInTheDocument();
  });

  it('ranks as the server ranks (equal scores share a rank) and marks a practice seat', async () => {
    const quiz = stateIn('quiz_completed', 0);
    const answer = screenOf(quiz);
    const ranked = [
      entry(1, 'user-2', 'budi', { totalQuizScore: 50 }),
      entry(2, 'user-1', 'sari', { totalQuizScore: 40 }),
      entry(2, 'practice:1', 'Bot Ujang', { totalQuizScore: 40, isPractice: true }),
      entry(4, 'user-3', 'rani', { totalQuizScore: 10 }),
    ];
    answer.body.view.leaderboard = ranked;
    signedInGuide(quiz, { [SCREEN_API]: answer });
    renderApp(SCREEN);
    const board = await screen.findByRole('region', { name: 'Opening quiz ranking' });
    const rows = within(board)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['1budi50', '2sari40', '2Bot Ujang Practice40', '4rani10']);
  });

  it('says the guide has ended the game over the final ranking and the two awards', async () => {
    const end = stateIn('game_completely_ended', 2, () => ({
      winner: 'good_guys' as const,
      achievements: [award('user-3', 'best_eco_thinker'), award('user-2', 'most_strategic')],
    }));
    signedInGuide(end, { [SCREEN_API]: screenOf(end) });
    renderApp(SCREEN);
    expect(await screen.findByRole('heading', { name: 'Final ranking' })).toBeVisible();
    expect(screen.getByText('The guide has ended the game')).toBeVisible();
    const awards = screen.getByRole('region', { name: 'Awards' });
    expect(within(awards).getByText('The Best Eco Thinker').nextSibling).toHaveTextContent('rani');
    expect(within(awards).getByText('The Most Strategic Player').nextSibling).toHaveTextContent(
      'budi',
    );
  });

  it('shows no awards beside the ranking of a game ended before the closing quiz', async () => {
    const end = stateIn('game_completely_ended', 1);
    signedInGuide(end, { [SCREEN_API]: screenOf(end) });
    renderApp(SCREEN);
    expect(await screen.findByText('The guide has ended the game')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Final ranking' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Awards' })).not.toBeInTheDocument();
  });

  it('sends a guide who is not this session’s guide to the unauthorized screen', async () => {
    signedInGuide(stateIn('initial'), {
      [SCREEN_API]: { status: 403, body: errorBody('NOT_MODERATOR', 'Only the guide') },
    });
    renderApp(SCREEN);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeVisible();
  });

  it('sends a player to the unauthorized screen without asking for the screen', async () => {
    const api = signedInPlayer(stateIn('initial'));
    renderApp(SCREEN);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeVisible();
    expect(api.requestsTo('GET', '/api/game-sessions/s1/screen')).toEqual([]);
  });

  it('says where to open it from without a session', async () => {
    signedInGuide(stateIn('initial'));
    renderApp('/screen');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Open this screen from the guide's lobby",
    );
  });
});
