import type { GameTimings } from '@ecoscha/game';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isAppError } from '../../lib/app-error';
import { loadContentStore } from '../content/content-store';
import { narrativeRoutes } from '../content/narrative-routes';
import { quizRoutes } from '../quiz/quiz-routes';
import { dealRoutes } from './deal-routes';
import { catchUpWhileApart } from './database-catch-up';
import { createDeadlineScheduler, createHeartbeat, resumedDeadline } from './deadline-scheduler';
import { registerMemberGuard } from './member-guard';
import { nightRoutes } from './night-routes';
import { createPracticeDriver, DEFAULT_PRACTICE_PACE, type PracticePace } from './practice-driver';
import { practiceRoutes } from './practice-routes';
import { roomControlRoutes } from './room-control-routes';
import { createSessionRealtime } from './session-realtime';
import { createSessionRepository } from './session-repository';
import { sessionRoutes } from './session-routes';
import { createSessionService, randomSource, type SessionService } from './session-service';
import { screenRoutes } from './screen-routes';
import { voteRoutes } from './vote-routes';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/** Live game sessions: storage, rules, deadlines, pushes and every game call. */
export const sessionsModule = fp(
  async (
    app: FastifyInstance,
    options: {
      timings: GameTimings;
      clustered: boolean;
      heartbeatFile?: string;
      /** How long a practice seat takes before each move (2 to 8 s unless set). */
      practicePace?: PracticePace;
    },
  ) => {
    const content = await loadContentStore(app.db);
    const repository = createSessionRepository(app.db);
    // Each instance keeps the timers of the changes it saved, and stands by for the others'.
    const realtime = createSessionRealtime(app.io, app.log, options.clustered, (state) => {
      scheduler.standBy(state);
      practice.standBy(state);
    });
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
        practice.onChange(state);
      },
      onRepeat: options.clustered ? (stored) => realtime.catchUp(stored) : undefined,
    });
    const practice = createPracticeDriver({
      load: (sessionId) => sessions.load(sessionId),
      perform: (sessionId, move) => sessions.perform(sessionId, move),
      quizBank: content.quizBank,
      pace: options.practicePace ?? DEFAULT_PRACTICE_PACE,
      random: randomSource,
      log: app.log,
    });
    realtime.attach(sessions);
    app.decorate('sessions', sessions);
    // Without Redis, the other instances' changes are read from the database.
    const apart =
      app.redisLink &&
      catchUpWhileApart(
        app.redisLink,
        () => realtime.catchUpFromDatabase((ids) => repository.versionsOf(ids)),
        app.log,
        realtime.setApart,
      );

    // One instance alone keeps the time: after it was down, running timers resume with what was
    // left. With several instances the others kept running, and their deadlines stand.
    const heartbeat =
      options.heartbeatFile && !options.clustered ? createHeartbeat(options.heartbeatFile) : null;
    app.addHook('onReady', async () => {
      const waiting = await repository.withDeadlines();
      const stoppedAt = heartbeat?.stoppedAt();
      if (stoppedAt !== undefined) {
        const now = Date.now();
        for (const session of waiting) {
          const deadline = resumedDeadline(session.deadline.getTime(), stoppedAt, now);
          session.deadline = new Date(deadline);
          await sessions.resumeDeadline(session.id, deadline);
        }
      }
      scheduler.restore(waiting);
      // Practice seats of a running timer (a quiz, a vote) go on playing after a restart.
      for (const session of waiting) practice.onChange(await sessions.load(session.id));
      heartbeat?.start();
    });
    app.addHook('onClose', async () => {
      scheduler.stop();
      practice.stop();
      heartbeat?.stop();
      realtime.stop();
      apart?.stop();
    });

    registerMemberGuard(app, sessions);
    await app.register(sessionRoutes, { sessions, defaultQuizBank: content.quizBank });
    await app.register(nightRoutes, { sessions });
    await app.register(voteRoutes, { sessions });
    await app.register(practiceRoutes, { sessions });
    await app.register(roomControlRoutes, { sessions });
    await app.register(dealRoutes, { sessions });
    await app.register(screenRoutes, { sessions, presenceOf: realtime.presenceOf });
    await app.register(quizRoutes, { sessions, content });
    await app.register(narrativeRoutes, { content });
  },
);
