import type { FastifyInstance } from 'fastify';
import { createCodeSealer } from '../../lib/secret-codes';
import { createReportLoader, type ReportSources } from '../reports/report-loader';
import type { SessionService } from '../sessions/session-service';
import { createClassRepository } from './class-repository';
import { createRosterWrites } from './roster-writes';

export type ClassesOptions = ReportSources & {
  sessions: Pick<SessionService, 'load' | 'rewrite'>;
  /** The server's secret (the one that signs tokens): badges are sealed with a key from it. */
  jwtSecret: string;
  /** Writes a guide may make per 10 minutes (the guide-content kit's limit). */
  writeLimit: number;
};

/** What the class routes share: the repository, the roster writes, the sealer, the reports. */
export function classContext(app: FastifyInstance, options: ClassesOptions) {
  const sealer = createCodeSealer(options.jwtSecret);
  return {
    classes: createClassRepository(app.db),
    sealer,
    writes: createRosterWrites({
      db: app.db,
      sealer,
      rewriteSession: (sessionId, change) => options.sessions.rewrite(sessionId, change),
      forgetAccount: (userId) => app.tokens.forget(userId),
    }),
    reports: createReportLoader(app.db, options),
    rateLimit: { max: options.writeLimit, timeWindow: '10 minutes' },
  };
}

export type ClassContext = ReturnType<typeof classContext>;
