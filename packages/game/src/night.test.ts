import { describe, expect, it } from 'vitest';
import { nightActionStatus, specialActionEligibility } from './night-steps';
import { morningReport } from './morning-report';
import { playNight, reachRoleplay } from './testing/driver';
import { MODERATOR, TestSession } from './testing/session';

/** p1..p3 villains, p4 guardian, p5 manager, p6..p9 citizens. */
const ROLES = [
  'waste_villain_1',
  'waste_villain_2',
  'waste_villain_1',
  'green_guardian_1',
  'waste_manager_1',
  'eco_citizen_1',
  'eco_citizen_2',
  'eco_citizen_1',
  'eco_citizen_2',
] as const;

function nightOne(random?: () => number) {
  const s = new TestSession({ roles: [...ROLES], overrides: random ? { random } : {} });
  reachRoleplay(s);
  return s;
}

describe('resolving the night', () => {
  it('eliminates the villains’ majority target, at no point cost', () => {
    const s = nightOne();
    const events = s.events.length;
    playNight(s, { kills: { p1: 'p6', p2: 'p6', p3: 'p7' }, saves: { p4: 'p7' } });
    expect(s.state.nightResults).toEqual([
      {
        round: 1,
        resultType: 'killed',
        targetId: 'p6',
        killedId: 'p6',
        savedId: null,
        decidedBy: 'majority',
        tally: { p6: 2, p7: 1 },
        tiedTargetIds: [],
      },
    ]);
    expect(s.player('p6')).toMatchObject({
      isAlive: false,
      isEliminated: true,
      eliminatedBy: 'night_action',
      eliminatedRound: 1,
      gameScore: 0,
      points: 0,
    });
    expect(s.events.slice(events)).toContainEqual({
      type: 'playerEliminated',
      userId: 'p6',
      cause: 'night_action',
    });
    expect(s.state.phase).toBe('morning_phase_active');
  });

  it('breaks a tie at random and records it', () => {
    const first = nightOne(() => 0);
    playNight(first, { kills: { p1: 'p6', p2: 'p7' } });
    expect(first.state.nightResults[0]).toMatchObject({
      decidedBy: 'random_tie',
      tiedTargetIds: ['p6', 'p7'],
      killedId: 'p6',
    });
    const second = nightOne(() => 0.99);
    playNight(second, { kills: { p1: 'p6', p2: 'p7' } });
    expect(second.state.nightResults[0]).toMatchObject({ decidedBy: 'random_tie', killedId: 'p7' });
  });

  it('saves a protected target: nobody dies', () => {
    const s = nightOne();
    playNight(s, { kills: { p1: 'p6', p2: 'p6' }, saves: { p4: 'p6' } });
    expect(s.state.nightResults[0]).toMatchObject({
      resultType: 'saved',
      targetId: 'p6',
      killedId: null,
      savedId: 'p6',
    });
    expect(s.state.players.every((p) => p.isAlive)).toBe(true);
  });

  it('is peaceful without kill votes', () => {
    const s = nightOne();
    playNight(s, { saves: { p4: 'p4' } });
    expect(s.state.nightResults[0]).toMatchObject({
      resultType: 'peaceful',
      targetId: null,
      decidedBy: 'none',
      tally: {},
    });
  });

  it('stores a win for the moderator to announce', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1', 'eco_citizen_2'] });
    reachRoleplay(s);
    playNight(s, { kills: { p1: 'p2' } });
    expect(s.state.pendingWin).toEqual({
      winner: 'villains',
      winReason: 'villains_control_village',
      victoryType: 'good_elimination',
    });
    expect(s.state.winner).toBeNull();
  });
});

