import { NIGHT_ACTION_STEP } from './phases';
import { isVillain, roleTypeOf } from './roles';
import { scoresOf } from './scoring';
import type { GameState, NightActionKind, Phase, Player, PlayerActionState } from './state';

export type ActiveRole = 'highest_scorer' | 'waste_villain' | 'green_guardian' | 'waste_manager';
export type NightActionType = 'reveal_role' | NightActionKind;

const STEP_INFO: Partial<Record<Phase, { activeRole: ActiveRole; actionType: NightActionType }>> = {
  highest_scorer_action: { activeRole: 'highest_scorer', actionType: 'reveal_role' },
  waste_villain_action: { activeRole: 'waste_villain', actionType: 'kill' },
  green_guardian_action: { activeRole: 'green_guardian', actionType: 'save' },
  waste_manager_action: { activeRole: 'waste_manager', actionType: 'investigate' },
};

/** Who acts in a night step and how; nulls outside the action steps. */
export function stepInfo(phase: Phase): {
  activeRole: ActiveRole | null;
  actionType: NightActionType | null;
} {
  return STEP_INFO[phase] ?? { activeRole: null, actionType: null };
}

/** Whether this player's role takes this night action. */
export function roleMayTake(player: Player, kind: NightActionKind): boolean {
  switch (kind) {
    case 'kill':
      return isVillain(player.roleId);
    case 'save':
      return roleTypeOf(player.roleId) === 'green_guardian';
    case 'investigate':
      return roleTypeOf(player.roleId) === 'waste_manager';
  }
}

export type SpecialActionEligibility = {
  eligiblePlayers: Array<{ userId: string; username: string }>;
  round: number;
  highestScore: number;
};

/** The highest opening-quiz scorers, alive, who may use the special action in night 1. */
export function specialActionEligibility(state: GameState): SpecialActionEligibility {
  const scored = state.players.map((p) => ({
    player: p,
    score: scoresOf(state, p.userId).regularQuizScore,
  }));
  const highestScore = Math.max(0, ...scored.map((s) => s.score));
  const eligiblePlayers =
    highestScore > 0 && state.round <= 1
      ? scored
          .filter((s) => s.player.isAlive && s.score === highestScore)
          .map(({ player }) => ({ userId: player.userId, username: player.username }))
      : [];
  return { eligiblePlayers, round: state.round, highestScore };
}

export const isEligibleForSpecialAction = (state: GameState, userId: string): boolean =>
  specialActionEligibility(state).eligiblePlayers.some((p) => p.userId === userId);

const livingPlayers = (state: GameState) => state.players.filter((p) => p.isAlive);

/** The living players whose turn the current night step is. */
export function actorsOfStep(state: GameState): Player[] {
  if (state.phase === 'highest_scorer_action') {
    return livingPlayers(state).filter((p) => isEligibleForSpecialAction(state, p.userId));
  }
  const kind = kindOfStep(state.phase);
  return kind ? livingPlayers(state).filter((p) => roleMayTake(p, kind)) : [];
}

export function kindOfStep(phase: Phase): NightActionKind | undefined {
  const entry = Object.entries(NIGHT_ACTION_STEP).find(([, step]) => step === phase);
  return entry?.[0] as NightActionKind | undefined;
}

/** Whether this player has taken the current night step's action. */
export function hasActedInStep(state: GameState, userId: string): boolean {
  if (state.phase === 'highest_scorer_action') {
    return state.specialReveals.some((r) => r.playerId === userId);
  }
  const kind = kindOfStep(state.phase);
  return state.nightActions.some(
    (a) => a.round === state.round && a.actorId === userId && a.kind === kind,
  );
}

export type NightActionStatus = {
  actionStatus: Record<string, PlayerActionState>;
  allCompleted: boolean;
  activeRole: ActiveRole | null;
  actionType: NightActionType | null;
};

/** Each living player's night status, and whether every actor of the current step has acted. */
export function nightActionStatus(state: GameState): NightActionStatus {
  const { activeRole, actionType } = stepInfo(state.phase);
  const actionStatus: Record<string, PlayerActionState> = {};
  for (const player of livingPlayers(state)) {
    actionStatus[player.userId] = hasActedInStep(state, player.userId)
      ? 'done'
      : (state.actionStates[player.userId] ?? 'wait');
  }
  const allCompleted = activeRole
    ? actorsOfStep(state).every((p) => hasActedInStep(state, p.userId))
    : state.phase === 'night_phase_complete';
  return { actionStatus, allCompleted, activeRole, actionType };
}
