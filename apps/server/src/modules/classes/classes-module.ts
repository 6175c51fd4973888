import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireGuideAccount } from '../auth/require-guide-account';
import { badgeRoutes } from './badge-routes';
import { classContext, type ClassesOptions } from './class-context';
import { classRoutes } from './class-routes';
import { progressRoutes } from './progress-routes';

/**
 * A guide's classes (API.classes): every call is a guide's (GUIDE_ROLE_REQUIRED, checked before
 * the body is read) on their own classes only (CLASS_NOT_YOURS). Answers are never cached: some
 * carry badge codes, all carry students' names.
 */
export const classesModule: FastifyPluginAsyncZod<ClassesOptions> = async (app, options) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireGuideAccount(app));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const context = classContext(app, options);
  await classRoutes(app, context);
  await badgeRoutes(app, context);
  await progressRoutes(app, context);
};
