import {
  API,
  SERVER_EVENT_PAYLOADS,
  SOCKET_EVENTS,
  type ClientToServerEvents,
  type JoinRoomPayload,
  type ServerEventName,
  type ServerToClientEvents,
} from '@ecoscha/contracts';
import { receiveSeatPush, type GameView, type HeldView, type SeatPush } from '@ecoscha/game';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gameSessions } from '../../db/schema';
import {
  BOT_LIMITS,
  createAccount,
  createTestApp,
  useTestApp,
  listen,
  type Account,
} from '../../testing/test-app';
import { unlisted, type JsonSchema } from '../../testing/unlisted-fields';
import { loadContentStore, type ContentStore } from '../content/content-store';
import { testSocket } from '../../testing/test-socket';

type Operation = {
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Every game call (sessions, night, day vote, quiz, awards, history), as OpenAPI names it. */
const GAME_ROUTES = [
  ...Object.values(API.sessions),
  ...Object.values(API.gameflow),
  ...Object.values(API.quiz),
  API.achievements.award,
  API.auth.history,
].map((path) => path.replace(/:(\w+)/g, '{$1}'));
/** Game routes that answer a file, not JSON (the learning report's CSV, tested on its own). */
const FILE_ROUTES = [API.sessions.reportCsv.replace(':id', '{id}')];

let url: string;
let doc: OpenApi;
let content: ContentStore;
const sockets: Array<Socket<ServerToClientEvents, ClientToServerEvents>> = [];

const t = useTestApp(BOT_LIMITS);
beforeAll(async () => {
  url = await listen(t);
  doc = (await t.app.inject({ url: API.openapi })).json<OpenApi>();
  content = await loadContentStore(t.app.db);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
});

type Pushed = { event: string; payload: unknown };

/** A socket of `who` in the session's room, keeping every message it receives. */
async function listenTo(who: Account, join: JoinRoomPayload, received: Pushed[]) {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = testSocket(url, who.token);
  sockets.push(socket);
  // A seat's pushes rebuild its view (whole, then patches): each is checked as the view it made,
  // and its own envelope (`since`, `patch`) against the event's schema.
  let held: HeldView<GameView> | undefined;
  socket.onAny((event: string, payload: unknown) => {
    if (event !== SOCKET_EVENTS.sessionState) return void received.push({ event, payload });
    const push = payload as SeatPush<GameView> & { sessionId: string; serverTime: number };
    if ('patch' in push) {
      const envelope = SERVER_EVENT_PAYLOADS[event].safeParse(payload);
      if (!envelope.success) received.push({ event: `${event} (patch)`, payload });
    }
    held = receiveSeatPush(held, push);
    const { sessionId, serverTime } = push;
    received.push({ event, payload: held ? { sessionId, serverTime, ...held } : payload });
  });
  socket.on('connect', () => socket.emit(SOCKET_EVENTS.joinRoom, join));
  await new Promise<void>((resolve) => socket.once(SOCKET_EVENTS.roomJoined, () => resolve()));
  return socket;
}

const isServerEvent = (event: string): event is ServerEventName =>
  Object.hasOwn(SERVER_EVENT_PAYLOADS, event);

/** What is wrong with a pushed message: an unknown event, a payload off its schema or beyond it. */
function pushProblems({ event, payload }: Pushed): string[] {
  if (!isServerEvent(event)) return [`${event}: not a documented event`];
  const schema = SERVER_EVENT_PAYLOADS[event];
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return [`${event}: ${parsed.error.message}`];
  const json = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema;
  return unlisted(payload, json).map((p) => `${event}: ${p}`);
}

const successSchema = (route: string, method: string) => {
  const responses = doc.paths[route]?.[method]?.responses ?? {};
  const ok = responses['200'] ?? responses['201'];
  return ok?.content?.['application/json']?.schema;
};

describe('the OpenAPI document of the game calls', () => {
  it('gives every game route a closed response schema for its success answer', () => {
    const documented = Object.entries(doc.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => ({ route, method })),
    );
    const game = documented.filter(({ route }) => GAME_ROUTES.includes(route));
    // Every game route of the route table is in the document.
    expect(new Set(game.map((g) => g.route))).toEqual(new Set(GAME_ROUTES));
    for (const { route, method } of game.filter((g) => !FILE_ROUTES.includes(g.route))) {
      const schema = successSchema(route, method);
      expect(schema, `${method} ${route}`).toMatchObject({ type: 'object' });
      expect(Object.keys(schema?.properties ?? {}).length, `${method} ${route}`).toBeGreaterThan(0);
      expect(schema?.additionalProperties, `${method} ${route}`).toBe(false);
    }
  });

  it('documents the session view with optional roles and the quiz without answer keys', () => {
    const view = successSchema('/api/game-sessions/{id}', 'get');
    expect(view?.required).toEqual(
      expect.arrayContaining(['_id', 'roomCode', 'currentPhase', 'players', 'viewer']),
    );
    const player = view?.properties?.players?.items;
    expect(Object.keys(player?.properties ?? {})).toContain('roleId');
    expect(player?.required).not.toContain('roleId');

    const topics = successSchema('/api/quiz/topics', 'get');
    const question = topics?.properties?.topics?.items?.properties?.questions?.items;
    const fields = Object.keys(question?.properties ?? {});
    expect(fields).toEqual(expect.arrayContaining(['id', 'type', 'question_id', 'options_en']));
    for (const secret of ['answer_id', 'answer_en', 'reasoning_id', 'reasoning_en']) {
      expect(fields).not.toContain(secret);
    }
    const feedback = successSchema('/api/quiz-score/save-score', 'post');
    expect(Object.keys(feedback?.properties ?? {})).toEqual(
      expect.arrayContaining(['regularQuizScore', 'closingQuizScore', 'totalQuizScore']),
    );
  });
});

