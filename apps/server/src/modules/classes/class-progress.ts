import type {
  BilingualText,
  ClassProgress,
  LearningReportResponse,
  ProgressEntry,
  ProgressGame,
  ReportAnswer,
  ReportStudent,
} from '@ecoscha/contracts';
import type { ClassRow, StudentRow } from './class-repository';

type Topic = { topicId: string; name: BilingualText };

/** The topics of the class's games in the bank's order (each once, first naming kept). */
function topicsOf(reports: LearningReportResponse[]): Topic[] {
  const found = new Map<string, Topic>();
  for (const report of reports) {
    for (const topic of report.topics) {
      if (!found.has(topic.topicId))
        found.set(topic.topicId, { topicId: topic.topicId, name: topic.name });
    }
  }
  return [...found.values()];
}

/** Share of `answers` right, or null when none were asked. */
function shareOf(answers: ReportAnswer[]): number | null {
  if (answers.length === 0) return null;
  return answers.filter((answer) => answer.correct).length / answers.length;
}

function entryOf(learner: ReportStudent | undefined, topics: Topic[]): ProgressEntry | null {
  // Absent: never seated, or a practice seat (the guide's own, not a student's).
  if (!learner || learner.status === 'practice') return null;
  const of = (topicId: string, kind: ReportAnswer['kind']) =>
    shareOf(learner.answers.filter((a) => a.topicId === topicId && a.kind === kind));
  return {
    opening: learner.opening,
    closing: learner.closing,
    topics: topics.map(({ topicId }) => ({
      topicId,
      opening: of(topicId, 'opening'),
      closing: of(topicId, 'closing'),
    })),
  };
}

function gameOf(report: LearningReportResponse, topics: Topic[]): ProgressGame {
  const byId = new Map(report.topics.map((topic) => [topic.topicId, topic]));
  return {
    sessionId: report.sessionId,
    roomCode: report.roomCode,
    date: report.endedAt ?? report.createdAt,
    status: report.status,
    averages: {
      counted: report.averages.counted,
      opening: report.averages.opening,
      closing: report.averages.closing,
    },
    topics: topics.map(({ topicId }) => ({
      topicId,
      opening: byId.get(topicId)?.opening.share ?? null,
      closing: byId.get(topicId)?.closing.share ?? null,
    })),
  };
}

/**
 * A class's progress over its games (their learning reports, oldest first): each game's class
 * averages and topic shares, and each roster student's scores per game (a student plays with
 * their badge account or the e-mail account they linked; null when absent).
 */
export function classProgress(
  owned: ClassRow,
  roster: StudentRow[],
  reports: LearningReportResponse[],
): ClassProgress {
  const topics = topicsOf(reports);
  return {
    classId: owned.id,
    name: owned.name,
    schoolYear: owned.schoolYear,
    games: reports.map((report) => gameOf(report, topics)),
    topics,
    students: roster.map((student) => {
      const ids = new Set([student.userId, student.linkedUserId]);
      return {
        studentId: student.id,
        number: student.number,
        name: student.name,
        games: reports.map((report) =>
          entryOf(
            report.students.find((learner) => ids.has(learner.userId)),
            topics,
          ),
        ),
      };
    }),
  };
}
