import { PHASES, type GameState, type Phase, type WirePhase } from './state';

/** The phase as clients see it: the night's narrative step is `night_phase_{round}`. */
export function wirePhase(state: Pick<GameState, 'phase' | 'round'>): WirePhase {
  return state.phase === 'night_phase' ? `night_phase_${state.round}` : state.phase;
}

const isPhase = (value: string): value is Phase => (PHASES as readonly string[]).includes(value);

/**
 * Other names the spec gives the same phases. The spec's `narrative_read`,
 * `narrative_completed` and `morning_phase_completed` are screen-local steps, never a phase
 * a client asks for, so they stay unknown.
 */
const ALIASES = new Map<string, Phase>([
  ['morning_phase', 'morning_phase_active'],
  ['discussion', 'discussion_active'],
  ['morning_discussion', 'discussion_active'],
  ['day_phase_discussion', 'discussion_active'],
]);

/**
 * Reads a phase name from a client: every phase name, the spec's aliases, and `night_phase_1`,
 * `night_phase_2`, ...
 */
export function parseWirePhase(value: string): { phase: Phase; round?: number } | undefined {
  if (isPhase(value)) return { phase: value };
  const alias = ALIASES.get(value);
  if (alias) return { phase: alias };
  const night = /^night_phase_([1-9]\d{0,3})$/.exec(value);
  if (!night?.[1]) return undefined;
  return { phase: 'night_phase', round: Number(night[1]) };
}
