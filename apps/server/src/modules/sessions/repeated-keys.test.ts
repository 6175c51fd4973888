import { randomInt } from 'node:crypto';
import { API, changesAGame, generateRoomCode, pathTo } from '@ecoscha/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phasesOfFirstRound } from '../../testing/phase-walk';
import { loadContentStore } from '../content/content-store';
import {
  createAccount,
  createTestApp,
  createTestCluster,
  type Account,
  type TestApp,
} from '../../testing/test-app';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Answer = { status: number; body: Record<string, unknown> };

/** A call of a game move, sent to one instance or another (the same with one instance). */
type Send = (
  instance: 0 | 1,
  who: Account,
  method: Method,
  path: string,
  body: object | undefined,
  key?: string,
) => Promise<Answer>;

function sender(apps: () => TestApp[]): Send {
  return async (instance, who, method, path, body, key) => {
    const app = apps()[instance % apps().length]?.app;
    if (!app) throw new Error('no app');
    const res = await app.inject({
      method,
      url: path,
      payload: body,
      headers: {
        authorization: `Bearer ${who.token}`,
        'accept-language': 'en',
        ...(key ? { 'idempotency-key': key } : {}),
      },
    });
    return { status: res.statusCode, body: res.body ? (res.json() as Answer['body']) : {} };
  };
}

let keyCounter = 0;
const freshKey = () => `walk-key-${Date.now().toString(36)}-${(keyCounter += 1)}`;

/**
 * Walks a game through every call that changes one: each is sent with a key, then sent again
 * with the same key (to the other instance, when there are two). The repeat must get the first
 * answer, status and body, and change nothing (the session's version stays); and each later
 * step goes on from there, so a repeat that had moved the game would break the walk.
 */
