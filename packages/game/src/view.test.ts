import { describe, expect, it } from 'vitest';
import { SEVEN_SEATS } from './testing/fixtures';
import { answersFor, playDay, playNight, playWholeGame, reachRoleplay } from './testing/driver';
import { hiddenRoleLeaks } from './testing/secrecy';
import { MODERATOR, TestSession } from './testing/session';
import { leaderboardFor } from './leaderboard';
import {
  PROJECTOR,
  seatsThatMaySee,
  viewFor,
  viewJsonFor,
  viewPiecesFor,
  type GameView,
  type ViewPieces,
} from './view';
import { applyViewPatch, viewPatchJson, type ViewPatch } from './view-patch';

/** p1, p2 villains; p3 guardian; p4 manager; p5..p7 citizens; p5 tops the quiz. */
function table() {
  const s = new TestSession({
    roles: SEVEN_SEATS,
  });
  reachRoleplay(s, (u, t) => (u === 'p5' && t === 'topic-1' ? 'right' : 'wrong'));
  return s;
}

const everyone = (s: TestSession) => [...s.ids(), MODERATOR, 'outsider'];
const expectNoLeaks = (s: TestSession) => {
  for (const viewer of everyone(s)) {
    expect(hiddenRoleLeaks(s.state, viewer, viewFor(s.state, viewer)), viewer).toEqual([]);
  }
};
const rolesSeenBy = (s: TestSession, viewer: string) =>
  Object.fromEntries(viewFor(s.state, viewer).players.map((p) => [p.userId, p.roleId ?? null]));

