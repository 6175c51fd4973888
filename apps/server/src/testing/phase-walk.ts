import { PHASES, wirePhase, type WirePhase } from '@ecoscha/game';

/**
 * The phases a guide steps through from the lobby to round 1's vote when nobody acts at night
 * and the quiz is left unanswered: the walk many room tests take to reach a phase.
 */
const FIRST_ROUND: readonly WirePhase[] = PHASES.slice(
  PHASES.indexOf('narrative_1'),
  PHASES.indexOf('voting_active') + 1,
).map((phase) => wirePhase({ phase, round: 1 }));

/** The first round's phases after `from` (the lobby when left out) up to `to`, both in order. */
export function phasesOfFirstRound(to: WirePhase, from?: WirePhase): string[] {
  const indexOf = (phase: WirePhase) => {
    const index = FIRST_ROUND.indexOf(phase);
    if (index < 0) throw new Error(`${phase} is not a phase of the first round`);
    return index;
  };
  return FIRST_ROUND.slice(from ? indexOf(from) + 1 : 0, indexOf(to) + 1);
}
