import {
  API,
  ErrorResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutAllResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  SOCKET_EVENTS,
  UpdateProfileBodySchema,
  UserResponseSchema,
} from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../../lib/app-error';
import { userRoom } from '../../plugins/realtime';
import { requestLanguage } from '../../plugins/errors';
import { createAuthService } from './auth-service';
import { createLoginFailures } from './login-failures';
import { createUserRepository } from './user-repository';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 409: ErrorResponseSchema };
const FAILURE_WINDOW_MS = 15 * 60_000;
/** Failed logins an address may have in 15 min before its attempts wait (50 students, 2 each). */
const ADDRESS_FREE_FAILURES = 100;
const SIGNED_OUT = {
  id: 'Kamu sudah keluar dari semua perangkat.',
  en: 'You are signed out on every device.',
} as const;
const REGISTERED = { id: 'Akun berhasil dibuat.', en: 'Account created.' } as const;

export const authRoutes: FastifyPluginAsyncZod<{
  loginLimit: number;
  registerLimit: number;
}> = async (app, options) => {
  const auth = createAuthService(createUserRepository(app.db));
  // Growing delays after failures per account (any address) and, for floods of guesses at many
  // accounts, per address; a class shares one address, so it has far more free failures.
  const accountFailures = createLoginFailures({
    freeFailures: options.loginLimit,
    windowMs: FAILURE_WINDOW_MS,
  });
  const addressFailures = createLoginFailures({
    freeFailures: Math.max(ADDRESS_FREE_FAILURES, options.loginLimit),
    windowMs: FAILURE_WINDOW_MS,
  });

  app.post(
    API.auth.register,
    {
      schema: {
        tags: ['auth'],
        body: RegisterBodySchema,
        response: { 201: RegisterResponseSchema, ...errors },
      },
      config: { rateLimit: { max: options.registerLimit, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      return reply.code(201).send({ message: REGISTERED[requestLanguage(request)], user });
    },
  );

  app.post(
    API.auth.login,
    {
      schema: {
        tags: ['auth'],
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const account = `account:${request.body.email.toLowerCase()}`;
      const address = `address:${request.ip}`;
      const waitMs = Math.max(accountFailures.waitMs(account), addressFailures.waitMs(address));
      if (waitMs > 0) {
        reply.header('retry-after', Math.ceil(waitMs / 1000));
        throw new AppError('RATE_LIMITED');
      }
      try {
        const user = await auth.login(request.body);
        accountFailures.clear(account);
        const version = (await app.tokens.currentVersion(user._id)) ?? 0;
        return { token: app.tokens.sign(user._id, version), user };
      } catch (error) {
        if (isAppError(error) && error.code === 'INVALID_CREDENTIALS') {
          accountFailures.recordFailure(account);
          addressFailures.recordFailure(address);
        }
        throw error;
      }
    },
  );

  app.post(
    API.auth.logoutAll,
    {
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: {
          200: LogoutAllResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await app.tokens.revokeAll(request.userId);
      // Open sockets of the account go too: they were opened with a token that is now refused.
      const sockets = app.io.in(userRoom(request.userId));
      sockets.emit(SOCKET_EVENTS.sessionError, { code: 'TOKEN_REVOKED' });
      sockets.disconnectSockets(true);
      return { message: SIGNED_OUT[requestLanguage(request)] };
    },
  );

  app.get(
    API.auth.profile,
    {
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        response: { 200: UserResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ user: await auth.profile(request.userId) }),
  );

  app.put(
    API.auth.profile,
    {
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        body: UpdateProfileBodySchema,
        response: { 200: UserResponseSchema, 404: ErrorResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ user: await auth.updateProfile(request.userId, request.body) }),
  );
};