describe('viewFor', () => {
  it('shows the moderator every role and every secret', () => {
    const s = table();
    const view = viewFor(s.state, MODERATOR);
    expect(view.players.every((p) => p.roleId !== undefined)).toBe(true);
    expect(view.viewer).toMatchObject({ isModerator: true, isPlayer: false });
    // Everyone's quiz progress, not their answers (those are in the learning report).
    expect(view.quizResults).toEqual({});
    const handedIn = (id: string) => (s.state.quizResults[id] ?? []).length;
    expect(s.ids().some((id) => handedIn(id) > 0)).toBe(true);
    expect(view.quizProgress).toEqual(
      Object.fromEntries(s.ids().map((id) => [id, { opening: handedIn(id), closing: 0 }])),
    );
  });

  it('shows a citizen their own role only', () => {
    const s = table();
    const seen = rolesSeenBy(s, 'p6');
    expect(seen.p6).toBe('eco_citizen_2');
    expect(Object.entries(seen).filter(([, r]) => r !== null)).toHaveLength(1);
    expect(viewFor(s.state, 'p6').viewer).toMatchObject({
      userId: 'p6',
      isModerator: false,
      isPlayer: true,
      isAlive: true,
      roleId: 'eco_citizen_2',
      isVillain: false,
    });
  });

  it('shows a villain the other villains and their kill votes tonight, nothing else', () => {
    const s = table();
    s.advance('highest_scorer_action');
    s.advance('waste_villain_action');
    s.do({ type: 'nightAction', actorId: 'p2', kind: 'kill', targetId: 'p6' });
    const view = viewFor(s.state, 'p1');
    expect(view.players.filter((p) => p.roleId).map((p) => p.userId)).toEqual(['p1', 'p2']);
    expect(view.nightActions.map((a) => a.actorId)).toEqual(['p2']);
    s.advance('green_guardian_action');
    s.do({ type: 'nightAction', actorId: 'p3', kind: 'save', targetId: 'p6' });
    expect(viewFor(s.state, 'p1').nightActions).toHaveLength(1);
    expect(viewFor(s.state, 'p5').nightActions).toEqual([]);
    expect(viewFor(s.state, 'p3').nightActions.map((a) => a.kind)).toEqual(['save']);
    expectNoLeaks(s);
  });

  it('shows a manager their own findings as a team, never a role', () => {
    const s = table();
    playNight(s, { investigations: { p4: 'p1' } });
    expect(viewFor(s.state, 'p4').investigations).toEqual([
      { round: 1, managerId: 'p4', targetId: 'p1', isVillain: true },
    ]);
    expect(rolesSeenBy(s, 'p4').p1).toBeNull();
    expect(viewFor(s.state, 'p5').investigations).toEqual([]);
    expectNoLeaks(s);
  });

  it('shows the highest scorer the role they revealed, to them alone', () => {
    const s = table();
    s.advance('highest_scorer_action');
    expect(viewFor(s.state, 'p5').viewer.canSpecialAction).toBe(true);
    expect(viewFor(s.state, 'p6').viewer.canSpecialAction).toBe(false);
    s.do({ type: 'specialAction', actorId: 'p5', targetId: 'p2' });
    expect(viewFor(s.state, 'p5').viewer).toMatchObject({
      canSpecialAction: false,
      hasActedThisStep: true,
    });
    expect(rolesSeenBy(s, 'p5').p2).toBe('waste_villain_2');
    expect(rolesSeenBy(s, 'p6').p2).toBeNull();
    expect(viewFor(s.state, 'p6').specialReveals).toEqual([]);
    expectNoLeaks(s);
  });

  it('reveals an eliminated player’s role to everyone', () => {
    const s = table();
    playNight(s, { kills: { p1: 'p7', p2: 'p7' } });
    expect(rolesSeenBy(s, 'p6').p7).toBe('eco_citizen_1');
    expect(viewFor(s.state, 'p7').viewer.isAlive).toBe(false);
    expectNoLeaks(s);
  });

  it('keeps day votes secret until the result, then shows them all', () => {
    const s = table();
    playNight(s);
    s.advance('video_learning_active');
    s.advance('discussion_active');
    s.advance('voting_active');
    s.do({ type: 'castDayVote', actorId: 'p5', targetId: 'p1' });
    const other = viewFor(s.state, 'p6');
    expect(other.dayVotes).toEqual([]);
    expect(other.players.find((p) => p.userId === 'p5')?.hasVoted).toBe(true);
    expect(viewFor(s.state, 'p5').dayVotes).toHaveLength(1);
    expect(viewFor(s.state, 'p5').viewer.hasActedThisStep).toBe(true);
    s.tick(30_000).do({ type: 'deadline' });
    expect(viewFor(s.state, 'p6').eliminationResult).toMatchObject({
      eliminatedPlayerData: { userId: 'p1', roleId: 'waste_villain_1' },
      allVotes: [{ voterId: 'p5', targetId: 'p1' }],
    });
    expectNoLeaks(s);
  });

  it('holds back strategic vote points from players until a side has won', () => {
    const s = table();
    const startingPoints = (id: string) => s.player(id).points;
    playNight(s);
    const before = { p3: startingPoints('p3'), p6: startingPoints('p6') };
    // p3 votes for a villain (+10), p6 for a good player (-5); the votes are public at the reveal.
    playDay(s, { p3: 'p1', p4: 'p1', p6: 'p5' });
    const pointsSeenBy = (viewer: string, id: string) =>
      viewFor(s.state, viewer).players.find((p) => p.userId === id)?.points;
    const rankedPointsSeenBy = (viewer: string, id: string) =>
      leaderboardFor(s.state, viewer).find((p) => p.userId === id)?.points;
    expect(s.player('p3').points).toBe(before.p3 + 10);
    expect(s.player('p6').points).toBe(before.p6 - 5);
    for (const viewer of ['p6', 'p3', 'p2']) {
      expect(pointsSeenBy(viewer, 'p3'), viewer).toBe(before.p3);
      expect(pointsSeenBy(viewer, 'p6'), viewer).toBe(before.p6);
      expect(rankedPointsSeenBy(viewer, 'p3'), viewer).toBe(before.p3);
    }
    expect(pointsSeenBy(MODERATOR, 'p3')).toBe(before.p3 + 10);
    expect(rankedPointsSeenBy(MODERATOR, 'p6')).toBe(before.p6 - 5);

    s.advance('night_phase', 2);
    playNight(s);
    playDay(s, { p3: 'p2', p4: 'p2' });
    expect(s.state.winner).toBe('good_guys');
    expect(pointsSeenBy('p6', 'p3')).toBe(before.p3 + 20);
    expect(rankedPointsSeenBy('p6', 'p6')).toBe(before.p6 - 5);
  });

  it('shows a player their own quiz results and never an answer key', () => {
    const s = new TestSession({ roles: ['eco_citizen_1', 'waste_villain_1'] });
    s.advance('narrative_1');
    s.advance('quiz_active');
    const answers = answersFor(s, 'p1', 'topic-1', 'opening', true);
    s.do({ type: 'submitQuizTopic', actorId: 'p1', topicId: 'topic-1', answers });
    const view = viewFor(s.state, 'p1');
    expect(view.viewer.completedTopics).toEqual({ opening: ['topic-1'], closing: [] });
    expect(view.quizResults.p1?.[0]).toMatchObject({ answers, score: 10 });
    expect(Object.keys(viewFor(s.state, 'p2').quizResults)).toEqual(['p2']);
    expect(JSON.stringify(view)).not.toContain('accepted');
  });

  it('tells which seats may see a change: a quiz topic handed in, its player, the guide and the projector', () => {
    const s = new TestSession({ roles: ['eco_citizen_1', 'waste_villain_1', 'green_guardian_1'] });
    s.advance('narrative_1');
    s.advance('quiz_active');
    const before = s.state;
    const answers = answersFor(s, 'p2', 'topic-1', 'opening', true);
    s.do({ type: 'submitQuizTopic', actorId: 'p2', topicId: 'topic-1', answers });
    expect(seatsThatMaySee(before, s.state)).toEqual(new Set([MODERATOR, PROJECTOR, 'p2']));
    for (const viewer of ['p1', 'p3', 'outsider']) {
      expect(viewFor(s.state, viewer), viewer).toEqual(viewFor(before, viewer));
    }
    expect(viewFor(s.state, 'p2')).not.toEqual(viewFor(before, 'p2'));
    expect(viewFor(s.state, PROJECTOR)).not.toEqual(viewFor(before, PROJECTOR));

    const answering = s.state;
    s.advance('quiz_completed');
    expect(seatsThatMaySee(answering, s.state)).toBe('everyone');
  });

  it('turns every card face up once a side has won', () => {
    const s = table();
    playNight(s, { kills: { p1: 'p5' } });
    playDay(s, { p3: 'p1', p4: 'p1', p6: 'p1' });
    expect(rolesSeenBy(s, 'p6').p2).toBeNull();
    s.advance('night_phase', 2);
    playNight(s);
    playDay(s, { p3: 'p2', p4: 'p2' });
    expect(s.state.winner).toBe('good_guys');
    expect(Object.values(rolesSeenBy(s, 'p6')).every((r) => r !== null)).toBe(true);
    expectNoLeaks(s);
  });

  it('carries the session as the spec names it', () => {
    const s = table();
    const view = viewFor(s.state, 'p5');
    expect(view).toMatchObject({
      _id: 'session-1',
      roomCode: 'ABCD1234',
      moderatorUsername: 'Kang Alam',
      currentPhase: 'night_phase_1',
      currentRound: 1,
      gameState: { phase: 'night_phase_1', round: 1, moderatorFinishedNarrative: true },
    });
    expect(view.players[0]).not.toHaveProperty('joinedAt');
  });
});

