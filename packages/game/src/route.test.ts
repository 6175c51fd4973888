import { describe, expect, it } from 'vitest';
import { routeFor } from './route';
import type { GameState, Phase } from './state';
import { reachRoleplay } from './testing/driver';
import { MODERATOR, TestSession } from './testing/session';
import { viewFor } from './view';

/** p1 villain, p2 guardian, p3 manager, p4 citizen (top quiz scorer), p5 eliminated citizen. */
function base(): GameState {
  const s = new TestSession({
    roles: [
      'waste_villain_1',
      'green_guardian_2',
      'waste_manager_1',
      'eco_citizen_2',
      'eco_citizen_1',
    ],
  });
  reachRoleplay(s, (u, t) => (u === 'p4' && t === 'topic-1' ? 'right' : 'wrong'));
  return {
    ...s.state,
    round: 3,
    winner: 'villains',
    victoryType: 'good_elimination',
    players: s.state.players.map((p) =>
      p.userId === 'p5' ? { ...p, isAlive: false, isEliminated: true, eliminatedBy: 'voting' } : p,
    ),
  };
}

const routeAt = (phase: Phase, viewer: string, patch: Partial<GameState> = {}) =>
  routeFor(viewFor({ ...base(), phase, ...patch }, viewer));

const Q = '?sessionId=session-1';

describe('routeFor: the moderator', () => {
  const cases: Array<[Phase, string]> = [
    ['initial', `/moderator-leaderboard-startgame${Q}`],
    ['narrative_1', `/narrative${Q}`],
    ['quiz_active', `/moderator-leaderboard-startgame${Q}`],
    ['quiz_completed', `/moderator-leaderboard-startgame${Q}`],
    ['start_roleplay_narrative', `/narrative${Q}`],
    ['night_phase', `/moderator-night-phase${Q}&round=3`],
    ['highest_scorer_action', `/moderator-night-phase${Q}&round=3`],
    ['waste_villain_action', `/moderator-night-phase${Q}&round=3`],
    ['green_guardian_action', `/moderator-night-phase${Q}&round=3`],
    ['waste_manager_action', `/moderator-night-phase${Q}&round=3`],
    ['night_phase_complete', `/start-morning-phase${Q}`],
    ['morning_phase_active', `/moderator-morning-phase${Q}`],
    ['video_learning_active', `/video-learning${Q}`],
    ['discussion_active', `/discussion-session${Q}`],
    ['voting_active', `/voting${Q}`],
    ['elimination_reveal', `/reveal-player${Q}`],
    ['voting_completed', `/moderator-leaderboard${Q}`],
    ['video_learning_completed', `/moderator-leaderboard${Q}`],
    [
      'game_ended',
      `/moderator-leaderboard${Q}&type=victory&winner=villains&victoryType=good_elimination`,
    ],
    ['roleplay_ending_narrative', `/ending-narrative${Q}&winner=villains`],
    ['closing_quiz_intro', `/closing-quiz${Q}&step=closing_quiz_intro`],
    ['closing_quiz_active', `/closing-quiz${Q}&step=quiz_active`],
    ['closing_quiz_completed', `/closing-quiz${Q}&step=outro`],
    ['final_narrative', `/closing-quiz${Q}&step=final_narrative`],
    ['game_completely_ended', `/moderator-leaderboard${Q}&type=ended`],
  ];
  it.each(cases)('%s -> %s', (phase, path) => {
    expect(routeAt(phase, MODERATOR)).toBe(path);
  });
});

