import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { viewFor, type GameState } from '@ecoscha/game';
import { signInWith, viewOf } from '@/features/game-round/testing/round-fixtures';
import { contentRoutes } from '@/testing/content-data';
import { makeUser, storeLogin } from '@/testing/data';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { GUIDE_ID, makeGameState, makeSessionView, sessionRoute } from '@/testing/session-data';

const DISCUSSION = '/discussion-session?sessionId=s1';
const VOTING = '/voting?sessionId=s1';
const LOBBY = '/moderator-leaderboard-startgame?sessionId=s1';

/** Day 2's discussion (or vote) with `secondsLeft`, or paused with that much left. */
function clock(phase: 'discussion_active' | 'voting_active', secondsLeft: number, paused = false) {
  const state = makeGameState({ phase, round: 2 });
  return paused
    ? { ...state, deadline: null, pausedRemainingMs: secondsLeft * 1000 }
    : { ...state, deadline: Date.now() + secondsLeft * 1000 - 200 };
}

/** The guide's view of a lobby state. */
const guideView = (state: GameState) => viewFor(state, GUIDE_ID);

beforeAll(async () => {
  configure({ asyncUtilTimeout: 3000 });
  await Promise.all([
    import('./round/discussion-session'),
    import('./round/voting'),
    import('./moderator-leaderboard-startgame'),
    import('./role-explanation-room'),
    import('./leaderboard'),
    import('./round/moderator-night-phase'),
  ]);
});

describe('the guide’s timer controls', () => {
  it('pauses and resumes the discussion, and gives more time', async () => {
    let current: GameState = clock('discussion_active', 100);
    const answer = (next: GameState) => () => {
      current = next;
      return { body: guideView(next) };
    };
    const api = signInWith(
      () => viewOf(current, GUIDE_ID),
      {
        'POST /api/game-sessions/s1/timer/pause': answer(clock('discussion_active', 95, true)),
        'POST /api/game-sessions/s1/timer/resume': answer(clock('discussion_active', 95)),
        'POST /api/game-sessions/s1/timer/add': answer(clock('discussion_active', 125)),
      },
      { guide: true },
    );
    const app = renderApp(DISCUSSION);
    const controls = await screen.findByRole('region', { name: 'Timer controls' });
    expect(within(controls).queryByRole('button', { name: 'End the vote now' })).toBeNull();

    await app.user.click(within(controls).getByRole('button', { name: 'Pause the timer' }));
    expect(await screen.findByRole('button', { name: 'Resume the timer' })).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Discussion time left' })).toHaveTextContent('01:35');
    expect(screen.getByText('Paused')).toHaveAttribute('role', 'status');
    expect(api.requestsTo('POST', '/api/game-sessions/s1/timer/pause')).toHaveLength(1);

    await app.user.click(screen.getByRole('button', { name: 'Resume the timer' }));
    expect(await screen.findByRole('button', { name: 'Pause the timer' })).toBeVisible();
    expect(screen.queryByText('Paused')).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Add 30 seconds' }));
    await app.user.click(screen.getByRole('button', { name: 'Add 1 minute' }));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/game-sessions/s1/timer/add').map((r) => r.body)).toEqual([
        { seconds: 30 },
        { seconds: 60 },
      ]),
    );
  });

  it('shows a player the paused clock standing still, and no controls', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    signInWith(() => viewOf(clock('discussion_active', 61, true)));
    renderApp(DISCUSSION);
    const timer = await screen.findByRole('timer', { name: 'Discussion time left' });
    expect(timer).toHaveTextContent('01:01');
    expect(timer.parentElement).toHaveAttribute('data-paused', 'true');
    expect(screen.getByText('Paused')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Timer controls' })).toBeNull();
    vi.useRealTimers();
  });

  it('ends the vote early after the guide confirms it', async () => {
    const api = signInWith(
      () => viewOf(clock('voting_active', 20), GUIDE_ID),
      { 'POST /api/game-sessions/s1/end-vote': { body: guideView(clock('voting_active', 20)) } },
      { guide: true },
    );
    const app = renderApp(VOTING);
    await app.user.click(await screen.findByRole('button', { name: 'End the vote now' }));
    const question = screen.getByRole('group', { name: /End the vote now\? 0 of 4 players/ });
    const confirm = within(question).getByRole('button', { name: 'Yes, end it now' });
    expect(confirm).toHaveFocus();
    await app.user.click(confirm);
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/game-sessions/s1/end-vote')).toHaveLength(1),
    );
  });
});

