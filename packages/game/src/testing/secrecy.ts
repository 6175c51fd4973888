import { ROLE_IDS, isVillain } from '../roles';
import type { GameState } from '../state';

/**
 * The players whose role `viewerId` may know, computed independently of the rules code: own,
 * fellow villains, eliminated players, own special reveals, everyone once there is a winner.
 */
export function rolesKnownBy(state: GameState, viewerId: string): Set<string> {
  if (viewerId === state.moderatorId || state.winner !== null) {
    return new Set(state.players.map((p) => p.userId));
  }
  const me = state.players.find((p) => p.userId === viewerId);
  const known = new Set<string>([viewerId]);
  for (const p of state.players) {
    if (!p.isAlive) known.add(p.userId);
    if (me && isVillain(me.roleId) && isVillain(p.roleId)) known.add(p.userId);
  }
  for (const r of state.specialReveals) if (r.playerId === viewerId) known.add(r.targetId);
  return known;
}

const ROLE_KEYS = ['roleId', 'role', 'roleName', 'targetRoleId'];
const ROLE_PATTERN = new RegExp(`"(${ROLE_IDS.join('|')})"`, 'g');
const asString = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Every place where a serialised view shows something of a player the viewer may not know:
 * a role beside that player's id, a team flag outside the viewer's own investigations, or a
 * role id in the text that no known player holds. Also flags quiz answer keys.
 */
export function hiddenRoleLeaks(state: GameState, viewerId: string, view: unknown): string[] {
  const known = rolesKnownBy(state, viewerId);
  const leaks: string[] = [];
  const text = JSON.stringify(view);
  const path: string[] = ['view'];
  const where = (key: string) => [...path, key].join('.');
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if ('accepted' in record) leaks.push(`${where('accepted')}: answer key`);
    for (const key of ROLE_KEYS) {
      if (!(key in record)) continue;
      const subject =
        key === 'targetRoleId'
          ? asString(record.targetId)
          : (asString(record.userId) ?? asString(record.playerId) ?? asString(record.targetId));
      if (subject === undefined || !known.has(subject)) leaks.push(`${where(key)} of ${subject}`);
    }
    if ('isVillain' in record) {
      const subject = asString(record.targetId) ?? asString(record.userId);
      const ownInvestigation = record.managerId === viewerId;
      if (!ownInvestigation && (subject === undefined || !known.has(subject))) {
        leaks.push(`${where('isVillain')} of ${subject}`);
      }
    }
    for (const key in record) {
      const child = record[key];
      if (typeof child !== 'object' || child === null) continue;
      path.push(key);
      visit(child);
      path.pop();
    }
  };
  visit(view);
  const knownRoles = new Set(
    state.players.filter((p) => known.has(p.userId)).map((p) => p.roleId as string),
  );
  for (const [, roleId] of text.matchAll(ROLE_PATTERN)) {
    if (roleId && !knownRoles.has(roleId)) leaks.push(`text: ${roleId}`);
  }
  return leaks;
}
