import { describe, expect, it } from 'vitest';
import { isVillain } from './roles';
import type { GameState } from './state';
import {
  answerQuiz,
  finishGame,
  playDay,
  playNight,
  playWholeGame,
  reachRoleplay,
} from './testing/driver';
import { SEVEN_SEATS, tableRoles } from './testing/fixtures';
import { projectorLeaks } from './testing/secrecy';
import { MODERATOR, TestSession } from './testing/session';
import { PROJECTOR, viewFor } from './view';

/** p1, p2 villains; p3 guardian; p4 manager; p5..p7 citizens; p5 tops the quiz. */
function table() {
  return new TestSession({
    roles: SEVEN_SEATS,
  });
}

/** Checks the projector's view of every state the session passes through. */
function watchProjector(s: TestSession) {
  const seen: Array<{ phase: GameState['phase']; leaks: string[] }> = [];
  const look = () =>
    seen.push({
      phase: s.state.phase,
      leaks: projectorLeaks(s.state, viewFor(s.state, PROJECTOR)),
    });
  look();
  s.observe = look;
  return seen;
}

const projector = (s: TestSession) => viewFor(s.state, PROJECTOR);
const rolesShown = (s: TestSession) =>
  Object.fromEntries(projector(s).players.map((p) => [p.userId, p.roleId ?? null]));

