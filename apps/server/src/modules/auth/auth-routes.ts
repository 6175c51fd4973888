import {
  API,
  ErrorResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  UpdateProfileBodySchema,
  UserResponseSchema,
} from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, isAppError } from '../../lib/app-error';
import { requestLanguage } from '../../plugins/errors';
import { createAuthService } from './auth-service';
import { createLoginFailures } from './login-failures';
import { createUserRepository } from './user-repository';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 409: ErrorResponseSchema };
const REGISTERED = { id: 'Akun berhasil dibuat.', en: 'Account created.' } as const;

export const authRoutes: FastifyPluginAsyncZod<{
  loginLimit: number;
  registerLimit: number;
}> = async (app, options) => {
  const auth = createAuthService(createUserRepository(app.db));
  const loginFailures = createLoginFailures({ max: options.loginLimit, windowMs: 15 * 60_000 });

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
    async (request) => {
      // Failed logins count per address and account: a class shares one address, and one
      // student's mistyped passwords must not lock anybody else out.
      const key = `${request.ip}|${request.body.email.toLowerCase()}`;
      if (loginFailures.isBlocked(key)) throw new AppError('RATE_LIMITED');
      try {
        const user = await auth.login(request.body);
        loginFailures.clear(key);
        return { token: app.tokens.sign(user._id), user };
      } catch (error) {
        if (isAppError(error) && error.code === 'INVALID_CREDENTIALS') {
          loginFailures.recordFailure(key);
        }
        throw error;
      }
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
