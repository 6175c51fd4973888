import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { roleNameKey } from './role-name';

describe('roleNameKey', () => {
  it("names a role by its type, an unknown id 'Unknown Role', a missing one an error", async () => {
    expect(i18n.t(roleNameKey('waste_villain_2'))).toBe('Waste Villain');
    expect(i18n.t(roleNameKey('admin'))).toBe('Unknown Role');
    expect(i18n.t(roleNameKey(undefined))).toBe('Error: player role not found');
    await i18n.changeLanguage('id');
    expect(i18n.t(roleNameKey('admin'))).toBe('Peran Tidak Dikenal');
    expect(i18n.t(roleNameKey(null))).toBe('Peran pemain tidak ditemukan');
  });
});
