import { describe, expect, it } from 'vitest';
import {
  CHARACTER_KEYS,
  characterKeyForRoleId,
  isVillain,
  ROLE_IDS,
  roleIdForCharacterKey,
  roleTypeOf,
} from './roles';

describe('character keys', () => {
  it('maps every printed card key to its character', () => {
    expect(roleIdForCharacterKey('kang_raka_green_guardian')).toBe('green_guardian_1');
    expect(roleIdForCharacterKey('yana_waste_villain')).toBe('waste_villain_2');
    expect(roleIdForCharacterKey('sustainability_guide')).toBe('sustainability_guide_1');
  });

  it('rejects unknown keys, including inherited object properties', () => {
    expect(roleIdForCharacterKey('budi_eco_citizen')).toBeUndefined();
    expect(roleIdForCharacterKey('toString')).toBeUndefined();
    expect(roleIdForCharacterKey('__proto__')).toBeUndefined();
  });

  it('gives every character exactly one card key', () => {
    const ids = Object.values(CHARACTER_KEYS);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...ROLE_IDS].sort());
    for (const id of ROLE_IDS) expect(CHARACTER_KEYS[characterKeyForRoleId(id)]).toBe(id);
  });
});

describe('teams', () => {
  it('counts any waste_villain role as a villain', () => {
    expect(isVillain('waste_villain_1')).toBe(true);
    expect(isVillain('waste_villain')).toBe(true);
    expect(isVillain('green_guardian_1')).toBe(false);
  });

  it('derives the role type from the id', () => {
    expect(roleTypeOf('eco_citizen_2')).toBe('eco_citizen');
    expect(roleTypeOf('sustainability_guide_1')).toBe('sustainability_guide');
  });
});
