import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { backupPlugin } from './backup/backup-plugin';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { DATA_FOLDER } from './lib/data-folder';
import { jsonOf } from './lib/pre-encoded-json';
import { loggerOptions } from './lib/log-output';
import { authRoutes } from './modules/auth/auth-routes';
import { cardDeckRoutes } from './modules/card-deck/card-deck-routes';
import { characterRoutes } from './modules/characters/character-routes';
import { classesModule } from './modules/classes/classes-module';
import { myDataRoutes } from './modules/classes/my-data-routes';
import { glossaryRoutes } from './modules/glossary/glossary-routes';
import { healthRoutes } from './modules/health/health-routes';
import { historyRoutes } from './modules/history/history-routes';
import { guidedSessionsRoutes } from './modules/history/guided-sessions-routes';
import { learningMaterialRoutes } from './modules/learning-materials/learning-material-routes';
import { sessionsModule } from './modules/sessions/sessions-module';
import { reportRoutes } from './modules/reports/report-routes';
import { loadContentStore } from './modules/content/content-store';
import { siteRoutes } from './modules/content/site-routes';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { databasePlugin } from './plugins/database';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { shutdownPlugin } from './plugins/shutdown';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { createRedisOutageLog } from './lib/redis-outage-log';
import { limitStorePlugin } from './plugins/limit-store';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { realtimePlugin } from './plugins/realtime';
import { securityPlugin } from './plugins/security';
import { socketBalancePlugin } from './plugins/socket-balance';
import { webPlugin } from './plugins/web';
import { questionBankRoutes } from './modules/question-bank/question-bank-routes';
import { myGlossaryRoutes } from './modules/glossary/my-glossary-routes';
import { myNarrativeRoutes } from './modules/narratives/my-narrative-routes';

export type AppDeps = { config: Config; database: DatabaseHandle };

/**
 * An answer marked with its JSON (`withJson`: a view, made of the pieces its pushes share) goes
 * as that JSON; every other answer is checked and serialised by its route's zod schema.
 */
const answerSerializer: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => jsonOf(data) ?? serialize(data);
};

/**
 * Zod checks and serialises every route. Handed over as factories, they keep fastify from loading
 * its own compilers (Ajv and fast-json-stringify: 200 modules, 0.15 s of every start-up). The
 * cast: fastify types these factories after Ajv's.
 */
const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => answerSerializer,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the whole app without listening, so tests can `inject` requests. */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    schemaController: { compilersFactory: zodCompilersFactory },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);

  await app.register(errorsPlugin);
  await app.register(shutdownPlugin);
  await app.register(compressionPlugin);
  await app.register(securityPlugin, {
    apiBase: config.publicApiBase,
    socketBase: config.publicSocketBase,
  });
  await app.register(databasePlugin, { handle: database });
  await app.register(authPlugin, { secret: config.jwtSecret, expiresIn: config.jwtExpiresIn });
  // Every use of Redis tells an outage here: one log line for the instance, not one per client.
  const redisOutages = createRedisOutageLog(app.log);
  await app.register(limitStorePlugin, {
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    outages: redisOutages,
  });
  await app.register(rateLimitsPlugin, config.rateLimits.api);
  await app.register(openapiPlugin);
  await app.register(realtimePlugin, {
    redisUrl: config.redisUrl,
    redisChannel: config.redisChannel,
    limitStore: app.limitStore,
    outages: redisOutages,
    instanceName: config.instanceName,
  });
  // Several instances behind a proxy spread the phones over them again after a restart.
  if (config.redisUrl && config.instanceName) await app.register(socketBalancePlugin);
  if (config.exposeMetrics) await app.register(metricsPlugin);
  // The embedded database in a folder: `npm run backup` reaches it here, daily backups if asked.
  if (database.dump) {
    await app.register(backupPlugin, {
      dataDir: config.dataDir,
      backupDir: config.backupDir,
      daily: config.backupDaily,
      dump: database.dump,
    });
  }

  await app.register(healthRoutes);
  await app.register(authRoutes, {
    loginLimit: config.rateLimits.login,
    registerLimit: config.rateLimits.register,
    guideSignup: config.guideSignup,
  });
  await app.register(historyRoutes);
  await app.register(guidedSessionsRoutes);
  await app.register(characterRoutes);
  await app.register(cardDeckRoutes);
  await app.register(learningMaterialRoutes, { writeLimit: config.rateLimits.materialWrite });
  await app.register(questionBankRoutes, { writeLimit: config.rateLimits.materialWrite });
  await app.register(myNarrativeRoutes, { writeLimit: config.rateLimits.materialWrite });
  await app.register(myGlossaryRoutes, { writeLimit: config.rateLimits.materialWrite });
  await app.register(siteRoutes);
  await app.register(sessionsModule, {
    timings: config.timings,
    clustered: Boolean(config.redisUrl),
    heartbeatFile: join(config.dataDir, DATA_FOLDER.heartbeat),
    practicePace: config.practicePace,
  });
  // After the sessions module: a room's glossary (`?sessionId=`) is for its members only.
  await app.register(glossaryRoutes);
  await app.register(reportRoutes, {
    sessions: app.sessions,
    loadContent: () => loadContentStore(app.db),
  });
  await app.register(classesModule, {
    sessions: app.sessions,
    loadContent: () => loadContentStore(app.db),
    jwtSecret: config.jwtSecret,
    writeLimit: config.rateLimits.materialWrite,
  });
  await app.register(myDataRoutes);

  await app.register(webPlugin, {
    webDistDir: config.webDistDir,
    contentDir: config.contentDir,
    apiBase: config.publicApiBase,
    socketBase: config.publicSocketBase,
    timeScale: config.clientTimeScale,
  });
  return app;
}
