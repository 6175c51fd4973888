import { isVillain } from './roles';
import type { Player, WinOutcome } from './state';

/** Who has won, judged on the living players (the moderator is not a player); null: play on. */
export function checkWinner(players: readonly Player[]): WinOutcome | null {
  const living = players.filter((p) => p.isAlive && !p.isEliminated);
  const villains = living.filter((p) => isVillain(p.roleId)).length;
  if (villains === 0) {
    return {
      winner: 'good_guys',
      winReason: 'all_villains_eliminated',
      victoryType: 'evil_elimination',
    };
  }
  if (villains >= living.length - villains) {
    return {
      winner: 'villains',
      winReason: 'villains_control_village',
      victoryType: 'good_elimination',
    };
  }
  return null;
}
