/**
 * The phases a guide steps through from the lobby to round 1's vote when nobody acts at night
 * and the quiz is left unanswered: the walk many room tests take to reach a phase.
 */
const FIRST_ROUND = [
  'narrative_1',
  'quiz_active',
  'quiz_completed',
  'start_roleplay_narrative',
  'night_phase_1',
  'highest_scorer_action',
  'waste_villain_action',
  'green_guardian_action',
  'waste_manager_action',
  'night_phase_complete',
  'morning_phase_active',
  'video_learning_active',
  'discussion_active',
  'voting_active',
] as const;

export type FirstRoundPhase = (typeof FIRST_ROUND)[number];

/** The first round's phases after `from` (the lobby when left out) up to `to`, both in order. */
export function phasesOfFirstRound(to: FirstRoundPhase, from?: FirstRoundPhase): string[] {
  const start = from ? FIRST_ROUND.indexOf(from) + 1 : 0;
  return FIRST_ROUND.slice(start, FIRST_ROUND.indexOf(to) + 1);
}