describe('a view as JSON', () => {
  it('is the view, and each patch makes it, for every seat after every move of whole games', () => {
    for (const seed of [3, 11]) {
      const s = new TestSession({ seed, roles: SEVEN_SEATS });
      let checked = 0;
      // What each seat's socket holds: the pieces of its last view, and the view patches made.
      const held = new Map<string, { pieces: ViewPieces; view: GameView }>();
      s.observe = (_before, session) => {
        for (const viewer of everyone(session)) {
          const json = viewJsonFor(session.state, viewer);
          const view = viewFor(session.state, viewer);
          expect(JSON.parse(json), `${session.state.phase} ${viewer}`).toEqual(view);
          const pieces = viewPiecesFor(session.state, viewer);
          const before = held.get(viewer);
          const patch = before && viewPatchJson(before.pieces, pieces);
          const patched = patch
            ? applyViewPatch(before.view, JSON.parse(patch) as ViewPatch)
            : (before?.view ?? view);
          expect(patched, `patched: ${session.state.phase} ${viewer}`).toEqual(view);
          held.set(viewer, { pieces, view: patched });
          checked += 1;
        }
      };
      playWholeGame(s);
      expect(checked).toBeGreaterThan(500);
    }
  });
});

describe('the secrecy check', () => {
  it('catches a hidden role put into a view', () => {
    const s = table();
    const view = viewFor(s.state, 'p6');
    const leaky = {
      ...view,
      players: view.players.map((p) =>
        p.userId === 'p1' ? { ...p, roleId: 'waste_villain_1' } : p,
      ),
    };
    expect(hiddenRoleLeaks(s.state, 'p6', leaky)).toEqual([
      'view.players.0.roleId of p1',
      'text: waste_villain_1',
    ]);
    expect(
      hiddenRoleLeaks(s.state, 'p6', { ...view, extra: { note: 'green_guardian_1' } }),
    ).toEqual(['text: green_guardian_1']);
  });
});