function walkEveryMove(apps: () => TestApp[]) {
  const send = sender(apps);
  const covered = new Set<string>();
  const app = () => apps()[0] as TestApp;
  const versionOf = async (sessionId: string) =>
    (await app().app.sessions.loadWithVersion(sessionId)).version;

  /** The move once, then its repeat: both answers alike, the session unchanged by the repeat. */
  async function once(
    who: Account,
    method: Method,
    template: string,
    params: Record<string, string>,
    body?: object,
    expected = 200,
  ): Promise<Answer & { key: string }> {
    covered.add(`${method} ${template}`);
    const path = pathTo(template, params);
    const key = freshKey();
    const first = await send(0, who, method, path, body, key);
    expect(first.status, `${method} ${path}: ${JSON.stringify(first.body)}`).toBe(expected);
    const sessionId = String(first.body._id ?? params.id ?? params.sessionId ?? '');
    const sessionIdOfBody = (body as { sessionId?: string } | undefined)?.sessionId;
    const id = sessionIdOfBody ?? sessionId;
    const before = await versionOf(id);
    const repeat = await send(1, who, method, path, body, key);
    expect(repeat, `repeat of ${method} ${path}`).toEqual(first);
    expect(await versionOf(id), `repeat of ${method} ${path} changed the session`).toBe(before);
    return { ...first, key };
  }

  async function advance(guide: Account, id: string, phase: string) {
    await once(guide, 'PUT', API.sessions.phase, { id }, { phase });
  }

  return {
    covered,
    async play() {
      const a = app().app;
      const guide = await createAccount(a, 'sustainability_guide');
      const villain = await createAccount(a, 'mang_karwa_waste_villain');
      const guardian = await createAccount(a, 'kang_raka_green_guardian');
      const manager = await createAccount(a, 'waste_manager');
      const asep = await createAccount(a, 'asep_eco_citizen');
      const leaver = await createAccount(a, 'ibu_eneng_eco_citizen');
      const seatTaker = await createAccount(a, 'ibu_eneng_eco_citizen');
      const eneng = await createAccount(a, 'ibu_eneng_eco_citizen');

      // The web app proposes a room code; the server's own code is covered further down.
      const created = await once(
        guide,
        'POST',
        API.sessions.create,
        {},
        { moderatorId: guide.userId, roomCode: generateRoomCode((size) => randomInt(size)) },
        201,
      );
      const id = String(created.body._id);
      for (const player of [villain, guardian, manager, asep, leaver, eneng]) {
        await once(player, 'POST', API.sessions.join, { id }, { userId: player.userId });
      }
      await once(guide, 'POST', API.sessions.practiceSeats, { id }, { count: 1 });
      await once(guide, 'POST', API.sessions.removePracticeSeats, { id }, {});
      await once(guide, 'POST', API.sessions.removePlayer, { id, playerId: leaver.userId });
      await once(
        guide,
        'POST',
        API.sessions.reseat,
        { id },
        { fromUserId: eneng.userId, toUsername: seatTaker.username },
      );

      await advance(guide, id, 'narrative_1');
      await once(guide, 'PUT', API.gameflow.phase, { id }, { phase: 'quiz_active' });
      await once(guide, 'POST', API.sessions.pauseTimer, { id });
      await once(guide, 'POST', API.sessions.resumeTimer, { id });
      const topics = await a.inject({
        method: 'GET',
        url: `${API.quiz.topics}?sessionId=${id}`,
        headers: { authorization: `Bearer ${asep.token}` },
      });
      const [topic] = topics.json<{
        topics: Array<{ _id: string; questions: Array<{ id: string }> }>;
      }>().topics;
      if (!topic) throw new Error('no quiz topic');
      const content = await loadContentStore(a.db);
      await once(
        asep,
        'POST',
        API.quiz.saveScore,
        {},
        {
          sessionId: id,
          userId: asep.userId,
          topicId: topic._id,
          // The right answers: the best score of the quiz takes the night's special action.
          answers: Object.fromEntries(
            topic.questions.map((q) => [q.id, content.question(q.id)?.answer_id ?? '']),
          ),
        },
      );
      for (const phase of phasesOfFirstRound('highest_scorer_action', 'quiz_active')) {
        await advance(guide, id, phase);
      }
      const { eligiblePlayers } = (
        await a.inject({
          method: 'GET',
          url: pathTo(API.gameflow.specialActionInfo, { sessionId: id }),
          headers: { authorization: `Bearer ${guide.token}` },
        })
      ).json<{ eligiblePlayers: Array<{ userId: string }> }>();
      const scorer = [villain, guardian, manager, asep, seatTaker].find(
        (p) => p.userId === eligiblePlayers[0]?.userId,
      );
      if (!scorer) throw new Error('nobody may take the special action');
      const revealed = scorer === villain ? asep : villain;
      await once(
        scorer,
        'POST',
        API.gameflow.specialAction,
        {},
        { sessionId: id, targetPlayerId: revealed.userId, actionType: 'reveal_role', round: 1 },
      );
      await advance(guide, id, 'waste_villain_action');
      await once(
        villain,
        'POST',
        API.gameflow.killVote,
        {},
        { sessionId: id, killerId: villain.userId, targetId: asep.userId },
      );
      await once(
        villain,
        'PUT',
        API.sessions.playerAction,
        { id },
        { playerId: villain.userId, actionState: 'done' },
      );
      await advance(guide, id, 'green_guardian_action');
      await once(
        guardian,
        'POST',
        API.gameflow.saveVote,
        {},
        { sessionId: id, guardianId: guardian.userId, targetId: asep.userId },
      );
      await advance(guide, id, 'waste_manager_action');
      await once(
        manager,
        'POST',
        API.gameflow.investigateVote,
        {},
        { sessionId: id, managerId: manager.userId, targetId: villain.userId },
      );
      await advance(guide, id, 'night_phase_complete');
      const night = await once(
        guide,
        'POST',
        API.gameflow.processNightResults,
        {},
        {
          sessionId: id,
        },
      );
      await advance(guide, id, 'video_learning_active');
      // The game has moved on: a repeat still gets the first run's answer, a new call does not.
      const nightAgain = (key?: string) =>
        send(1, guide, 'POST', API.gameflow.processNightResults, { sessionId: id }, key);
      const { key: nightKey, ...nightAnswer } = night;
      expect(await nightAgain(nightKey)).toEqual(nightAnswer);
      expect((await nightAgain(freshKey())).status).toBe(409);

      await advance(guide, id, 'discussion_active');
      await once(guide, 'POST', API.sessions.addTime, { id }, { seconds: 60 });
      await once(guide, 'POST', API.sessions.endDiscussion, { id }, { moderatorId: guide.userId });
      await once(
        asep,
        'POST',
        API.gameflow.vote,
        {},
        { sessionId: id, voterId: asep.userId, targetId: villain.userId },
      );
      await once(guide, 'POST', API.sessions.endVote, { id });
      await once(guide, 'POST', API.sessions.checkWin, { id });
      await once(
        asep,
        'POST',
        API.achievements.award,
        {},
        { sessionId: id, userId: asep.userId, achievementType: 'first_quiz' },
        // Awards are made by the rules at the end; asking for one before is refused, each time.
        403,
      );
    },

    /** A second room: the guide deals the roles, and closes the vote by asking for its result. */
    async playDealtRoom() {
      const a = app().app;
      const guide = await createAccount(a, 'sustainability_guide');
      const players = await Promise.all(
        [
          'asep_eco_citizen',
          'ibu_eneng_eco_citizen',
          'asep_eco_citizen',
          'ibu_eneng_eco_citizen',
        ].map((card) => createAccount(a, card)),
      );
      // Without a code of the guide's own: every try of the call names one room all the same.
      const created = await once(
        guide,
        'POST',
        API.sessions.create,
        {},
        { moderatorId: guide.userId },
        201,
      );
      const id = String(created.body._id);
      for (const player of players) {
        const joined = await send(0, player, 'POST', pathTo(API.sessions.join, { id }), {
          userId: player.userId,
        });
        expect(joined.status).toBe(200);
      }
      await once(guide, 'POST', API.sessions.dealRoles, { id });
      for (const phase of phasesOfFirstRound('voting_active')) {
        const moved = await send(0, guide, 'PUT', pathTo(API.sessions.phase, { id }), { phase });
        expect(moved.status, phase).toBe(200);
      }
      const { key, ...closed } = await once(
        guide,
        'POST',
        API.gameflow.processVotingElimination,
        {},
        { sessionId: id },
      );
      expect(closed.body.success).toBe(true);
      const moved = await send(0, guide, 'PUT', pathTo(API.sessions.phase, { id }), {
        phase: 'voting_completed',
      });
      expect(moved.status).toBe(200);
      // The game has moved on: a repeat still gets the first run's answer.
      const closeAgain = (again: string) =>
        send(1, guide, 'POST', API.gameflow.processVotingElimination, { sessionId: id }, again);
      expect(await closeAgain(key)).toEqual(closed);
    },
  };
}

