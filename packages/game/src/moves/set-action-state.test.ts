import { describe, expect, it } from 'vitest';
import { nightActionStatus } from '../night-steps';
import { viewFor } from '../view';
import { reachRoleplay } from '../testing/driver';
import { TestSession } from '../testing/session';

function night() {
  const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1', 'green_guardian_1'] });
  reachRoleplay(s);
  return s;
}

const report = (actorId: string, state: 'wait' | 'true' | 'done') =>
  ({ type: 'setActionState', actorId, state }) as const;

describe('setActionState', () => {
  it('records an actor’s status for the night screens, reset at every step', () => {
    const s = night();
    s.advance('highest_scorer_action');
    s.advance('waste_villain_action');
    s.do(report('p1', 'true'));
    expect(nightActionStatus(s.state).actionStatus).toEqual({ p1: 'true', p2: 'wait', p3: 'wait' });
    s.advance('green_guardian_action');
    expect(s.state.actionStates).toEqual({});
  });

  it('shows a player their own report in their view, and nobody else’s', () => {
    const s = night();
    s.advance('highest_scorer_action');
    s.advance('waste_villain_action');
    s.do(report('p1', 'true'));
    expect(viewFor(s.state, 'p1').viewer.reportedAction).toBe('true');
    expect(viewFor(s.state, 'p2').viewer.reportedAction).toBe('wait');
    expect(JSON.stringify(viewFor(s.state, 'p2'))).not.toContain('"true"');
  });

  it('lets anyone alive report waiting, even during the narrative', () => {
    const s = night();
    s.do(report('p2', 'wait'));
    expect(s.state.actionStates).toEqual({ p2: 'wait' });
  });

  it('allows acting only after the night’s narrative', () => {
    const s = night();
    expect(s.apply(report('p1', 'true'))).toEqual({ error: 'WRONG_PHASE' });
  });

  it('allows acting or done only to the current step’s actors', () => {
    const s = night();
    s.advance('highest_scorer_action');
    s.advance('waste_villain_action');
    expect(s.apply(report('p2', 'true'))).toEqual({ error: 'NOT_YOUR_TURN' });
    expect(s.apply(report('p3', 'done'))).toEqual({ error: 'NOT_YOUR_TURN' });
  });

  it('is for living players of the session, during the night', () => {
    const s = night();
    expect(s.apply(report('nobody', 'wait'))).toEqual({ error: 'NOT_IN_SESSION' });
    s.markOut('p2');
    expect(s.apply(report('p2', 'wait'))).toEqual({ error: 'PLAYER_ELIMINATED' });
    s.advance('highest_scorer_action');
    s.advance('waste_villain_action');
    s.advance('green_guardian_action');
    s.advance('waste_manager_action');
    s.advance('night_phase_complete');
    expect(s.apply(report('p1', 'wait'))).toEqual({ error: 'WRONG_PHASE' });
  });
});
