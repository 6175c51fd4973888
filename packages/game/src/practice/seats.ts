import { roleTypeOf, type RoleId } from '../roles';
import { seatedPlayer } from '../moves/join';
import type { Player } from '../state';
import { PRACTICE_NAMES } from './names';
import { CHARACTERS_OF_TYPE, recommendedRoleMix, type SeatRoleType } from '../role-mix';

/** Practice seats' ids start with this; an account id never contains a colon. */
export const PRACTICE_ID_PREFIX = 'practice:';

export const isPracticeSeat = (player: Pick<Player, 'isPractice'>): boolean =>
  player.isPractice === true;

/** The seats of real students: everything that counts a student's record uses only these. */
export const realPlayers = <P extends Pick<Player, 'isPractice'>>(players: readonly P[]): P[] =>
  players.filter((p) => !isPracticeSeat(p));

const ROLE_ORDER: readonly SeatRoleType[] = [
  'waste_villain',
  'green_guardian',
  'waste_manager',
  'eco_citizen',
];

const countOfType = (players: readonly Player[], type: SeatRoleType) =>
  players.filter((p) => roleTypeOf(p.roleId) === type).length;

/**
 * Roles for `count` new seats that complete the recommended mix for the new total, the missing
 * roles taken in turn (villain, guardian, manager, citizen) so a short fill is still balanced;
 * citizens when the mix is already complete.
 */
export function rolesCompletingMix(players: readonly Player[], count: number): RoleId[] {
  const target = recommendedRoleMix(players.length + count);
  const missing = new Map(
    ROLE_ORDER.map((type) => [type, Math.max(0, target[type] - countOfType(players, type))]),
  );
  const types: SeatRoleType[] = [];
  while (types.length < count && [...missing.values()].some((n) => n > 0)) {
    for (const type of ROLE_ORDER) {
      const left = missing.get(type) ?? 0;
      if (left === 0 || types.length === count) continue;
      types.push(type);
      missing.set(type, left - 1);
    }
  }
  while (types.length < count) types.push('eco_citizen');
  const taken = new Map(ROLE_ORDER.map((type) => [type, countOfType(players, type)]));
  return types.map((type) => {
    const index = taken.get(type) ?? 0;
    taken.set(type, index + 1);
    const characters = CHARACTERS_OF_TYPE[type];
    return characters[index % characters.length] as RoleId;
  });
}

/** Names not yet used in the room (any case); a number is added once the list runs out. */
function freeNames(players: readonly Player[], count: number): string[] {
  const used = new Set(players.map((p) => p.username.trim().toLowerCase()));
  const names: string[] = [];
  for (let round = 1; names.length < count; round += 1) {
    for (const base of PRACTICE_NAMES) {
      const name = round === 1 ? base : `${base} ${round}`;
      if (used.has(name.toLowerCase())) continue;
      used.add(name.toLowerCase());
      names.push(name);
      if (names.length === count) break;
    }
  }
  return names;
}

/** The next free practice numbers (never one already seated). */
function freeIds(players: readonly Player[], count: number): string[] {
  const numbers = players
    .filter(isPracticeSeat)
    .map((p) => Number(p.userId.slice(PRACTICE_ID_PREFIX.length)))
    .filter(Number.isFinite);
  const first = Math.max(0, ...numbers) + 1;
  return Array.from({ length: count }, (_, i) => `${PRACTICE_ID_PREFIX}${first + i}`);
}

/** `count` new practice seats for a room that already seats `players`. */
export function newPracticeSeats(players: readonly Player[], count: number, now: number): Player[] {
  const ids = freeIds(players, count);
  const names = freeNames(players, count);
  const roles = rolesCompletingMix(players, count);
  return ids.map((userId, i) => ({
    ...seatedPlayer(
      { userId, username: names[i] ?? userId, roleId: roles[i] ?? 'eco_citizen_1' },
      now,
    ),
    isPractice: true,
  }));
}
