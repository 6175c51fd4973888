import type { QuizBank, QuizQuestionKey } from './quiz-bank';
import type { RoleId } from './roles';
import { isCorrectAnswer, resultsOf, scoresOf } from './scoring';
import type { GameState, Phase, Player, QuizKind, TopicResult } from './state';

/**
 * `stayed`: counted in the class figures; `left_early`: the closing quiz was held and is over
 * and the student handed in none of it; `practice`: a seat the server played for the guide.
 */
export type LearnerStatus = 'stayed' | 'left_early' | 'practice';

/** One quiz of one student: quiz points (capped as on the leaderboard), right answers, asked. */
export type QuizTally = { score: number; correct: number; asked: number };

export type AnswerRecord = {
  questionId: string;
  topicId: string;
  kind: QuizKind;
  /** What the student handed in; null when they left the question empty. */
  answer: string | null;
  correct: boolean;
};

export type LearnerReport = {
  userId: string;
  username: string;
  roleId: RoleId;
  isAlive: boolean;
  points: number;
  totalScore: number;
  status: LearnerStatus;
  opening: QuizTally;
  /** Null when the student handed in no closing topic. */
  closing: QuizTally | null;
  /** Closing score minus opening score, when both exist. */
  change: number | null;
  answers: AnswerRecord[];
};

/** How many counted students were asked a question (or a topic) and how many got it right. */
export type ShareRight = { asked: number; right: number; share: number | null };

export type QuestionReport = ShareRight & {
  questionId: string;
  topicId: string;
  kind: QuizKind;
  type: QuizQuestionKey['type'];
};

export type TopicReport = {
  topicId: string;
  opening: ShareRight;
  closing: ShareRight;
  /** Closing share minus opening share, only when the topic was asked in both quizzes. */
  change: number | null;
};

export type ClassAverages = {
  /** The students the averages count: not practice seats, not those who left early. */
  counted: number;
  opening: number | null;
  closing: number | null;
  change: number | null;
};

export type LearningReport = {
  /** The closing quiz was held and is over: a student without closing answers left early. */
  closingQuizOver: boolean;
  averages: ClassAverages;
  learners: LearnerReport[];
  /**
   * Every question anyone answered, the hardest (lowest share right among the students who
   * stayed) first; those no such student answered come last.
   */
  questions: QuestionReport[];
  /** The bank's topics in order, with the share right before and after. */
  topics: TopicReport[];
};

const AFTER_CLOSING_QUIZ: readonly Phase[] = [
  'closing_quiz_completed',
  'final_narrative',
  'game_completely_ended',
];

const isClosingQuizOver = (state: GameState): boolean =>
  state.closingQuizStartedAt !== null && AFTER_CLOSING_QUIZ.includes(state.phase);

