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
import { requestLanguage } from '../../plugins/errors';
import { createAuthService } from './auth-service';
import { createUserRepository } from './user-repository';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 409: ErrorResponseSchema };
const REGISTERED = { id: 'Akun berhasil dibuat.', en: 'Account created.' } as const;

export const authRoutes: FastifyPluginAsyncZod<{
  loginLimit: number;
  registerLimit: number;
}> = async (app, options) => {
  const auth = createAuthService(createUserRepository(app.db));

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
      config: {
        rateLimit: {
          max: options.loginLimit,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          // A whole class logs in from one school address: count attempts per address and account.
          keyGenerator: (request) =>
            `${request.ip}|${(request.body as { email?: unknown })?.email}`,
        },
      },
    },
    async (request) => {
      const user = await auth.login(request.body);
      return { token: app.tokens.sign(user._id), user };
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
