import type { RoleId, RoleType } from './roles';

/** The playing roles (the guide is not a seat). */
export type SeatRoleType = Exclude<RoleType, 'sustainability_guide'>;

export type RoleMix = Record<SeatRoleType, number>;

/**
 * The recommended mix of roles for `playerCount` players (the guide is not counted): the
 * rulebook's table of 14 players + guide (4 villains, 2 guardians, 2 managers, 6 citizens)
 * scaled, each role's share rounded, with at least one villain, and one guardian and one manager
 * from 3 players on; citizens for the rest. Villains are always fewer than the others (from 4 to
 * 50 players: 1 villain of 4 and 5, 2 of 6 to 8, 3 of 9 to 12, ..., 9 of 30, 14 of 50).
 * The card deck prints it, the in-app deal deals it and practice seats complete it.
 */
export function recommendedRoleMix(playerCount: number): RoleMix {
  const players = Math.max(0, Math.floor(playerCount));
  if (players === 0)
    return { waste_villain: 0, green_guardian: 0, waste_manager: 0, eco_citizen: 0 };
  const share = (weight: number) => Math.max(1, Math.round((players * weight) / 14));
  const waste_villain = share(4);
  const green_guardian = players >= 3 ? share(2) : 0;
  const waste_manager = players >= 3 ? share(2) : 0;
  const eco_citizen = Math.max(0, players - waste_villain - green_guardian - waste_manager);
  return { waste_villain, green_guardian, waste_manager, eco_citizen };
}

/** The characters of each role type, taken in turn. */
export const CHARACTERS_OF_TYPE: Record<SeatRoleType, readonly RoleId[]> = {
  waste_villain: ['waste_villain_1', 'waste_villain_2'],
  green_guardian: ['green_guardian_1', 'green_guardian_2'],
  waste_manager: ['waste_manager_1'],
  eco_citizen: ['eco_citizen_1', 'eco_citizen_2'],
};