describe('routeFor: a living player', () => {
  const cases: Array<[Phase, string]> = [
    ['initial', `/leaderboard${Q}&type=waiting-moderator`],
    ['narrative_1', `/leaderboard${Q}&type=waiting-moderator`],
    ['quiz_active', `/choose-topic-card${Q}`],
    ['quiz_completed', `/leaderboard${Q}&type=after-quiz`],
    ['start_roleplay_narrative', `/leaderboard${Q}&type=after-quiz`],
    ['night_phase', `/night-phase${Q}&round=3`],
    ['night_phase_complete', `/night-phase${Q}&round=3`],
    ['morning_phase_active', `/morning-phase${Q}&round=3`],
    ['video_learning_active', `/video-learning${Q}`],
    ['discussion_active', `/discussion-session${Q}`],
    ['voting_active', `/voting${Q}`],
    ['elimination_reveal', `/reveal-player${Q}`],
    ['voting_completed', `/leaderboard${Q}`],
    ['video_learning_completed', `/leaderboard${Q}`],
    ['game_ended', `/leaderboard${Q}&type=victory&winner=villains&victoryType=good_elimination`],
    ['roleplay_ending_narrative', `/ending-narrative${Q}&winner=villains`],
    ['closing_quiz_intro', `/closing-quiz${Q}&step=closing_quiz_intro`],
    ['closing_quiz_active', `/closing-choose-topic${Q}`],
    ['closing_quiz_completed', `/leaderboard${Q}&type=after-closing-quiz`],
    ['final_narrative', `/closing-quiz${Q}&step=final_narrative`],
    ['game_completely_ended', `/leaderboard${Q}&type=ended`],
  ];
  it.each(cases)('%s -> %s', (phase, path) => {
    expect(routeAt(phase, 'p4')).toBe(path);
  });

  it('sends each role to act in its own night step only', () => {
    const steps: Array<[Phase, string]> = [
      ['waste_villain_action', 'p1'],
      ['green_guardian_action', 'p2'],
      ['waste_manager_action', 'p3'],
    ];
    for (const [phase, actor] of steps) {
      for (const viewer of ['p1', 'p2', 'p3', 'p4']) {
        expect(routeAt(phase, viewer)).toBe(
          viewer === actor ? `/role-execute${Q}&round=3` : `/night-phase${Q}&round=3`,
        );
      }
    }
  });

  it('sends an eligible highest scorer to the special action until it is used', () => {
    const night1 = { round: 1, winner: null, victoryType: null };
    expect(routeAt('highest_scorer_action', 'p4', night1)).toBe(`/special-action${Q}`);
    expect(routeAt('highest_scorer_action', 'p1', night1)).toBe(`/night-phase${Q}&round=1`);
    const used = {
      ...night1,
      specialReveals: [
        { round: 1, playerId: 'p4', targetId: 'p1', targetRoleId: 'waste_villain_1' as const },
      ],
    };
    expect(routeAt('highest_scorer_action', 'p4', used)).toBe(`/night-phase${Q}&round=1`);
  });
});

describe('routeFor: an eliminated player', () => {
  it('watches the leaderboard until the game is won', () => {
    const during: Phase[] = [
      'night_phase',
      'waste_villain_action',
      'morning_phase_active',
      'video_learning_active',
      'discussion_active',
      'voting_active',
      'elimination_reveal',
      'voting_completed',
    ];
    for (const phase of during) {
      expect(routeAt(phase, 'p5')).toBe(`/leaderboard${Q}&type=eliminated`);
    }
  });

  it('follows the class again from the win on', () => {
    expect(routeAt('game_ended', 'p5')).toBe(
      `/leaderboard${Q}&type=victory&winner=villains&victoryType=good_elimination`,
    );
    expect(routeAt('closing_quiz_active', 'p5')).toBe(`/closing-choose-topic${Q}`);
  });

  it('sees the results with everyone when the guide ends the game mid-round', () => {
    expect(routeAt('game_completely_ended', 'p5')).toBe(`/leaderboard${Q}&type=ended`);
  });
});

describe('routeFor: someone outside the session', () => {
  it('goes home', () => {
    expect(routeAt('voting_active', 'outsider')).toBe('/');
    expect(routeAt('game_completely_ended', 'outsider')).toBe('/');
  });
});
