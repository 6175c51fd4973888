import type { Narrative, Question, QuizTopic } from '@ecoscha/contracts';
import type { QuizBank, QuizQuestionKey } from '@ecoscha/game';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { narratives, quizTopics } from '../../db/schema';

/** The rules' view of a question: its accepted answers, in both languages. */
export function answerKey(question: Question): QuizQuestionKey {
  const accepted =
    question.type === 'essay'
      ? []
      : [question.answer_id, question.answer_en, ...question.also_accepted];
  return { id: question.id, type: question.type, accepted: [...new Set(accepted)] };
}

/** What a player may see of a question before answering: no answer, no reasoning. */
export type PublicQuestion = Omit<
  Question,
  'answer_id' | 'answer_en' | 'reasoning_id' | 'reasoning_en' | 'also_accepted'
>;

export function publicQuestion(question: Question): PublicQuestion {
  const {
    answer_id: _a,
    answer_en: _b,
    reasoning_id: _c,
    reasoning_en: _d,
    also_accepted: _e,
    ...rest
  } = question;
  return rest;
}

/** The quiz and narrative content, read once from the database after seeding. */
export async function loadContentStore(db: Database) {
  const topicRows = await db.select().from(quizTopics).orderBy(asc(quizTopics.position));
  const topics = topicRows.map((row) => row.data as QuizTopic);
  const narrativeRows = await db.select().from(narratives);
  const narrativeList = narrativeRows.map((row) => row.data as Narrative);
  const questions = new Map(
    topics.flatMap((t) => [...t.questions, ...t.closing_questions]).map((q) => [q.id, q]),
  );
  const bank: QuizBank = {
    topics: topics.map((topic) => ({
      topicId: topic._id,
      opening: topic.questions.map(answerKey),
      closing: topic.closing_questions.map(answerKey),
    })),
  };
  return {
    topics,
    narratives: narrativeList,
    quizBank: () => bank,
    question: (id: string) => questions.get(id),
    topic: (id: string) => topics.find((t) => t._id === id),
  };
}

export type ContentStore = Awaited<ReturnType<typeof loadContentStore>>;
