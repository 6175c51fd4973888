import { describe, expect, it } from 'vitest';
import { leaderboard } from './leaderboard';
import { roleTypeOf } from './roles';
import { playWholeGame } from './testing/driver';
import { tableRoles } from './testing/fixtures';
import { hiddenRoleLeaks } from './testing/secrecy';
import { MODERATOR, TestSession } from './testing/session';
import { routeFor } from './route';
import { viewFor } from './view';

/** Plays a whole seeded game, checking every viewer's view at every phase change. */
function scenario(tableSize: number, seed: number) {
  const s = new TestSession({ seed, roles: tableRoles(tableSize - 1) });
  const problems: string[] = [];
  const phases: string[] = [];
  s.observe = (before, session) => {
    const state = session.state;
    if (state.phase === before.phase) return;
    phases.push(state.phase);
    for (const viewer of [...session.ids(), MODERATOR, 'outsider']) {
      const view = viewFor(state, viewer);
      problems.push(
        ...hiddenRoleLeaks(state, viewer, view).map((l) => `${state.phase} ${viewer} ${l}`),
      );
      if (!routeFor(view).startsWith('/')) problems.push(`${state.phase}: no route for ${viewer}`);
    }
    for (const e of leaderboard(state)) {
      if (e.gameScore < -20 || e.totalQuizScore > 120) problems.push(`${e.userId} out of bounds`);
    }
  };
  const rounds = playWholeGame(s);
  return { s, rounds, problems, phases };
}

describe('whole games', () => {
  it('seats the rulebook’s table of 15: the guide, 4 villains, 6 citizens, 2 guardians, 2 managers', () => {
    const counts: Record<string, number> = {};
    for (const role of tableRoles(14))
      counts[roleTypeOf(role)] = (counts[roleTypeOf(role)] ?? 0) + 1;
    expect(counts).toEqual({
      waste_villain: 4,
      eco_citizen: 6,
      green_guardian: 2,
      waste_manager: 2,
    });
  });

  it.each([4, 7, 15, 30])(
    'plays a table of %i from room creation to the very end',
    (size) => {
      for (const seed of [1, 2]) {
        const { s, rounds, problems, phases } = scenario(size, seed * 1000 + size);
        expect(problems).toEqual([]);
        expect(s.state.phase).toBe('game_completely_ended');
        expect(s.state.winner).not.toBeNull();
        expect(s.state.gameEnded).toBe(true);
        expect(rounds).toBeLessThanOrEqual(size);
        // With three players the first night can already decide the game.
        if (size > 4) expect(phases).toContain('elimination_reveal');
        expect(phases.slice(-7)).toEqual([
          'game_ended',
          'roleplay_ending_narrative',
          'closing_quiz_intro',
          'closing_quiz_active',
          'closing_quiz_completed',
          'final_narrative',
          'game_completely_ended',
        ]);
        const types = new Set(s.state.achievements.map((a) => a.type));
        expect(types.has('best_eco_thinker')).toBe(true);
        expect(types.has('most_strategic')).toBe(true);
        const events = s.events.filter((e) => e.type === 'gameEnded');
        expect(events).toEqual([
          {
            type: 'gameEnded',
            winner: s.state.winner,
            winReason: s.state.winReason,
            victoryType: s.state.victoryType,
          },
        ]);
      }
    },
    60_000,
  );

  it('plays the same game again from the same seed', () => {
    const a = scenario(15, 77);
    const b = scenario(15, 77);
    expect(b.s.state).toEqual(a.s.state);
    expect(b.s.events).toEqual(a.s.events);
  });

  it('ends a game without villains at the first check, for the good team', () => {
    const s = new TestSession({ roles: ['eco_citizen_1', 'eco_citizen_2', 'green_guardian_1'] });
    playWholeGame(s);
    expect(s.state.winner).toBe('good_guys');
    expect(s.state.nightResults).toHaveLength(1);
  });
});
