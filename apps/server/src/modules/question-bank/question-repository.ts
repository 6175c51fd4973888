import type { GuideQuestion, QuestionDraft } from '@ecoscha/contracts';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guideQuestions } from '../../db/schema';
import { newOwnId, ownedRows } from '../guide-content/owned-rows';

export type GuideQuestionRow = typeof guideQuestions.$inferSelect;

export function toGuideQuestion(row: GuideQuestionRow): GuideQuestion {
  return {
    id: row.id,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    draft: row.data as QuestionDraft,
  };
}

export function createQuestionRepository(db: Database) {
  const rows = ownedRows(db, guideQuestions, {
    owner: guideQuestions.guideId,
    key: guideQuestions.id,
    orderBy: [asc(guideQuestions.createdAt), asc(guideQuestions.id)],
  });
  /** Adds drafts in one transaction (all or none), in the order given. */
  async function addAll(guideId: string, drafts: QuestionDraft[], now = new Date()) {
    if (drafts.length === 0) return [];
    // Each gets its own millisecond so the list keeps the file's order.
    const values = drafts.map((draft, index) => ({
      id: newOwnId(),
      guideId,
      topic: draft.topic,
      data: draft,
      hidden: false,
      createdAt: new Date(now.getTime() + index),
      updatedAt: new Date(now.getTime() + index),
    }));
    return db.transaction((tx) => tx.insert(guideQuestions).values(values).returning());
  }

  return {
    ...rows,
    addAll,

    async add(guideId: string, draft: QuestionDraft): Promise<GuideQuestionRow> {
      const [row] = await addAll(guideId, [draft]);
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    update: (guideId: string, id: string, draft: QuestionDraft) =>
      rows.write(guideId, id, { data: draft, topic: draft.topic }),
  };
}

export type QuestionRepository = ReturnType<typeof createQuestionRepository>;
