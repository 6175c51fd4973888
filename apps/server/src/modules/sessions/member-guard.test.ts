import { beforeAll, expect, it } from 'vitest';
import { API, pathTo } from '@ecoscha/contracts';
import { routeTable } from '../../testing/route-table';
import { createAccount, useTestApp, type Account } from '../../testing/test-app';
import { OUTSIDER_ROUTES, SESSION_PATH_PREFIXES } from './member-guard';

let guide: Account;
let player: Account;
let outsider: Account;
let session: { _id: string; roomCode: string };
const t = useTestApp();
beforeAll(async () => {
  guide = await createAccount(t.app, 'sustainability_guide');
  player = await createAccount(t.app);
  outsider = await createAccount(t.app);
  session = (
    await t.app.inject({
      method: 'POST',
      url: API.sessions.create,
      headers: { authorization: `Bearer ${guide.token}` },
      payload: { moderatorId: guide.userId, moderatorUsername: guide.username },
    })
  ).json();
  await call(player, 'POST', pathTo(API.sessions.join, { id: session._id }), {
    userId: player.userId,
  });
});

function call(who: Account, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${who.token}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

it('shows an outsider only what joining needs: room code, guide, phase', async () => {
  for (const url of [
    pathTo(API.sessions.byRoomCode, { roomCode: session.roomCode }),
    pathTo(API.sessions.one, { id: session._id }),
  ]) {
    const answer = await call(outsider, 'GET', url);
    expect(answer.statusCode).toBe(200);
    const view = answer.json();
    expect(view).toMatchObject({
      _id: session._id,
      roomCode: session.roomCode,
      moderatorUsername: guide.username,
      currentPhase: 'initial',
      players: [],
      quizResults: {},
    });
  }
  const member = (await call(player, 'GET', pathTo(API.sessions.one, { id: session._id }))).json();
  expect(member.players).toHaveLength(1);
});

it("refuses an outsider the session's other reads, and answers a member", async () => {
  for (const url of [
    pathTo(API.sessions.leaderboard, { id: session._id }),
    pathTo(API.sessions.nightActionsStatus, { id: session._id }),
  ]) {
    const refused = await call(outsider, 'GET', url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_IN_SESSION');
    expect((await call(player, 'GET', url)).statusCode).toBe(200);
  }
});

it('lets the outsider join from the preview, and then see the session', async () => {
  const preview = (
    await call(outsider, 'GET', pathTo(API.sessions.byRoomCode, { roomCode: session.roomCode }))
  ).json();
  const joined = await call(outsider, 'POST', pathTo(API.sessions.join, { id: preview._id }), {
    userId: outsider.userId,
  });
  expect(joined.statusCode).toBe(200);
  const view = (await call(outsider, 'GET', pathTo(API.sessions.one, { id: session._id }))).json();
  expect(view.players).toHaveLength(2);
});

/** Routes under the session paths that name no session: opening a room, its default timings. */
const NAMES_NO_SESSION = new Set([
  `POST ${API.sessions.create}`,
  `GET ${API.sessions.timingDefaults}`,
  `HEAD ${API.sessions.timingDefaults}`,
]);

it("refuses a stranger every call about the session but the join's, whatever its method", async () => {
  const stranger = await createAccount(t.app);
  const routes = routeTable(t.app).filter(
    ({ url }) =>
      url === API.sessions.create || SESSION_PATH_PREFIXES.some((prefix) => url.startsWith(prefix)),
  );
  const keys = routes.map(({ method, url }) => `${method} ${url}`);
  for (const allowed of [...OUTSIDER_ROUTES, ...NAMES_NO_SESSION]) expect(keys).toContain(allowed);

  const reachable: string[] = [];
  for (const { method, url } of routes) {
    const key = `${method} ${url}`;
    if (OUTSIDER_ROUTES.has(key) || NAMES_NO_SESSION.has(key)) continue;
    const answer = await t.app.inject({
      method: method as 'GET',
      url: url
        .replace(/:(id|sessionId)\b/, session._id)
        .replace(':playerId', player.userId)
        .replace(/:\w+/g, 'x'),
      headers: { authorization: `Bearer ${stranger.token}` },
      ...(['GET', 'HEAD'].includes(method)
        ? {}
        : { payload: { sessionId: session._id, userId: stranger.userId } }),
    });
    const refused =
      answer.statusCode === 403 && (method === 'HEAD' || answer.json().code === 'NOT_IN_SESSION');
    if (!refused) reachable.push(`${key} -> ${answer.statusCode}`);
  }
  expect(routes.length).toBeGreaterThan(40);
  expect(reachable).toEqual([]);
});

it("tells a stranger nothing of the session's result through the win check", async () => {
  const stranger = await createAccount(t.app);
  const url = pathTo(API.sessions.checkWin, { id: session._id });
  const refused = await call(stranger, 'POST', url);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().code).toBe('NOT_IN_SESSION');
  expect(refused.body).not.toMatch(/gameEnded|winner|winReason|victoryType/);
  const member = await call(player, 'POST', url);
  expect(member.statusCode).toBe(200);
  expect(member.json()).toEqual({
    gameEnded: false,
    winner: null,
    winReason: null,
    victoryType: null,
  });
});
