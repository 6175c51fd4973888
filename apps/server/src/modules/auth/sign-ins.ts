import { SOCKET_EVENTS, type LoginResponse, type User } from '@ecoscha/contracts';
import type { FastifyInstance } from 'fastify';
import { userRoom } from '../../plugins/realtime-server';

/** The answer of every way to sign in: a token of the account's current version, and the user. */
export async function signInAnswer(app: FastifyInstance, user: User): Promise<LoginResponse> {
  const version = (await app.tokens.currentVersion(user._id)) ?? 0;
  return { token: app.tokens.sign(user._id, version), user };
}

/** Every token issued so far is refused, and the sockets opened with them are closed. */
export async function signOutEverywhere(app: FastifyInstance, userId: string): Promise<void> {
  await app.tokens.revokeAll(userId);
  const sockets = app.io.in(userRoom(userId));
  sockets.emit(SOCKET_EVENTS.sessionError, { code: 'TOKEN_REVOKED' });
  sockets.disconnectSockets(true);
}
