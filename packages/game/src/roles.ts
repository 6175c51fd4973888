/** Character (role) ids, exactly as the specification names them. */
export const ROLE_IDS = [
  'eco_citizen_1',
  'eco_citizen_2',
  'green_guardian_1',
  'green_guardian_2',
  'waste_villain_1',
  'waste_villain_2',
  'waste_manager_1',
  'sustainability_guide_1',
] as const;

export type RoleId = (typeof ROLE_IDS)[number];

export type RoleType =
  'eco_citizen' | 'green_guardian' | 'waste_villain' | 'waste_manager' | 'sustainability_guide';

/** The key printed in the QR code on the back of each physical card, and the character it opens. */
export const CHARACTER_KEYS = {
  asep_eco_citizen: 'eco_citizen_1',
  ibu_eneng_eco_citizen: 'eco_citizen_2',
  kang_raka_green_guardian: 'green_guardian_1',
  teh_rani_green_guardian: 'green_guardian_2',
  mang_karwa_waste_villain: 'waste_villain_1',
  yana_waste_villain: 'waste_villain_2',
  waste_manager: 'waste_manager_1',
  sustainability_guide: 'sustainability_guide_1',
} as const satisfies Record<string, RoleId>;

export type CharacterKey = keyof typeof CHARACTER_KEYS;

/** A card-less sign-up (no `?character=`) plays the first eco citizen. */
export const DEFAULT_CHARACTER_KEY: CharacterKey = 'asep_eco_citizen';

export const MODERATOR_ROLE_ID: RoleId = 'sustainability_guide_1';

export function isCharacterKey(key: string): key is CharacterKey {
  return Object.hasOwn(CHARACTER_KEYS, key);
}

export function roleIdForCharacterKey(key: string): RoleId | undefined {
  return isCharacterKey(key) ? CHARACTER_KEYS[key] : undefined;
}

export function characterKeyForRoleId(roleId: RoleId): CharacterKey {
  const entry = Object.entries(CHARACTER_KEYS).find(([, id]) => id === roleId);
  if (!entry) throw new Error(`No card key for role ${roleId}`);
  return entry[0] as CharacterKey;
}

export function isRoleId(id: string): id is RoleId {
  return (ROLE_IDS as readonly string[]).includes(id);
}

/** `eco_citizen_2` -> `eco_citizen`. */
export function roleTypeOf(roleId: RoleId): RoleType {
  return roleId.replace(/_\d+$/, '') as RoleType;
}

/** Any role id containing `waste_villain` is on the villains' team. */
export function isVillain(roleId: string): boolean {
  return roleId.includes('waste_villain');
}

export function isModeratorRole(roleId: string | null | undefined): boolean {
  return roleId === MODERATOR_ROLE_ID;
}
