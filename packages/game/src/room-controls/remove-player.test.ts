import { describe, expect, it } from 'vitest';
import { answerQuiz, reachRoleplay } from '../testing/driver';
import { MODERATOR, TestSession } from '../testing/session';
import { viewFor } from '../view';

const ROLES = ['waste_villain_1', 'eco_citizen_1', 'eco_citizen_2'] as const;
const remove = (playerId: string, actorId = MODERATOR) =>
  ({ type: 'removePlayer', actorId, playerId }) as const;

describe('removePlayer', () => {
  it('takes the seat out of the lobby; the player sees they are no longer in the room', () => {
    const s = new TestSession({ roles: [...ROLES] });
    s.do(remove('p2'));
    expect(s.ids()).toEqual(['p1', 'p3']);
    expect(viewFor(s.state, 'p2').viewer).toMatchObject({ isPlayer: false, isModerator: false });
    expect(s.state.controlLog).toEqual([
      { control: 'removePlayer', playerId: 'p2', at: s.now, phase: 'initial', round: 0 },
    ]);
  });

  it('also during the opening quiz, with the answers the seat handed in', () => {
    const s = new TestSession({ roles: [...ROLES] });
    s.advance('narrative_1');
    s.advance('quiz_active');
    // p3 leaves a topic for later, so the quiz is still running.
    answerQuiz(s, 'opening', (u, t) => (u === 'p3' && t === 'topic-6' ? 'skip' : 'right'));
    s.do(remove('p1'));
    expect(s.state.quizResults.p1).toBeUndefined();
    expect(Object.keys(s.state.quizResults)).toEqual(['p2', 'p3']);
  });

  it('is refused once the role-play has begun, for a seat not in the room, and for non-guides', () => {
    const s = new TestSession({ roles: [...ROLES] });
    expect(s.apply(remove('p9'))).toEqual({ error: 'INVALID_TARGET' });
    expect(s.apply(remove('p2', 'p1'))).toEqual({ error: 'NOT_MODERATOR' });
    reachRoleplay(s);
    expect(s.apply(remove('p2'))).toEqual({ error: 'WRONG_PHASE' });
  });
});
