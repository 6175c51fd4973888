import { isModeratorRole } from '@ecoscha/game';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { createUserRepository } from './user-repository';

/**
 * A hook for routes only a guide may use (after `app.authenticate`): the signed-in account must
 * hold the guide's character, otherwise `GUIDE_ROLE_REQUIRED`.
 */
export function requireGuideAccount(app: FastifyInstance) {
  const users = createUserRepository(app.db);
  return async (request: FastifyRequest) => {
    const user = await users.findById(request.userId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    if (!isModeratorRole(user.roleId)) throw new AppError('GUIDE_ROLE_REQUIRED');
  };
}
