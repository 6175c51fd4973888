import type { RoleId } from '@ecoscha/game';
import { makeUser, storeLogin } from './data';
import { mockApi } from './mock-api';

/** Signs in as a user of `roleId`: a stored login whose profile the mocked API answers, with `routes`. */
export function signedInAs(roleId: RoleId, routes: Parameters<typeof mockApi>[0] = {}) {
  storeLogin({ roleId });
  return mockApi({ 'GET /api/auth/profile': { body: { user: makeUser({ roleId }) } }, ...routes });
}
