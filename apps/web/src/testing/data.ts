import type { User } from '@ecoscha/contracts';
import { characterKeyForRoleId, type RoleId } from '@ecoscha/game';
import { STORAGE_KEYS } from '@/lib/storage';

export function makeUser(overrides: Partial<User> = {}): User {
  const roleId: RoleId = overrides.roleId ?? 'eco_citizen_1';
  return {
    _id: 'user-1',
    id: 'user-1',
    username: 'sari',
    name: 'sari',
    email: 'sari@example.com',
    signIn: 'email',
    roleId,
    character: { key: characterKeyForRoleId(roleId), role: roleId },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Stores what a previous login left behind, so the session start finds a token. */
export function storeLogin({ roleId }: { roleId?: RoleId } = {}): void {
  localStorage.setItem(STORAGE_KEYS.token, 'stored-token');
  localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  localStorage.setItem(STORAGE_KEYS.username, 'sari');
  if (roleId) {
    localStorage.setItem(STORAGE_KEYS.userRoleId, roleId);
    localStorage.setItem(STORAGE_KEYS.role, roleId);
  }
}
