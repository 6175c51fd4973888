import { ROLE_IDS, isVillain } from '../roles';
import type { GameState } from '../state';
import type { Viewer } from '../view';

/**
 * The players whose role `viewerId` may know, computed independently of the rules code: own,
 * fellow villains, eliminated players, own special reveals, everyone once there is a winner.
 * The projector (no seat): the eliminated, and everyone once there is a winner.
 */
export function rolesKnownBy(state: GameState, viewer: Viewer): Set<string> {
  const viewerId = typeof viewer === 'string' ? viewer : null;
  if (viewerId === state.moderatorId || state.winner !== null) {
    return new Set(state.players.map((p) => p.userId));
  }
  const me = state.players.find((p) => p.userId === viewerId);
  const known = new Set<string>(viewerId === null ? [] : [viewerId]);
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
export function hiddenRoleLeaks(state: GameState, viewer: Viewer, view: unknown): string[] {
  const viewerId = typeof viewer === 'string' ? viewer : null;
  const known = rolesKnownBy(state, viewer);
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

/** Keys that only a seat (or the guide) may see: choices, findings, answers, how a night went. */
const SEAT_SECRETS = [
  'nightActions',
  'investigations',
  'specialReveals',
  'dayVotes',
  'quizResults',
  'answers',
  'accepted',
  'targetRoleId',
  'targetId',
  'decidedBy',
  'tiedTargetIds',
  'isVillain',
  'roleId',
];

/**
 * What the class's projector must never show, computed without the rules code: a role the class
 * may not know (`hiddenRoleLeaks`), and anything a seat keeps to itself, wherever in the view.
 * A role is allowed only beside a player the class may know (eliminated, or after the win); a
 * vote's target only inside a resolved vote's public result.
 */
export function projectorLeaks(state: GameState, view: unknown): string[] {
  const leaks = hiddenRoleLeaks(state, { kind: 'projector' }, view);
  const known = rolesKnownBy(state, { kind: 'projector' });
  const visit = (node: unknown, path: string[]) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    for (const key of SEAT_SECRETS) {
      if (!(key in record)) continue;
      const inVoteResult = key === 'targetId' && path.includes('allVotes');
      const publicRole = key === 'roleId' && known.has(asString(record.userId) ?? '');
      if (!inVoteResult && !publicRole) leaks.push(`${[...path, key].join('.')}: seat secret`);
    }
    for (const key in record) visit(record[key], [...path, key]);
  };
  visit(view, ['view']);
  return leaks;
}