describe('night action status', () => {
  it('reports each living player and whether the step’s actors are done', () => {
    const s = nightOne();
    s.advance('highest_scorer_action');
    s.advance('waste_villain_action');
    s.do({ type: 'nightAction', actorId: 'p1', kind: 'kill', targetId: 'p6' });
    let status = nightActionStatus(s.state);
    expect(status).toMatchObject({
      activeRole: 'waste_villain',
      actionType: 'kill',
      allCompleted: false,
    });
    expect(status.actionStatus.p1).toBe('done');
    expect(status.actionStatus.p2).toBe('wait');
    s.do({ type: 'nightAction', actorId: 'p2', kind: 'kill', targetId: 'p6' });
    s.do({ type: 'nightAction', actorId: 'p3', kind: 'kill', targetId: 'p6' });
    status = nightActionStatus(s.state);
    expect(status.allCompleted).toBe(true);
  });

  it('has no active role in the narrative, and is complete after the last step', () => {
    const s = nightOne();
    expect(nightActionStatus(s.state)).toMatchObject({ activeRole: null, allCompleted: false });
    s.advance('highest_scorer_action');
    expect(nightActionStatus(s.state)).toMatchObject({
      activeRole: 'highest_scorer',
      actionType: 'reveal_role',
      allCompleted: true,
    });
    for (const step of [
      'waste_villain_action',
      'green_guardian_action',
      'waste_manager_action',
    ] as const) {
      s.advance(step);
    }
    s.advance('night_phase_complete');
    expect(nightActionStatus(s.state).allCompleted).toBe(true);
  });
});

describe('special action eligibility', () => {
  it('lists the living highest opening-quiz scorers in round 1', () => {
    const s = new TestSession({ roles: ['eco_citizen_1', 'waste_villain_1', 'eco_citizen_2'] });
    reachRoleplay(s, (u, t) => (u !== 'p3' && t < 'topic-3' ? 'right' : 'wrong'));
    expect(specialActionEligibility(s.state)).toEqual({
      eligiblePlayers: [
        { userId: 'p1', username: 'user-p1' },
        { userId: 'p2', username: 'user-p2' },
      ],
      round: 1,
      highestScore: 20,
    });
  });

  it('lists nobody after night 1', () => {
    const s = new TestSession({
      roles: ['eco_citizen_1', 'waste_villain_1', 'eco_citizen_2', 'eco_citizen_1'],
    });
    reachRoleplay(s, () => 'right');
    s.state = { ...s.state, round: 2 };
    expect(specialActionEligibility(s.state).eligiblePlayers).toEqual([]);
  });
});

describe('morning report', () => {
  it('announces the night and day 1’s disaster, investigations to their manager only', () => {
    const s = nightOne();
    playNight(s, {
      kills: { p1: 'p6', p2: 'p6' },
      investigations: { p5: 'p2' },
    });
    const forManager = morningReport(s.state, 'p5');
    expect(forManager).toEqual({
      morningEvents: {
        death: { victims: ['user-p6'] },
        saved: { player: null },
        villainFound: true,
      },
      currentDay: 1,
      nightResultDetails: {
        resultType: 'killed',
        playersKilled: [{ userId: 'p6', username: 'user-p6', roleId: 'eco_citizen_1' }],
        savedPlayer: null,
        investigationResults: [{ round: 1, managerId: 'p5', targetId: 'p2', isVillain: true }],
        round: 1,
      },
      winCondition: null,
      disaster: 'pollution',
    });
    const forCitizen = morningReport(s.state, 'p7');
    expect(forCitizen.nightResultDetails.investigationResults).toEqual([]);
    expect(forCitizen.morningEvents.villainFound).toBe(false);
    expect(morningReport(s.state, MODERATOR).nightResultDetails.investigationResults).toHaveLength(
      1,
    );
  });

  it('names the saved player', () => {
    const s = nightOne();
    playNight(s, { kills: { p1: 'p7' }, saves: { p4: 'p7' } });
    const report = morningReport(s.state, 'p8');
    expect(report.morningEvents).toMatchObject({
      death: { victims: [] },
      saved: { player: 'user-p7' },
    });
    expect(report.nightResultDetails.savedPlayer).toEqual({ userId: 'p7', username: 'user-p7' });
  });
});