describe('the guide’s seat controls in the lobby', () => {
  it('removes a player after confirming', async () => {
    const lobby = makeGameState();
    const api = signInWith(
      () => guideView(lobby),
      { 'POST /api/game-sessions/s1/players/user-2/remove': { body: guideView(lobby) } },
      { guide: true },
    );
    const app = renderApp(LOBBY);
    const seats = await screen.findByRole('region', { name: 'Manage seats' });
    await app.user.click(within(seats).getByRole('button', { name: 'Remove budi from the room' }));
    const confirm = within(seats).getByRole('button', { name: 'Yes, remove budi' });
    expect(confirm).toHaveFocus();
    expect(api.requestsTo('POST', '/api/game-sessions/s1/players/user-2/remove')).toHaveLength(0);
    await app.user.click(confirm);
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/game-sessions/s1/players/user-2/remove')).toHaveLength(1),
    );
  });

  it('moves a seat to another account by its username', async () => {
    const lobby = makeGameState();
    const api = signInWith(
      () => guideView(lobby),
      { 'POST /api/game-sessions/s1/reseat': { body: guideView(lobby) } },
      { guide: true },
    );
    const app = renderApp(LOBBY);
    const seats = await screen.findByRole('region', { name: 'Manage seats' });
    await app.user.click(within(seats).getByText('Move a seat to another account'));
    const submit = within(seats).getByRole('button', { name: 'Move the seat' });
    expect(submit).toBeDisabled();
    await app.user.selectOptions(within(seats).getByLabelText('Seat'), 'rani');
    await app.user.type(within(seats).getByLabelText('Username of the new account'), ' teman ');
    await app.user.click(submit);
    expect(await within(seats).findByText("rani's seat now belongs to teman.")).toBeVisible();
    expect(api.requestsTo('POST', '/api/game-sessions/s1/reseat')[0]?.body).toEqual({
      fromUserId: 'user-3',
      toUsername: 'teman',
    });
  });

  it('sets Ending the game apart from Start, in a danger zone', async () => {
    signInWith(() => guideView(makeGameState()), {}, { guide: true });
    renderApp(LOBBY);
    const danger = await screen.findByRole('region', { name: 'Danger zone' });
    expect(within(danger).getByRole('button', { name: /End/ })).toBeVisible();
    expect(within(danger).queryByRole('button', { name: 'Start Game' })).toBeNull();
  });
});

describe('moving a seat at night', () => {
  it('is on the guide’s night screen too', async () => {
    const night = makeGameState({ phase: 'waste_villain_action', round: 1 });
    const api = signInWith(
      () => guideView(night),
      { 'POST /api/game-sessions/s1/reseat': { body: guideView(night) } },
      { guide: true },
    );
    const app = renderApp('/moderator-night-phase?sessionId=s1&round=1');
    const panel = await screen.findByRole('region', { name: 'Move a seat to another account' });
    await app.user.click(within(panel).getByText('Move a seat to another account'));
    await app.user.selectOptions(within(panel).getByLabelText('Seat'), 'sari');
    await app.user.type(within(panel).getByLabelText('Username of the new account'), 'teman');
    await app.user.click(within(panel).getByRole('button', { name: 'Move the seat' }));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/game-sessions/s1/reseat')[0]?.body).toEqual({
        fromUserId: 'user-1',
        toUsername: 'teman',
      }),
    );
  });
});

describe('a player whose seat the guide took away', () => {
  it('is told so on the role room', async () => {
    const seated = makeSessionView({ phase: 'initial' });
    signInWith(() => seated, contentRoutes());
    const app = renderApp('/leaderboard?sessionId=s1&type=waiting-moderator');
    await screen.findByRole('heading', { level: 1 });
    const state = makeGameState();
    const removed = viewFor(
      { ...state, players: state.players.filter((p) => p.userId !== 'user-1') },
      'user-1',
    );
    app.queryClient.setQueryData(['session', 's1'], removed);
    expect(
      await screen.findByText(/The guide has taken you out of the room or moved your seat/),
    ).toBeVisible();
    expect(app.currentUrl()).toBe('/role-explanation-room');
  });
});

describe('time settings when the guide opens a room', () => {
  it('sends only the durations the guide changed', async () => {
    storeLogin({ roleId: 'sustainability_guide_1' });
    const api = mockApi({
      'GET /api/auth/profile': {
        body: { user: makeUser({ roleId: 'sustainability_guide_1' }) },
      },
      ...contentRoutes(),
      'GET /api/game-sessions/timing-defaults': {
        body: {
          quizSeconds: 360,
          discussionSeconds: 180,
          votingSeconds: 30,
          closingQuizSeconds: 360,
        },
      },
      'POST /api/game-sessions': { status: 201, body: { _id: 's1' } },
      ...sessionRoute({
        ...makeSessionView({ viewerId: GUIDE_ID }),
        viewer: { ...makeSessionView({ viewerId: GUIDE_ID }).viewer, userId: 'user-1' },
      }),
    });
    const app = renderApp('/role-explanation-room?character=sustainability_guide');
    await app.user.click(await screen.findByText('Time settings'));
    const discussion = screen.getByLabelText('Discussion');
    expect(discussion).toHaveDisplayValue('3 minutes (default)');
    await app.user.selectOptions(discussion, '5 minutes');
    await app.user.selectOptions(screen.getByLabelText('Vote'), '45 seconds');
    await app.user.click(screen.getByRole('button', { name: 'Generate room code' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/game-sessions')).toHaveLength(1));
    expect(api.requestsTo('POST', '/api/game-sessions')[0]?.body).toMatchObject({
      timings: { discussionSeconds: 300, votingSeconds: 45 },
    });
  });
});