describe('the projector view', () => {
  it('never shows a seat’s secret in any state of a scripted game', () => {
    const s = table();
    const seen = watchProjector(s);
    reachRoleplay(s, (u, t) => (u === 'p5' && t === 'topic-1' ? 'right' : 'wrong'));
    playNight(s, {
      reveals: { p5: 'p1' },
      kills: { p1: 'p6', p2: 'p7' },
      saves: { p3: 'p6' },
      investigations: { p4: 'p2' },
    });
    playDay(s, { p3: 'p1', p4: 'p1', p5: 'p1', p6: 'p2' });
    s.advance('night_phase', 2);
    playNight(s, { kills: { p2: 'p5' }, saves: { p3: 'p3' }, investigations: { p4: 'p6' } });
    playDay(s, { p3: 'p2', p4: 'p2', p6: 'p2' });
    expect(s.state.winner).toBe('good_guys');
    finishGame(s);
    expect(s.state.phase).toBe('game_completely_ended');
    expect(seen.length).toBeGreaterThan(60);
    expect(seen.filter((step) => step.leaks.length > 0)).toEqual([]);
  });

  it.each([3, 7, 11, 15])('never shows a seat’s secret in a seeded game of %i', (players) => {
    const s = new TestSession({ seed: players * 31 });
    tableRoles(players).forEach((roleId, i) => s.join(`p${i + 1}`, roleId));
    const seen = watchProjector(s);
    playWholeGame(s);
    expect(seen.filter((step) => step.leaks.length > 0)).toEqual([]);
    expect(new Set(seen.map((step) => step.phase)).size).toBeGreaterThan(15);
  });

  it('hides living players’ roles and tonight’s choices, and shows the night’s victim', () => {
    const s = table();
    reachRoleplay(s);
    expect(Object.values(rolesShown(s)).every((role) => role === null)).toBe(true);
    s.advance('highest_scorer_action');
    s.advance('waste_villain_action');
    s.do({ type: 'nightAction', actorId: 'p1', kind: 'kill', targetId: 'p7' });
    const night = projector(s);
    expect(night).not.toHaveProperty('nightActions');
    expect(JSON.stringify(night)).not.toContain('"kill"');
    s.advance('green_guardian_action');
    s.advance('waste_manager_action');
    s.do({ type: 'nightAction', actorId: 'p4', kind: 'investigate', targetId: 'p1' });
    expect(projector(s)).not.toHaveProperty('investigations');
    s.advance('night_phase_complete');
    s.advance('morning_phase_active');
    const morning = projector(s);
    expect(morning.nightResults).toEqual([
      { round: 1, resultType: 'killed', killedId: 'p7', savedId: null },
    ]);
    expect(rolesShown(s)).toMatchObject({ p7: 'eco_citizen_1', p1: null, p4: null });
  });

  it('keeps the votes unseen until the vote is settled, then shows the tally', () => {
    const s = table();
    reachRoleplay(s);
    playNight(s);
    s.advance('video_learning_active');
    s.advance('discussion_active');
    s.advance('voting_active');
    s.do({ type: 'castDayVote', actorId: 'p3', targetId: 'p1' });
    s.do({ type: 'castDayVote', actorId: 'p4', targetId: 'p1' });
    const voting = projector(s);
    expect(voting.players.filter((p) => p.hasVoted).map((p) => p.userId)).toEqual(['p3', 'p4']);
    expect(voting.eliminationResult).toBeNull();
    expect(JSON.stringify(voting)).not.toContain('"voterId"');
    s.tick(30_000).do({ type: 'deadline' });
    expect(projector(s).eliminationResult).toMatchObject({
      eliminatedPlayerData: { userId: 'p1', roleId: 'waste_villain_1' },
      tally: { p1: 2 },
      allVotes: [
        { voterId: 'p3', targetId: 'p1' },
        { voterId: 'p4', targetId: 'p1' },
      ],
    });
    expect(rolesShown(s)).toMatchObject({ p1: 'waste_villain_1', p2: null });
  });

  it('shows quiz progress while the quiz runs, then the quiz leaderboard, never answers', () => {
    const s = table();
    s.advance('narrative_1');
    s.advance('quiz_active');
    answerQuiz(s, 'opening', (u, t) => (u === 'p5' && t === 'topic-1' ? 'right' : 'wrong'));
    const view = projector(s);
    expect(view.quizProgress.p5).toEqual({ opening: 6, closing: 0 });
    expect(view).not.toHaveProperty('quizResults');
    expect(JSON.stringify(view)).not.toContain('"answers"');
    expect(view.leaderboard[0]).toMatchObject({ userId: 'p5', rank: 1, totalQuizScore: 10 });
    expect(view.leaderboard.every((entry) => entry.roleId === undefined)).toBe(true);
  });

  it('shows every role, the final leaderboard and the two awards at the end', () => {
    const s = new TestSession({ seed: 5 });
    tableRoles(9).forEach((roleId, i) => s.join(`p${i + 1}`, roleId));
    playWholeGame(s);
    const view = projector(s);
    expect(view.players.every((p) => p.roleId !== undefined)).toBe(true);
    expect(view.leaderboard.every((entry) => entry.roleId !== undefined)).toBe(true);
    // Strategic vote points are public once a side has won, as the guide sees them.
    const guideBoard = viewFor(s.state, MODERATOR).players;
    for (const entry of view.leaderboard) {
      expect(entry.points).toBe(guideBoard.find((p) => p.userId === entry.userId)?.points);
    }
    const awards = view.achievements.map((a) => a.type);
    expect(awards).toEqual(expect.arrayContaining(['best_eco_thinker', 'most_strategic']));
  });

  it('is the same for everyone: it does not depend on who opened it', () => {
    const s = table();
    reachRoleplay(s);
    playNight(s, { kills: { p1: 'p6' } });
    expect(projector(s).viewer).toEqual({ isProjector: true });
    const villains = projector(s).players.filter((p) => p.roleId && isVillain(p.roleId));
    expect(villains).toEqual([]);
  });
});

describe('the projector check', () => {
  it('catches a seat’s secrets: the guide’s view of a night fails it', () => {
    const s = table();
    reachRoleplay(s);
    playNight(s, { kills: { p1: 'p6' }, investigations: { p4: 'p2' } });
    const leaks = projectorLeaks(s.state, viewFor(s.state, MODERATOR));
    expect(leaks).toEqual(
      expect.arrayContaining([
        'view.nightActions: seat secret',
        'view.investigations: seat secret',
        'view.players.0.roleId: seat secret',
        'text: waste_villain_1',
      ]),
    );
  });
});
