import type { RuleError, RuleErrorCode } from '../moves';
import type { GameState, Player } from '../state';

export const fail = (error: RuleErrorCode): RuleError => ({ error });

/** The acting player, or why they may not act (not in the session, or eliminated). */
export function actingPlayer(
  state: GameState,
  actorId: string,
  options: { allowEliminated?: boolean } = {},
): Player | RuleError {
  const player = state.players.find((p) => p.userId === actorId);
  if (!player) return fail('NOT_IN_SESSION');
  if (!player.isAlive && !options.allowEliminated) return fail('PLAYER_ELIMINATED');
  return player;
}

/** A target for a night action, vote or reveal: a living player, themselves only if allowed. */
export function livingTarget(
  state: GameState,
  actorId: string,
  targetId: string,
  options: { allowSelf?: boolean } = {},
): Player | RuleError {
  const target = state.players.find((p) => p.userId === targetId);
  if (!target) return fail('INVALID_TARGET');
  if (targetId === actorId && !options.allowSelf) return fail('SELF_TARGET');
  if (!target.isAlive) return fail('TARGET_ELIMINATED');
  return target;
}

export const isFailure = (value: Player | RuleError): value is RuleError => 'error' in value;

export const replacePlayer = (players: Player[], next: Player): Player[] =>
  players.map((p) => (p.userId === next.userId ? next : p));