/** Every route of the API table that changes a game, as "METHOD template", registered here. */
function gameChangingRoutes(app: TestApp): string[] {
  const templates: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node === 'string') templates.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  collect(API);
  const methods: Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
  return templates.flatMap((template) =>
    methods
      .filter((method) => changesAGame(method, template))
      .filter((method) => app.app.hasRoute({ method, url: template }))
      .map((method) => `${method} ${template}`),
  );
}

describe('every call that changes a game, repeated with its key, is answered from its first run', () => {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  const walk = walkEveryMove(() => (t ? [t] : []));

  it('answers each repeat as the first try, status and body, and changes nothing', async () => {
    await walk.play();
    await walk.playDealtRoom();
    // A route added later without a step here fails this test.
    expect([...walk.covered].sort()).toEqual(gameChangingRoutes(t as TestApp).sort());
  }, 60_000);
});

const clustered = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.runIf(clustered)(
  'the same, the repeat reaching another instance (PostgreSQL + Redis)',
  () => {
    let cluster: Awaited<ReturnType<typeof createTestCluster>> | undefined;
    beforeAll(async () => {
      cluster = await createTestCluster(2);
    });
    afterAll(() => cluster?.close());
    const walk = walkEveryMove(() => cluster?.apps ?? []);

    it('answers each repeat on the other instance as the first instance did', async () => {
      await walk.play();
      await walk.playDealtRoom();
      expect([...walk.covered].sort()).toEqual(
        gameChangingRoutes(cluster?.apps[0] as TestApp).sort(),
      );
    }, 90_000);

    it('makes a vote sent to both instances at once with one key once, and answers both alike', async () => {
      const apps = cluster?.apps ?? [];
      const send = sender(() => apps);
      const a = (apps[0] as TestApp).app;
      const guide = await createAccount(a, 'sustainability_guide');
      const players = await Promise.all(
        ['mang_karwa_waste_villain', 'asep_eco_citizen', 'ibu_eneng_eco_citizen'].map((card) =>
          createAccount(a, card),
        ),
      );
      const [villain, voter] = players as [Account, Account, Account];
      const created = await send(0, guide, 'POST', API.sessions.create, {
        moderatorId: guide.userId,
      });
      const id = String(created.body._id);
      for (const player of players) {
        await send(0, player, 'POST', pathTo(API.sessions.join, { id }), { userId: player.userId });
      }
      for (const phase of phasesOfFirstRound('voting_active')) {
        const moved = await send(0, guide, 'PUT', pathTo(API.sessions.phase, { id }), { phase });
        expect(moved.status).toBe(200);
      }
      const vote = { sessionId: id, voterId: voter.userId, targetId: villain.userId };
      const key = freshKey();
      const [first, second] = await Promise.all(
        ([0, 1] as const).map((instance) =>
          send(instance, voter, 'POST', API.gameflow.vote, vote, key),
        ),
      );
      expect(first?.status).toBe(200);
      expect(second).toEqual(first);
      const state = await a.sessions.load(id);
      expect(state.dayVotes.filter((v) => v.voterId === voter.userId)).toHaveLength(1);
    }, 60_000);
  },
);
