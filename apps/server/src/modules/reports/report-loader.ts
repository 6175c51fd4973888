import type { Question } from '@ecoscha/contracts';
import type { GameState } from '@ecoscha/game';
import type { Database } from '../../db/client';
import { createQuestionRepository } from '../question-bank/question-repository';
import { questionOf } from '../question-bank/session-quiz-bank';
import type { SessionService } from '../sessions/session-service';
import { buildLearningReport, type ReportContent } from './report-service';

export type ReportSources = {
  sessions: Pick<SessionService, 'load'>;
  /** The question bank as it is now (read for each report, so edited questions show). */
  loadContent: () => Promise<ReportContent>;
};

/**
 * A session's learning report from its stored state (with its quiz results) and the question
 * texts: the bank's, and for a room with the guide's own questions, theirs (hidden ones too).
 * Who may read it is the caller's check.
 */
export function createReportLoader(db: Database, { sessions, loadContent }: ReportSources) {
  const guideQuestions = createQuestionRepository(db);
  return {
    state: (sessionId: string): Promise<GameState> => sessions.load(sessionId),
    async report(state: GameState) {
      const own = state.quizBank
        ? new Map(
            (await guideQuestions.listByGuide(state.moderatorId)).map((row) => [
              row.id,
              questionOf(row),
            ]),
          )
        : new Map<string, Question>();
      return buildLearningReport(state, await loadContent(), own);
    },
  };
}

export type ReportLoader = ReturnType<typeof createReportLoader>;
