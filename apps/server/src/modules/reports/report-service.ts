import type {
  BilingualText,
  LearningReportResponse,
  Question,
  QuizTopic,
  ReportQuestion,
} from '@ecoscha/contracts';
import { learningReport, type GameState, type QuestionReport, type QuizBank } from '@ecoscha/game';

/** What a report needs of the question bank: the rules' answer keys and the texts. */
export type ReportContent = {
  /** The content's default bank (a session that chose none drew from it). */
  quizBank: () => QuizBank;
  question: (id: string) => Question | undefined;
  topic: (id: string) => QuizTopic | undefined;
};

const iso = (ms: number) => new Date(ms).toISOString();
const bilingual = (id: string, en: string): BilingualText => ({ id, en });

/** Options matched by key, so that each has its Indonesian and English text. */
function optionsOf(question: Question): ReportQuestion['options'] {
  return question.options_id.map((option) => ({
    key: option.key,
    text: bilingual(
      option.text,
      question.options_en.find((o) => o.key === option.key)?.text ?? option.text,
    ),
  }));
}

/** A question's texts; one no longer in the bank keeps its id as its text. */
function withTexts(entry: QuestionReport, question: Question | undefined): ReportQuestion {
  if (!question) {
    return {
      ...entry,
      text: bilingual(entry.questionId, entry.questionId),
      options: [],
      answer: bilingual('', ''),
    };
  }
  return {
    ...entry,
    text: bilingual(question.question_id, question.question_en),
    options: optionsOf(question),
    answer: bilingual(question.answer_id, question.answer_en),
  };
}

/**
 * The learning report of a session as the guide receives it: `learningReport` of the rules
 * (every number) with the questions' and topics' texts in both languages.
 */
export function buildLearningReport(
  state: GameState,
  content: ReportContent,
  /** The guide's own questions the session may have asked (their texts). */
  own: ReadonlyMap<string, Question> = new Map(),
): LearningReportResponse {
  // The bank the session drew from when the room opened (the guide's own questions too).
  const report = learningReport(state, state.quizBank ?? content.quizBank());
  const questionOf = (id: string) => content.question(id) ?? own.get(id);
  const finished = state.phase === 'game_completely_ended';
  return {
    sessionId: state.sessionId,
    roomCode: state.roomCode,
    status: finished ? 'finished' : 'in_progress',
    createdAt: iso(state.createdAt),
    endedAt: finished && state.endedAt ? iso(state.endedAt) : null,
    closingQuizOver: report.closingQuizOver,
    averages: report.averages,
    students: report.learners,
    questions: report.questions.map((entry) => withTexts(entry, questionOf(entry.questionId))),
    topics: report.topics.map((topic) => {
      const found = content.topic(topic.topicId);
      return {
        ...topic,
        name: bilingual(
          found?.topic_name_id ?? topic.topicId,
          found?.topic_name_en ?? topic.topicId,
        ),
      };
    }),
  };
}
