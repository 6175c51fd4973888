import {
  API,
  BadgeLoginBodySchema,
  BadgeLoginResponseSchema,
  ErrorResponseSchema,
  LinkBadgeResponseSchema,
  LoginResponseSchema,
  ResetPasswordBodySchema,
} from '@ecoscha/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { findOpenRoom } from '../classes/class-lookups';
import { accountOfBadge, linkBadge } from './badge-accounts';
import { toUser, type AuthService } from './auth-service';
import { withFailureDelays, type LoginDelays } from './failure-delays';
import { signInAnswer, signOutEverywhere } from './sign-ins';
import { createUserRepository } from './user-repository';

const errors = { ...errorResponses, 429: ErrorResponseSchema };

/**
 * Signing in with a class badge, linking an e-mail account to a badge's roster entry, and a new
 * password with a guide's one-time code. Every code is a guessable secret: wrong ones are charged
 * to the caller's address (a class shares one, hence its many free failures), never logged and
 * never repeated in an answer; answers that carry a token are not cached.
 */
export const badgeRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  delays: LoginDelays;
}> = async (app, { auth, delays }) => {
  const users = createUserRepository(app.db);
  const badgeAddress = (request: FastifyRequest) => delays.address(`badge-address:${request.ip}`);

  app.post(
    API.auth.badge,
    {
      schema: {
        tags: ['auth'],
        body: BadgeLoginBodySchema,
        response: { 200: BadgeLoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, classId } = await withFailureDelays(
        reply,
        { keys: [badgeAddress(request)], failsWith: ['BADGE_INVALID'] },
        () => accountOfBadge(app.db, request.body.code),
      );
      const answer = await signInAnswer(app, toUser(user));
      return { ...answer, room: await findOpenRoom(app.db, classId) };
    },
  );

  app.post(
    API.auth.linkBadge,
    {
      schema: {
        tags: ['auth'],
        security: bearerAuth,
        body: BadgeLoginBodySchema,
        response: { 200: LinkBadgeResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const account = await users.findById(request.userId);
      if (!account) throw new AppError('USER_NOT_FOUND');
      if (account.email === null) throw new AppError('BADGE_ACCOUNT');
      return withFailureDelays(
        reply,
        { keys: [badgeAddress(request)], failsWith: ['BADGE_INVALID'] },
        () => linkBadge(app.db, account, request.body.code),
      );
    },
  );

  app.post(
    API.auth.resetPassword,
    {
      schema: {
        tags: ['auth'],
        body: ResetPasswordBodySchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const account = delays.account(`reset-account:${request.body.email}`);
      const row = await withFailureDelays(
        reply,
        {
          keys: [account, delays.address(`reset-address:${request.ip}`)],
          failsWith: ['RESET_CODE_INVALID'],
          clearOnSuccess: [account],
        },
        () => auth.resetPassword(request.body),
      );
      // Whoever knew the old password is signed out; this answer's token is the only one.
      await signOutEverywhere(app, row.id);
      return signInAnswer(app, toUser(row));
    },
  );
};
