import {
  API,
  GuideInviteResponseSchema,
  SignupModeResponseSchema,
  type GuideSignupMode,
} from '@ecoscha/contracts';
import type { CharacterKey } from '@ecoscha/game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../../lib/app-error';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { bearerToken } from '../../plugins/auth';
import { CODE_PURPOSES, GUIDE_INVITE_TTL_MS, issueOneTimeCode } from './one-time-codes';
import { publicOrigin } from '../../lib/public-origin';
import { createUserRepository } from './user-repository';

const GUIDE_CHARACTER: CharacterKey = 'sustainability_guide';

/** The sign-up page's link for an invited guide: the code rides in the fragment, never logged. */
const inviteLink = (origin: string, code: string) =>
  `${origin}/signup?character=${GUIDE_CHARACTER}#invite=${code}`;

/**
 * How guides sign up (`GUIDE_SIGNUP`), and the administrator's invites for new guides (the
 * server's first account when it runs with `invite`; see `guide-signup.ts`).
 */
export const guideSignupRoutes: FastifyPluginAsyncZod<{ guideSignup: GuideSignupMode }> = async (
  app,
  { guideSignup },
) => {
  const users = createUserRepository(app.db);
  const isAdmin = async (userId: string) => (await users.findById(userId))?.isAdmin === true;

  app.get(
    API.auth.signupMode,
    {
      schema: {
        tags: ['auth'],
        response: { 200: SignupModeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      // The token is optional here: without one, or with one no longer valid, not the admin.
      const token = bearerToken(request.headers.authorization);
      let admin = false;
      if (token) {
        try {
          admin = await isAdmin((await app.tokens.check(token)).userId);
        } catch (error) {
          if (!isAppError(error)) throw error;
        }
      }
      return { guideSignup, isAdmin: admin };
    },
  );

  app.post(
    API.auth.guideInvites,
    {
      schema: {
        tags: ['auth'],
        security: bearerAuth,
        response: { 201: GuideInviteResponseSchema, ...errorResponses },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      if (!(await isAdmin(request.userId))) throw new AppError('ADMIN_REQUIRED');
      const { code, expiresAt } = await issueOneTimeCode(app.db, {
        purpose: CODE_PURPOSES.guideInvite,
        createdBy: request.userId,
        ttlMs: GUIDE_INVITE_TTL_MS,
      });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({
        code,
        expiresAt: expiresAt.toISOString(),
        inviteUrl: inviteLink(publicOrigin(app, request), code),
      });
    },
  );
};
