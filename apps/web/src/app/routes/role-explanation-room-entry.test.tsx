import { configure, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '@ecoscha/game';
import { contentRoutes } from '@/testing/content-data';
import { makeUser, storeLogin } from '@/testing/data';
import { errorBody, firstThen, mockApi, type Reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { GUIDE_ID, makeSessionView, sessionRoute } from '@/testing/session-data';

/** The lobby's view as the signed-in guide (user-1 in these tests) sees it. */
function guideViewer(sessionId: string) {
  return { ...makeSessionView({ sessionId, viewerId: GUIDE_ID }).viewer, userId: 'user-1' };
}

const CREATE = 'POST /api/game-sessions';
const LOOKUP = 'GET /api/game-sessions/room/ABCD1234';
const LOOKUP_OLDER = 'GET /api/game-sessions/room/2B0XCAK5';
const JOIN = 'POST /api/game-sessions/session-9/join';

function signedIn(roleId: RoleId) {
  storeLogin({ roleId });
  return { 'GET /api/auth/profile': { body: { user: makeUser({ roleId }) } } };
}

beforeAll(async () => {
  configure({ asyncUtilTimeout: 3000 });
  await import('./role-explanation-room');
});

describe('/role-explanation-room: the guide creates the room', () => {
  function openAsGuide(create: Reply | (() => Reply)) {
    const api = mockApi({
      ...signedIn('sustainability_guide_1'),
      ...contentRoutes(),
      [CREATE]: create,
      // The lobby loads its session: user-1 is the guide of these fixtures.
      ...sessionRoute({
        ...makeSessionView({ sessionId: 'session-1', viewerId: GUIDE_ID }),
        viewer: guideViewer('session-1'),
      }),
      ...sessionRoute({
        ...makeSessionView({ sessionId: 'session-2', viewerId: GUIDE_ID }),
        viewer: guideViewer('session-2'),
      }),
    });
    const app = renderApp('/role-explanation-room?character=sustainability_guide');
    return { api, app };
  }

  it('generates an 8-character code, creates the session and opens its lobby', async () => {
    const { api, app } = openAsGuide({ status: 201, body: { _id: 'session-1' } });

    await app.user.click(await screen.findByRole('button', { name: 'Generate room code' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting for players' }),
    ).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/moderator-leaderboard-startgame?sessionId=session-1');
    expect(localStorage.getItem('currentSessionId')).toBe('session-1');
    const [request] = api.requestsTo('POST', '/api/game-sessions');
    expect(request?.body).toEqual({
      // Never 0, O, 1, I or L, which a class reading the projector mixes up.
      roomCode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/),
      moderatorId: 'user-1',
      moderatorUsername: 'sari',
    });
    expect(request?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(screen.queryByLabelText('Room code')).not.toBeInTheDocument();
  });

  it('tries a new code when the first one is taken', async () => {
    const { api, app } = openAsGuide(
      firstThen(
        { status: 409, body: errorBody('ROOM_CODE_TAKEN', 'taken') },
        { status: 201, body: { _id: 'session-2' } },
      ),
    );

    await app.user.click(await screen.findByRole('button', { name: 'Generate room code' }));

    await screen.findByRole('heading', { level: 1, name: 'Waiting for players' });
    expect(app.currentUrl()).toBe('/moderator-leaderboard-startgame?sessionId=session-2');
    expect(api.requestsTo('POST', '/api/game-sessions')).toHaveLength(2);
  });

  it.each<[string, Reply, string]>([
    [
      'no session id comes back',
      { status: 201, body: {} },
      'Failed to create room. Please try again.',
    ],
    [
      'the server fails',
      { status: 500, body: errorBody('INTERNAL_ERROR', 'boom') },
      'Failed to create room. Please try again.',
    ],
    [
      'the network is down',
      'network-error',
      'Failed to create room. Please check your connection and try again.',
    ],
  ])('says so when %s', async (_case, reply, message) => {
    const { app } = openAsGuide(reply);

    await app.user.click(await screen.findByRole('button', { name: 'Generate room code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(app.currentUrl()).toBe('/role-explanation-room?character=sustainability_guide');
    expect(localStorage.getItem('currentSessionId')).toBeNull();
  });

  it('stops after three taken codes', async () => {
    const { api, app } = openAsGuide({
      status: 409,
      body: errorBody('ROOM_CODE_TAKEN', 'taken'),
    });

    await app.user.click(await screen.findByRole('button', { name: 'Generate room code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create room. Please try again. This room code is in use. Generate a new one.',
    );
    expect(api.requestsTo('POST', '/api/game-sessions')).toHaveLength(3);
  });
});

describe('/role-explanation-room: a player joins with the room code', () => {
  function openAsPlayer(routes: Record<string, Reply> = {}) {
    const api = mockApi({ ...signedIn('eco_citizen_1'), ...contentRoutes(), ...routes });
    const app = renderApp('/role-explanation-room?character=asep_eco_citizen');
    return { api, app };
  }

  const sessionRequests = (api: ReturnType<typeof mockApi>) =>
    api.requests.filter((request) => request.path.startsWith('/api/game-sessions'));

  it('keeps Join room disabled while the field is empty and asks for a code', async () => {
    const { api, app } = openAsPlayer();
    const field = await screen.findByLabelText('Room code');
    const button = screen.getByRole('button', { name: 'Join room' });
    expect(button).toBeDisabled();

    await app.user.type(field, '   ');
    expect(button).toBeEnabled();
    await app.user.click(button);

    expect(screen.getByRole('alert')).toHaveTextContent('Room code is required!');
    expect(sessionRequests(api)).toHaveLength(0);
  });

  it('upper-cases the code as it is typed and stops at 8 characters', async () => {
    const { app } = openAsPlayer();
    const field = await screen.findByLabelText('Room code');

    await app.user.type(field, 'abcd12345');
    expect(field).toHaveValue('ABCD1234');
  });

  it('takes a pasted code with spaces around and inside it', async () => {
    const { app } = openAsPlayer();
    const field = await screen.findByLabelText('Room code');
    await app.user.click(field);
    await app.user.paste(' abcd 1234 ');
    expect(field).toHaveValue('ABCD1234');
  });

  it('takes a code written with dashes, and looks it up as the room has it', async () => {
    const { api, app } = openAsPlayer({
      [LOOKUP_OLDER]: { status: 404, body: errorBody('SESSION_NOT_FOUND', 'not found') },
    });
    const field = await screen.findByLabelText('Room code');
    await app.user.click(field);
    await app.user.paste('2b0x-cak5');
    expect(field).toHaveValue('2B0XCAK5');
    await app.user.click(screen.getByRole('button', { name: 'Join room' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(api.requestsTo('GET', '/api/game-sessions/room/2B0XCAK5')).toHaveLength(1);
  });

  it('checks the code has 8 letters and digits before looking it up', async () => {
    const { api, app } = openAsPlayer();

    await app.user.type(await screen.findByLabelText('Room code'), 'ab-12');
    await app.user.click(screen.getByRole('button', { name: 'Join room' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'A room code has 8 letters and digits. Check the code and try again.',
    );
    expect(sessionRequests(api)).toHaveLength(0);
  });

  it('says the room was not found', async () => {
    const { api, app } = openAsPlayer({
      [LOOKUP]: { status: 404, body: errorBody('SESSION_NOT_FOUND', 'not found') },
    });

    await app.user.type(await screen.findByLabelText('Room code'), 'abcd1234');
    await app.user.click(screen.getByRole('button', { name: 'Join room' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No room has this code. Check the code with your Sustainability Guide and try again.',
    );
    expect(api.requestsTo('GET', '/api/game-sessions/room/ABCD1234')).toHaveLength(1);
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows the translated reason when joining fails', async () => {
    const { app } = openAsPlayer({
      [LOOKUP]: { body: { _id: 'session-9', roomCode: 'ABCD1234' } },
      [JOIN]: { status: 409, body: errorBody('GAME_ALREADY_STARTED', 'Permainan sudah dimulai') },
    });

    await app.user.type(await screen.findByLabelText('Room code'), 'ABCD1234');
    await app.user.click(screen.getByRole('button', { name: 'Join room' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to join room: The game has already started; new players can no longer join.',
    );
    expect(app.currentUrl()).toBe('/role-explanation-room?character=asep_eco_citizen');
  });

  it('says Unknown error when a refusal gives no reason', async () => {
    const { app } = openAsPlayer({
      [LOOKUP]: { body: { _id: 'session-9' } },
      [JOIN]: { body: { success: false } },
    });

    await app.user.type(await screen.findByLabelText('Room code'), 'ABCD1234');
    await app.user.click(screen.getByRole('button', { name: 'Join room' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to join room: Unknown error',
    );
  });

  it('needs the stored user id', async () => {
    const { api, app } = openAsPlayer();
    await screen.findByLabelText('Room code');
    localStorage.removeItem('userId');

    await app.user.type(screen.getByLabelText('Room code'), 'ABCD1234');
    await app.user.click(screen.getByRole('button', { name: 'Join room' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to join room: your login details are missing. Please log in again.',
    );
    expect(sessionRequests(api)).toHaveLength(0);
  });

  it('joins, remembers the session and goes to the leaderboard', async () => {
    const { api, app } = openAsPlayer({
      [LOOKUP]: { body: { _id: 'session-9', roomCode: 'ABCD1234' } },
      [JOIN]: { body: { success: true, session: { _id: 'session-9' } } },
      ...sessionRoute(makeSessionView({ sessionId: 'session-9' })),
    });

    await app.user.type(await screen.findByLabelText('Room code'), 'abcd1234');
    await app.user.click(screen.getByRole('button', { name: 'Join room' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leaderboard' }),
    ).toBeInTheDocument();
    // Joined before the game starts: the rules keep players on the waiting leaderboard.
    await waitFor(() =>
      expect(app.currentUrl()).toBe('/leaderboard?sessionId=session-9&type=waiting-moderator'),
    );
    expect(localStorage.getItem('currentSessionId')).toBe('session-9');
    expect(api.requestsTo('POST', '/api/game-sessions/session-9/join')[0]?.body).toEqual({
      userId: 'user-1',
      roleId: 'eco_citizen_1',
      username: 'sari',
    });
  });
});
