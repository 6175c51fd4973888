import type { GameTimings } from '@ecoscha/game';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isAppError } from '../../lib/app-error';
import { loadContentStore } from '../content/content-store';
import { narrativeRoutes } from '../content/narrative-routes';
import { quizRoutes } from '../quiz/quiz-routes';
import { createDeadlineScheduler } from './deadline-scheduler';
import { nightRoutes } from './night-routes';
import { createSessionRealtime } from './session-realtime';
import { createSessionRepository } from './session-repository';
import { sessionRoutes } from './session-routes';
import { createSessionService, type SessionService } from './session-service';
import { voteRoutes } from './vote-routes';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/** Live game sessions: storage, rules, deadlines, pushes and every game call. */
export const sessionsModule = fp(
  async (app: FastifyInstance, options: { timings: GameTimings; clustered: boolean }) => {
    const content = await loadContentStore(app.db);
    const repository = createSessionRepository(app.db);
    const realtime = createSessionRealtime(app.io, app.log, options.clustered);
    const scheduler = createDeadlineScheduler(async (sessionId) => {
      try {
        await sessions.perform(sessionId, { type: 'deadline' });
      } catch (error) {
        // Someone moved on first (another instance, the moderator): nothing to do.
        if (!isAppError(error)) app.log.error({ err: error, sessionId }, 'deadline failed');
      }
    });
    const sessions = createSessionService({
      repository,
      timings: options.timings,
      quizBank: content.quizBank,
      exclusive: !options.clustered,
      onChange(state, events, version) {
        scheduler.schedule(state);
        realtime.publish(state, events, version);
      },
    });
    realtime.attach(sessions);
    app.decorate('sessions', sessions);

    app.addHook('onReady', async () => scheduler.restore(await repository.withDeadlines()));
    app.addHook('onClose', async () => {
      scheduler.stop();
      realtime.stop();
    });

    await app.register(sessionRoutes, { sessions });
    await app.register(nightRoutes, { sessions });
    await app.register(voteRoutes, { sessions });
    await app.register(quizRoutes, { sessions, content });
    await app.register(narrativeRoutes, { content });
  },
);
