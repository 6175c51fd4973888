import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { roleTypeOf, type RoleId } from '@ecoscha/game';
import { i18n } from './i18n';
import { roleNameKey } from './role-name';

type Character = { _id: RoleId; roleType: string; roleType_en: string };
const here = dirname(fileURLToPath(import.meta.url));
const characters = JSON.parse(
  readFileSync(resolve(here, '../../../../content/characters.json'), 'utf8'),
) as Character[];

describe('roleNameKey', () => {
  it("names a role by its type, an unknown id 'Unknown Role', a missing one an error", async () => {
    expect(i18n.t(roleNameKey('waste_villain_2'))).toBe('Waste Villain');
    expect(i18n.t(roleNameKey('admin'))).toBe('Unknown Role');
    expect(i18n.t(roleNameKey(undefined))).toBe('Error: player role not found');
    await i18n.changeLanguage('id');
    expect(i18n.t(roleNameKey('waste_villain_2'))).toBe('Perusak Lingkungan');
    expect(i18n.t(roleNameKey('admin'))).toBe('Peran Tidak Dikenal');
    expect(i18n.t(roleNameKey(null))).toBe('Peran pemain tidak ditemukan');
  });

  it.each(characters.map((c) => [c._id, c] as const))(
    'names %s as its printed card does, in either language',
    async (_id, character) => {
      // The card: "Pengelola Sampah (Waste Manager)" in Indonesian, the English name under it.
      const indonesian = character.roleType.replace(/\s*\([^)]*\)\s*$/, '');
      expect(roleTypeOf(character._id)).toBeTruthy();
      await i18n.changeLanguage('id');
      expect(i18n.t(roleNameKey(character._id))).toBe(indonesian);
      await i18n.changeLanguage('en');
      expect(i18n.t(roleNameKey(character._id))).toBe(character.roleType_en);
    },
  );
});
