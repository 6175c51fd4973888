import { describe, expect, it } from 'vitest';
import { isRuleError } from '../moves';
import { MAX_PLAYERS } from '../phases';
import { PRACTICE_NAMES } from '../practice/names';
import { recommendedRoleMix } from '../role-mix';
import { isPracticeSeat } from '../practice/seats';
import { roleTypeOf } from '../roles';
import { answerQuiz, reachRoleplay } from '../testing/driver';
import { MODERATOR, TestSession } from '../testing/session';

const add = (count: number, actorId = MODERATOR) =>
  ({ type: 'addPracticeSeats', actorId, count }) as const;
const remove = (playerIds?: string[], actorId = MODERATOR) =>
  ({ type: 'removePracticeSeats', actorId, playerIds }) as const;

const typeCounts = (s: TestSession) => {
  const counts: Record<string, number> = {};
  for (const p of s.state.players) {
    const type = roleTypeOf(p.roleId);
    counts[type] = (counts[type] ?? 0) + 1;
  }
  return counts;
};

describe('addPracticeSeats', () => {
  it('seats practice players with ids no account can have, Sundanese names, marked as practice', () => {
    const s = new TestSession();
    expect(s.apply(add(3))).toMatchObject({ events: [] });
    expect(s.state.players.map((p) => p.userId)).toEqual([
      'practice:1',
      'practice:2',
      'practice:3',
    ]);
    for (const player of s.state.players) {
      expect(player).toMatchObject({ isPractice: true, isAlive: true, points: 0, gameScore: 0 });
      expect(PRACTICE_NAMES).toContain(player.username);
      expect(player.username).not.toMatch(/asep/i);
    }
    expect(new Set(s.state.players.map((p) => p.username)).size).toBe(3);
  });

  it('gives roles that complete the recommended mix for the new total', () => {
    const s = new TestSession({ roles: ['eco_citizen_1', 'eco_citizen_2', 'waste_villain_1'] });
    s.do(add(11));
    const mix = recommendedRoleMix(14);
    expect(typeCounts(s)).toEqual({
      waste_villain: mix.waste_villain,
      green_guardian: mix.green_guardian,
      waste_manager: mix.waste_manager,
      eco_citizen: mix.eco_citizen,
    });
    expect(mix).toEqual({ waste_villain: 4, green_guardian: 2, waste_manager: 2, eco_citizen: 6 });
  });

  it('lets a guide alone fill a whole table, with a villain among them', () => {
    const s = new TestSession();
    s.do(add(7));
    expect(typeCounts(s)).toEqual({
      waste_villain: 2,
      green_guardian: 1,
      waste_manager: 1,
      eco_citizen: 3,
    });
  });

  it('fills a short table in turn when the students hold too many of one role', () => {
    const s = new TestSession({ roles: ['eco_citizen_1', 'eco_citizen_1', 'eco_citizen_2'] });
    s.do(add(2));
    const practice = s.state.players.filter(isPracticeSeat).map((p) => roleTypeOf(p.roleId));
    expect(practice).toEqual(['waste_villain', 'green_guardian']);
  });

  it('names never repeat a name in the room, whatever its case', () => {
    const s = new TestSession();
    s.do({ type: 'join', actorId: 'p1', username: 'UJANG', roleId: 'eco_citizen_1' });
    s.do(add(PRACTICE_NAMES.length + 3));
    const names = s.state.players.map((p) => p.username.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('ujang 2');
  });

  it('is the guide’s move only', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    expect(s.apply(add(2, 'p1'))).toEqual({ error: 'NOT_MODERATOR' });
    expect(s.state.players).toHaveLength(1);
  });

  it('is open while students may still join, refused once the opening quiz has ended', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    s.advance('narrative_1');
    s.do(add(1));
    s.advance('quiz_active');
    s.do(add(1));
    s.advance('quiz_completed');
    const before = s.state;
    expect(s.apply(add(1))).toEqual({ error: 'GAME_ALREADY_STARTED' });
    expect(s.state).toBe(before);
  });

  it('never goes over the room’s maximum, and a count of zero changes nothing', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    expect(s.apply(add(MAX_PLAYERS))).toEqual({ error: 'SESSION_FULL' });
    s.do(add(MAX_PLAYERS - 1));
    expect(s.state.players).toHaveLength(MAX_PLAYERS);
    const before = s.state;
    expect(s.apply(add(0))).toEqual({ state: before, events: [] });
    expect(s.apply(add(1))).toEqual({ error: 'SESSION_FULL' });
  });

  it('gives new numbers after the highest seated one', () => {
    const s = new TestSession();
    s.do(add(2));
    s.do(remove(['practice:1']));
    s.do(add(1));
    expect(s.state.players.map((p) => p.userId)).toEqual(['practice:2', 'practice:3']);
  });
});

describe('removePracticeSeats', () => {
  it('takes away every practice seat and keeps the students', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    s.do(add(4));
    s.do(remove());
    expect(s.state.players.map((p) => p.userId)).toEqual(['p1']);
  });

  it('both controls are kept in the session’s history of controls', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    s.do(add(2));
    s.do(remove(['practice:1']));
    expect(s.state.controlLog).toEqual([
      {
        control: 'addPracticeSeats',
        playerIds: ['practice:1', 'practice:2'],
        at: s.now,
        phase: 'initial',
        round: 0,
      },
      {
        control: 'removePracticeSeats',
        playerIds: ['practice:1'],
        at: s.now,
        phase: 'initial',
        round: 0,
      },
    ]);
  });

  it('takes away the listed ones with what they answered', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    s.do(add(2));
    s.advance('narrative_1');
    s.advance('quiz_active');
    // The student leaves a topic for later, so the quiz is still running.
    answerQuiz(s, 'opening', (u, t) => (u === 'p1' && t === 'topic-6' ? 'skip' : 'right'));
    s.do(remove(['practice:2']));
    expect(s.state.players.map((p) => p.userId)).toEqual(['p1', 'practice:1']);
    expect(Object.keys(s.state.quizResults).sort()).toEqual(['p1', 'practice:1']);
  });

  it('refuses a student’s seat or an unknown id, and changes nothing', () => {
    const s = new TestSession({ roles: ['eco_citizen_1'] });
    s.do(add(1));
    const before = s.state;
    expect(s.apply(remove(['p1']))).toEqual({ error: 'INVALID_TARGET' });
    expect(s.apply(remove(['practice:9']))).toEqual({ error: 'INVALID_TARGET' });
    expect(s.state).toBe(before);
  });

  it('is the guide’s move only, and only before the role-play', () => {
    const s = new TestSession({ roles: ['eco_citizen_1', 'waste_villain_1'] });
    s.do(add(2));
    expect(s.apply(remove(undefined, 'p1'))).toEqual({ error: 'NOT_MODERATOR' });
    reachRoleplay(s);
    const result = s.apply(remove());
    expect(isRuleError(result) && result.error).toBe('WRONG_PHASE');
    expect(s.state.players).toHaveLength(4);
  });
});
