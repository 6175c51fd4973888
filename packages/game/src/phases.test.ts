import { describe, expect, it } from 'vitest';
import { findTransition, PHASE_DEADLINES, TRANSITIONS } from './phases';
import { PHASES, type Phase } from './state';
import { TestSession } from './testing/session';
import { parseWirePhase, wirePhase } from './wire-phase';

describe('the transition table', () => {
  it('reaches every phase from initial (game_completely_ended through endGame)', () => {
    const reached = new Set<Phase>(['initial']);
    for (let grew = true; grew;) {
      grew = false;
      for (const t of TRANSITIONS) {
        if (reached.has(t.from) && !reached.has(t.to)) {
          reached.add(t.to);
          grew = true;
        }
      }
    }
    expect(PHASES.filter((p) => !reached.has(p))).toEqual(['game_completely_ended']);
  });

  it('leaves every phase but the last two by some row', () => {
    const stuck = PHASES.filter((p) => !TRANSITIONS.some((t) => t.from === p));
    expect(stuck).toEqual(['final_narrative', 'game_completely_ended']);
  });

  it('has a deadline row exactly for the phases with a deadline', () => {
    const timed = [...new Set(TRANSITIONS.filter((t) => t.by === 'deadline').map((t) => t.from))];
    expect(timed.sort()).toEqual(Object.keys(PHASE_DEADLINES).sort());
  });

  it('only the vote and the two quizzes end by themselves once everyone has taken part', () => {
    expect(TRANSITIONS.filter((t) => t.by === 'system')).toEqual([
      { from: 'quiz_active', to: 'quiz_completed', by: 'system' },
      { from: 'voting_active', to: 'elimination_reveal', by: 'system' },
      { from: 'closing_quiz_active', to: 'closing_quiz_completed', by: 'system' },
    ]);
  });

  it('routes night 1 through the highest scorer step and later nights past it', () => {
    const s = new TestSession({ roles: ['waste_villain_1', 'eco_citizen_1', 'eco_citizen_2'] });
    const at = (round: number) => ({ ...s.state, phase: 'night_phase' as const, round });
    expect(findTransition(at(1), 'highest_scorer_action', 'moderator')).toBeDefined();
    expect(findTransition(at(1), 'waste_villain_action', 'moderator')).toBeUndefined();
    expect(findTransition(at(2), 'highest_scorer_action', 'moderator')).toBeUndefined();
    expect(findTransition(at(2), 'waste_villain_action', 'moderator')).toBeDefined();
  });

  it('sends odd mornings to the video, even mornings to the discussion, a win to the end', () => {
    const s = new TestSession();
    const morning = (round: number, won = false) => ({
      ...s.state,
      phase: 'morning_phase_active' as const,
      round,
      pendingWin: won
        ? ({
            winner: 'villains',
            winReason: 'villains_control_village',
            victoryType: 'good_elimination',
          } as const)
        : null,
    });
    const targets = (state: ReturnType<typeof morning>) =>
      TRANSITIONS.filter(
        (t) => t.from === state.phase && t.by === 'moderator' && (t.when?.(state) ?? true),
      ).map((t) => t.to);
    expect(targets(morning(1))).toEqual(['video_learning_active']);
    expect(targets(morning(2))).toEqual(['discussion_active']);
    expect(targets(morning(3, true))).toEqual(['game_ended']);
  });
});

describe('wire phase names', () => {
  it('sends the night narrative as night_phase_{round}', () => {
    expect(wirePhase({ phase: 'night_phase', round: 3 })).toBe('night_phase_3');
    expect(wirePhase({ phase: 'voting_active', round: 3 })).toBe('voting_active');
  });

  it('reads every phase name and numbered nights', () => {
    for (const phase of PHASES) expect(parseWirePhase(phase)).toEqual({ phase });
    expect(parseWirePhase('night_phase_1')).toEqual({ phase: 'night_phase', round: 1 });
    expect(parseWirePhase('night_phase_20')).toEqual({ phase: 'night_phase', round: 20 });
  });

  it("reads the spec's other names for the morning and the discussion", () => {
    expect(parseWirePhase('morning_phase')).toEqual({ phase: 'morning_phase_active' });
    for (const alias of ['discussion', 'morning_discussion', 'day_phase_discussion']) {
      expect(parseWirePhase(alias)).toEqual({ phase: 'discussion_active' });
    }
  });

  it('rejects anything else', () => {
    for (const value of [
      'night_phase_0',
      'night_phase_x',
      'night_phase_',
      'morning',
      'narrative_completed',
      '',
      'toString',
      'constructor',
    ]) {
      expect(parseWirePhase(value)).toBeUndefined();
    }
  });
});