type Answer = { status: number; body: Record<string, unknown> };

describe('the answers of a whole short game', () => {
  const answered = new Map<string, number>();
  const problems: string[] = [];

  /** One call; a success answer is checked against its route's documented schema. */
  async function call(
    who: Account,
    method: 'GET' | 'POST' | 'PUT',
    template: string,
    params: Record<string, string> = {},
    payload?: object,
    query = '',
  ): Promise<Answer> {
    const url = template.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '') + query;
    const res = await t.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${who.token}` },
    });
    const answer = { status: res.statusCode, body: res.json<Record<string, unknown>>() };
    expect(answer.status, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    const route = template.replace(/:(\w+)/g, '{$1}');
    const schema = successSchema(route, method.toLowerCase());
    if (!schema) problems.push(`${method} ${route}: no schema`);
    else problems.push(...unlisted(answer.body, schema).map((p) => `${method} ${route}: ${p}`));
    answered.set(route, (answered.get(route) ?? 0) + 1);
    return answer;
  }

  it('calls every game route, and no answer carries a field its schema does not list', async () => {
    const guide = await createAccount(t.app, 'sustainability_guide');
    const villain = await createAccount(t.app, 'mang_karwa_waste_villain');
    const guardian = await createAccount(t.app, 'kang_raka_green_guardian');
    const manager = await createAccount(t.app, 'waste_manager');
    const scholar = await createAccount(t.app, 'asep_eco_citizen');
    const sleeper = await createAccount(t.app, 'ibu_eneng_eco_citizen');
    const players = [villain, guardian, manager, scholar, sleeper];

    const created = await call(
      guide,
      'POST',
      API.sessions.create,
      {},
      { moderatorId: guide.userId },
    );
    const id = String(created.body._id);
    const ids = { id, sessionId: id };
    const phase = (to: string, path: string = API.sessions.phase) =>
      call(guide, 'PUT', path, ids, { phase: to });

    await call(scholar, 'GET', API.sessions.byRoomCode, {
      roomCode: String(created.body.roomCode),
    });
    // The guide's deal in a room still empty: answered, and the script's roles stay the cards'.
    await call(guide, 'POST', API.sessions.dealRoles, ids);
    for (const p of players) await call(p, 'POST', API.sessions.join, ids, { userId: p.userId });
    // Practice seats: added and taken away again before the game starts.
    await call(guide, 'POST', API.sessions.practiceSeats, ids, { count: 1 });
    await call(guide, 'POST', API.sessions.removePracticeSeats, ids, {});
    // The guide's room controls: a late account re-seated on a friend's, then removed.
    await call(guide, 'GET', API.sessions.timingDefaults);
    const [late, friend] = [
      await createAccount(t.app, 'asep_eco_citizen'),
      await createAccount(t.app, 'asep_eco_citizen'),
    ];
    await call(late, 'POST', API.sessions.join, ids, { userId: late.userId });
    await call(guide, 'POST', API.sessions.reseat, ids, {
      fromUserId: late.userId,
      toUsername: friend.username,
    });
    await call(guide, 'POST', API.sessions.removePlayer, { ...ids, playerId: friend.userId });
    const pushed: Pushed[] = [];
    for (const who of [guide, ...players]) await listenTo(who, id, pushed);
    // The guide's second screen, the class's projector: its own view and who is connected.
    await listenTo(guide, { sessionId: id, viewer: 'projector' }, pushed);
    await call(guide, 'GET', API.sessions.screen, ids);
    // A join the server refuses answers on the socket too.
    sockets[0]?.emit(SOCKET_EVENTS.joinRoom, { sessionId: 'no-such-session' });
    await call(scholar, 'GET', API.quiz.topics);

    await phase('narrative_1', API.gameflow.phase);
    await phase('quiz_active');
    // The scholar answers one topic right: the highest scorer of night 1.
    const { body: topicList } = await call(
      scholar,
      'GET',
      API.quiz.topics,
      {},
      undefined,
      `?sessionId=${id}`,
    );
    await call(scholar, 'GET', API.quiz.questions, {}, undefined, `?sessionId=${id}`);
    const [topic] = topicList.topics as Array<{ _id: string; questions: Array<{ id: string }> }>;
    const answers = Object.fromEntries(
      (topic?.questions ?? []).map((q) => [q.id, content.question(q.id)?.answer_id ?? '']),
    );
    const saved = await call(
      scholar,
      'POST',
      API.quiz.saveScore,
      {},
      {
        sessionId: id,
        userId: scholar.userId,
        topicId: topic?._id,
        answers,
      },
    );
    expect(saved.body.score).toBeGreaterThan(0);
    await call(scholar, 'GET', API.quiz.leaderboard, ids);
    await call(scholar, 'GET', API.sessions.leaderboard, ids);

    await phase('quiz_completed');
    await phase('start_roleplay_narrative');
    await phase('night_phase_1');
    await phase('highest_scorer_action');
    await call(guide, 'GET', API.sessions.specialActionPlayers, ids);
    const eligible = await call(scholar, 'GET', API.gameflow.specialActionInfo, ids);
    expect(eligible.body.eligiblePlayers).toEqual([
      { userId: scholar.userId, username: scholar.username },
    ]);
    await call(
      scholar,
      'POST',
      API.gameflow.specialAction,
      {},
      {
        sessionId: id,
        targetPlayerId: villain.userId,
        actionType: 'reveal_role',
      },
    );

    await phase('waste_villain_action');
    for (const viewer of [guide, villain, scholar])
      await call(viewer, 'GET', API.sessions.one, ids);
    await call(villain, 'PUT', API.sessions.playerAction, ids, {
      playerId: villain.userId,
      actionState: 'true',
    });
    await call(villain, 'GET', API.sessions.nightActionsStatus, ids);
    await call(guide, 'GET', API.sessions.nightActionsStatus, ids);
    await call(villain, 'GET', API.sessions.nightPhaseInfo, ids);
    await call(
      villain,
      'POST',
      API.gameflow.killVote,
      {},
      {
        sessionId: id,
        killerId: villain.userId,
        targetId: sleeper.userId,
      },
    );
    await call(villain, 'GET', API.sessions.nightActions, ids);
    await phase('green_guardian_action');
    await call(
      guardian,
      'POST',
      API.gameflow.saveVote,
      {},
      {
        sessionId: id,
        guardianId: guardian.userId,
        targetId: guardian.userId,
      },
    );
    await phase('waste_manager_action');
    const investigated = await call(
      manager,
      'POST',
      API.gameflow.investigateVote,
      {},
      {
        sessionId: id,
        managerId: manager.userId,
        targetId: villain.userId,
      },
    );
    expect(investigated.body.result).toEqual({ targetId: villain.userId, isVillain: true });
    await phase('night_phase_complete');
    await call(guide, 'POST', API.gameflow.processNightResults, {}, { sessionId: id });
    await call(manager, 'GET', API.gameflow.morningPhase, ids);
    await call(scholar, 'POST', API.sessions.checkWin, ids);

    await phase('video_learning_active');
    await phase('discussion_active');
    await call(guide, 'POST', API.sessions.pauseTimer, ids);
    await call(guide, 'POST', API.sessions.addTime, ids, { seconds: 30 });
    await call(guide, 'POST', API.sessions.resumeTimer, ids);
    await call(guide, 'POST', API.sessions.endDiscussion, ids, { moderatorId: guide.userId });
    for (const voter of [guardian, manager, scholar]) {
      await call(
        voter,
        'POST',
        API.gameflow.vote,
        {},
        {
          sessionId: id,
          voterId: voter.userId,
          targetId: villain.userId,
        },
      );
    }
    // The villain has not voted yet: the guide closes the vote with the votes cast so far.
    await call(guide, 'POST', API.sessions.endVote, ids);
    const voted = await call(
      guide,
      'POST',
      API.gameflow.processVotingElimination,
      {},
      {
        sessionId: id,
      },
    );
    expect(voted.body.eliminationResult).toMatchObject({ eliminatedPlayer: villain.userId });
    await call(scholar, 'GET', API.gameflow.eliminationResult, ids);

    await phase('game_ended');
    await phase('roleplay_ending_narrative');
    await phase('closing_quiz_intro');
    await phase('closing_quiz_active');
    const closing = await call(
      scholar,
      'GET',
      API.quiz.topics,
      {},
      undefined,
      `?sessionId=${id}&closing=true`,
    );
    for (const closingTopic of closing.body.topics as Array<{
      _id: string;
      questions: Array<{ id: string }>;
    }>) {
      await call(
        scholar,
        'POST',
        API.quiz.saveScore,
        {},
        {
          sessionId: id,
          userId: scholar.userId,
          topicId: closingTopic._id,
          answers: Object.fromEntries(
            closingTopic.questions.map((q) => [q.id, content.question(q.id)?.answer_id ?? '']),
          ),
          isClosingQuiz: true,
        },
      );
    }
    await phase('closing_quiz_completed');
    const results = await call(scholar, 'GET', API.quiz.session, ids);
    const [award] = results.body.achievements as Array<{ userId: string; type: string }>;
    expect(award).toBeDefined();
    await call(
      scholar,
      'POST',
      API.achievements.award,
      {},
      {
        sessionId: id,
        userId: award?.userId,
        achievementType: award?.type,
      },
    );
    await call(scholar, 'GET', API.auth.history);
    // The guide's learning report, as JSON and as the CSV file.
    await call(guide, 'GET', API.sessions.report, ids);
    const csv = await t.app.inject({
      url: API.sessions.reportCsv.replace(':id', id),
      headers: { authorization: `Bearer ${guide.token}` },
    });
    expect(csv.statusCode).toBe(200);
    answered.set(FILE_ROUTES[0] ?? '', 1);

    expect(problems).toEqual([]);
    expect([...answered.keys()].sort()).toEqual([...GAME_ROUTES].sort());

    // Every server -> client event arrived, and each payload is exactly its contract.
    const everyEvent = Object.keys(SERVER_EVENT_PAYLOADS);
    for (let waited = 0; waited < 5000; waited += 20) {
      if (everyEvent.every((event) => pushed.some((p) => p.event === event))) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(new Set(pushed.map((p) => p.event))).toEqual(new Set(everyEvent));
    expect(pushed.flatMap(pushProblems)).toEqual([]);
  }, 60_000);
});

describe('the second wall', () => {
  it('drops a field of the stored session that the view schema does not list', async () => {
    const guide = await createAccount(t.app, 'sustainability_guide');
    const player = await createAccount(t.app, 'asep_eco_citizen');
    const auth = (a: Account) => ({ authorization: `Bearer ${a.token}` });
    const created = await t.app.inject({
      method: 'POST',
      url: API.sessions.create,
      headers: auth(guide),
      payload: { moderatorId: guide.userId },
    });
    const id = created.json<{ _id: string }>()._id;
    await t.app.inject({
      method: 'POST',
      url: `/api/game-sessions/${id}/join`,
      headers: auth(player),
      payload: { userId: player.userId },
    });
    // A field the rules copy into the view without knowing it (every field of a seat is spread).
    await t.app.db.execute(
      sql`update ${gameSessions}
          set state = jsonb_set(state::jsonb, '{players,0,secretNote}', '"the villain is Yana"')::json
          where ${gameSessions.id} = ${id}`,
    );
    // A fresh instance on the same database reads the planted field.
    const fresh = await createTestApp(BOT_LIMITS, t.database);
    try {
      const seat = (await fresh.app.sessions.load(id)).players[0] as unknown as Record<
        string,
        unknown
      >;
      expect(seat.secretNote).toBe('the villain is Yana');
      const res = await fresh.app.inject({
        url: `/api/game-sessions/${id}`,
        headers: auth(player),
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('secretNote');
      const view = res.json<{ players: object[] }>();
      expect(unlisted(view, successSchema('/api/game-sessions/{id}', 'get') ?? {})).toEqual([]);
      expect(Object.keys(view.players[0] ?? {})).not.toContain('secretNote');
    } finally {
      await fresh.close();
    }
  });
});
