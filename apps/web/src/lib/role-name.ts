import { isRoleId, roleTypeOf, type RoleType } from '@ecoscha/game';

type RoleNameKey = `game:roles.${RoleType | 'unknown' | 'notFound'}`;

/**
 * The `game` namespace key of a role's name: the role type's name; 'Unknown Role' for an id the
 * app does not know; the spec's 'Error: player role not found' where a role must be known (the
 * viewer's own, or any player's for the guide) and is missing.
 */
export function roleNameKey(roleId: string | null | undefined): RoleNameKey {
  if (!roleId) return 'game:roles.notFound';
  return isRoleId(roleId) ? `game:roles.${roleTypeOf(roleId)}` : 'game:roles.unknown';
}
