import {
  API,
  CharacterBodySchema,
  ErrorResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutAllResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  UpdateProfileBodySchema,
  UserResponseSchema,
  type GuideSignupMode,
} from '@ecoscha/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../plugins/errors';
import { createAuthService } from './auth-service';
import { badgeRoutes } from './badge-routes';
import { createLoginDelays, withFailureDelays } from './failure-delays';
import { guideSignupRoutes } from './guide-signup-routes';
import { signInAnswer, signOutEverywhere } from './sign-ins';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const SIGNED_OUT = {
  id: 'Kamu sudah keluar dari semua perangkat.',
  en: 'You are signed out on every device.',
} as const;
const REGISTERED = { id: 'Akun berhasil dibuat.', en: 'Account created.' } as const;

export const authRoutes: FastifyPluginAsyncZod<{
  loginLimit: number;
  registerLimit: number;
  guideSignup: GuideSignupMode;
}> = async (app, options) => {
  const auth = createAuthService(app.db, options.guideSignup);
  // Growing delays after failures per account (any address) and per address (see failure-delays).
  const delays = createLoginDelays(options.loginLimit, app.limitStore);

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
      const account = delays.account(`account:${request.body.email.toLowerCase()}`);
      const user = await withFailureDelays(
        reply,
        {
          keys: [account, delays.address(`address:${request.ip}`)],
          failsWith: ['INVALID_CREDENTIALS'],
          clearOnSuccess: [account],
        },
        () => auth.login(request.body),
      );
      return signInAnswer(app, user);
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
      await signOutEverywhere(app, request.userId);
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

  app.put(
    API.auth.character,
    {
      schema: {
        tags: ['auth'],
        security: [{ bearerAuth: [] }],
        body: CharacterBodySchema,
        response: { 200: UserResponseSchema, 404: ErrorResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ user: await auth.setCharacter(request.userId, request.body.character) }),
  );

  await app.register(badgeRoutes, { auth, delays });
  await app.register(guideSignupRoutes, { guideSignup: options.guideSignup });
};