const average = (values: number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;

const shareOf = (asked: number, right: number): ShareRight => ({
  asked,
  right,
  share: asked === 0 ? null : right / asked,
});

function statusOf(state: GameState, player: Player, closingQuizOver: boolean): LearnerStatus {
  if (player.isPractice) return 'practice';
  if (closingQuizOver && resultsOf(state, player.userId, 'closing').length === 0) {
    return 'left_early';
  }
  return 'stayed';
}

/** Answers of one handed-in topic; without its answer key a question counts as the topic did. */
function answersOf(result: TopicResult, keyOf: (id: string) => QuizQuestionKey | undefined) {
  return result.questionIds.map((questionId): AnswerRecord => {
    const answer = result.answers[questionId];
    const key = keyOf(questionId);
    return {
      questionId,
      topicId: result.topicId,
      kind: result.kind,
      answer: typeof answer === 'string' && answer.trim() !== '' ? answer : null,
      correct: key ? isCorrectAnswer(key, answer) : result.correct === result.questionIds.length,
    };
  });
}

function tallyOf(answers: AnswerRecord[], score: number): QuizTally {
  return { score, correct: answers.filter((a) => a.correct).length, asked: answers.length };
}

function learnerOf(
  state: GameState,
  player: Player,
  closingQuizOver: boolean,
  keyOf: (id: string) => QuizQuestionKey | undefined,
  topicOrder: (topicId: string) => number,
): LearnerReport {
  const scores = scoresOf(state, player.userId);
  const answersIn = (kind: QuizKind) =>
    resultsOf(state, player.userId, kind)
      .slice()
      .sort((a, b) => topicOrder(a.topicId) - topicOrder(b.topicId))
      .flatMap((result) => answersOf(result, keyOf));
  const openingAnswers = answersIn('opening');
  const closingAnswers = answersIn('closing');
  const tookClosing = resultsOf(state, player.userId, 'closing').length > 0;
  return {
    userId: player.userId,
    username: player.username,
    roleId: player.roleId,
    isAlive: player.isAlive,
    points: player.points,
    totalScore: scores.totalScore,
    status: statusOf(state, player, closingQuizOver),
    opening: tallyOf(openingAnswers, scores.regularQuizScore),
    closing: tookClosing ? tallyOf(closingAnswers, scores.closingQuizScore) : null,
    change: tookClosing ? scores.closingQuizScore - scores.regularQuizScore : null,
    answers: [...openingAnswers, ...closingAnswers],
  };
}

type QuestionKeyOf = Pick<QuestionReport, 'questionId' | 'topicId' | 'kind' | 'type'>;

/** Lowest share first; questions nobody counted was asked last; then by topic and kind. */
function hardestFirst(topicOrder: (topicId: string) => number) {
  return (a: QuestionReport, b: QuestionReport): number => {
    if (a.share !== b.share) {
      if (a.share === null) return 1;
      if (b.share === null) return -1;
      return a.share - b.share;
    }
    if (a.asked !== b.asked) return b.asked - a.asked;
    const byTopic = topicOrder(a.topicId) - topicOrder(b.topicId);
    if (byTopic !== 0) return byTopic;
    if (a.kind !== b.kind) return a.kind === 'opening' ? -1 : 1;
    return a.questionId.localeCompare(b.questionId);
  };
}

/**
 * What the class learned in a session: each student's opening and closing quiz side by side
 * with every answer, each question's share right, each topic before and after. Class figures
 * count only students who stayed (no practice seats, nobody who left before the closing quiz).
 */
export function learningReport(state: GameState, bank: QuizBank): LearningReport {
  const closingQuizOver = isClosingQuizOver(state);
  const keys = new Map<string, QuestionKeyOf & { key: QuizQuestionKey }>();
  bank.topics.forEach((topic) => {
    for (const kind of ['opening', 'closing'] as const) {
      for (const key of topic[kind]) {
        keys.set(key.id, { questionId: key.id, topicId: topic.topicId, kind, type: key.type, key });
      }
    }
  });
  const topicIds = bank.topics.map((t) => t.topicId);
  const topicOrder = (topicId: string) => {
    const index = topicIds.indexOf(topicId);
    return index === -1 ? topicIds.length : index;
  };
  const keyOf = (id: string) => keys.get(id)?.key;

  const learners = state.players.map((p) =>
    learnerOf(state, p, closingQuizOver, keyOf, topicOrder),
  );
  const counted = learners.filter((l) => l.status === 'stayed');
  const countedAnswers = counted.flatMap((l) => l.answers);

  // Every question anyone answered is listed (the guide reads each answer beside its question),
  // once per quiz (a guide's own question may be asked in both); only the students who stayed
  // count in its share.
  const byQuestion = new Map<string, QuestionReport>();
  for (const learner of learners) {
    for (const answer of learner.answers) {
      const id = `${answer.kind}:${answer.questionId}`;
      const entry = byQuestion.get(id) ?? {
        questionId: answer.questionId,
        topicId: answer.topicId,
        kind: answer.kind,
        type: keys.get(answer.questionId)?.type ?? 'short_answer',
        ...shareOf(0, 0),
      };
      const counts = learner.status === 'stayed';
      byQuestion.set(
        id,
        counts
          ? { ...entry, ...shareOf(entry.asked + 1, entry.right + (answer.correct ? 1 : 0)) }
          : entry,
      );
    }
  }

  const topicShare = (topicId: string, kind: QuizKind) => {
    const answers = countedAnswers.filter((a) => a.topicId === topicId && a.kind === kind);
    return shareOf(answers.length, answers.filter((a) => a.correct).length);
  };
  const topics = topicIds.map((topicId): TopicReport => {
    const opening = topicShare(topicId, 'opening');
    const closing = topicShare(topicId, 'closing');
    const change =
      opening.share !== null && closing.share !== null ? closing.share - opening.share : null;
    return { topicId, opening, closing, change };
  });

  const withClosing = counted.filter((l) => l.closing !== null);
  return {
    closingQuizOver,
    averages: {
      counted: counted.length,
      opening: average(counted.map((l) => l.opening.score)),
      closing: average(withClosing.map((l) => l.closing?.score ?? 0)),
      change: average(withClosing.map((l) => l.change ?? 0)),
    },
    learners,
    questions: [...byQuestion.values()].sort(hardestFirst(topicOrder)),
    topics,
  };
}
