import {
  isVillain,
  NIGHT_PHASES,
  parseWirePhase,
  roleTypeOf,
  TRANSITIONS,
  type GameView,
  type NightActionKind,
  type Phase,
  type PlayerView,
  type RoleId,
} from '@ecoscha/game';
import type { NarrativeMoment } from '@ecoscha/contracts';

/** The steps of a night as the guide leads them, from the narrative to the wait for morning. */
export type NightStep =
  | 'night_phase'
  | 'highest_scorer_action'
  | 'waste_villain_action'
  | 'green_guardian_action'
  | 'waste_manager_action'
  | 'night_phase_complete';

/** Every step in the order a night takes them: the rules' night phases, which are these steps. */
export const NIGHT_STEP_ORDER = NIGHT_PHASES as readonly NightStep[];

/** The steps of this round's night: the highest scorer has a step in night 1 only. */
export function nightStepsFor(round: number): NightStep[] {
  return NIGHT_STEP_ORDER.filter((step) => step !== 'highest_scorer_action' || round <= 1);
}

export function isNightStep(phase: Phase | undefined): phase is NightStep {
  return phase !== undefined && (NIGHT_STEP_ORDER as readonly string[]).includes(phase);
}

/** The rules' phase (`night_phase` for `night_phase_3`), or undefined for an unknown name. */
export function phaseOf(view: GameView): Phase | undefined {
  return parseWirePhase(view.gameState.phase)?.phase;
}

/**
 * The step the guide moves to from `phase` in `round`: after the narrative the highest scorer
 * (night 1) or the villains (later nights); otherwise the one moderator move of TRANSITIONS.
 * Null at the end of the night, which is processed rather than stepped.
 */
export function nextNightStep(phase: Phase, round: number): NightStep | null {
  if (phase === 'night_phase') return round <= 1 ? 'highest_scorer_action' : 'waste_villain_action';
  if (!isNightStep(phase) || phase === 'night_phase_complete') return null;
  const moves = TRANSITIONS.filter((t) => t.from === phase && t.by === 'moderator');
  const next = moves.length === 1 ? moves[0]?.to : undefined;
  return isNightStep(next) ? next : null;
}

/** What the guide reads aloud in each step. */
export const STEP_NARRATIVE: Partial<Record<NightStep, NarrativeMoment>> = {
  night_phase: 'night_opening',
  highest_scorer_action: 'night_highest_scorer',
  waste_villain_action: 'night_villains',
  green_guardian_action: 'night_guardians',
  waste_manager_action: 'night_manager',
};

/** The night action a step takes. */
export const STEP_ACTION: Partial<Record<NightStep, NightActionKind>> = {
  waste_villain_action: 'kill',
  green_guardian_action: 'save',
  waste_manager_action: 'investigate',
};

/** The night action a role takes, if any. */
export function actionOfRole(roleId: RoleId | undefined): NightActionKind | null {
  if (!roleId) return null;
  if (isVillain(roleId)) return 'kill';
  const type = roleTypeOf(roleId);
  if (type === 'green_guardian') return 'save';
  if (type === 'waste_manager') return 'investigate';
  return null;
}

/** The step in which a night action is taken. */
export const ACTION_STEP: Record<NightActionKind, NightStep> = {
  kill: 'waste_villain_action',
  save: 'green_guardian_action',
  investigate: 'waste_manager_action',
};

/**
 * Who may be picked for a night action or the day vote: living players, never oneself except
 * for a guardian's protection.
 */
export function targetsFor(
  players: PlayerView[],
  selfId: string,
  kind: NightActionKind | 'reveal' | 'vote',
): PlayerView[] {
  return players.filter((p) => p.isAlive && (kind === 'save' || p.userId !== selfId));
}
