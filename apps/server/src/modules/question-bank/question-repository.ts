import { randomUUID } from 'node:crypto';
import type { GuideQuestion, QuestionDraft } from '@ecoscha/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guideQuestions } from '../../db/schema';

export type GuideQuestionRow = typeof guideQuestions.$inferSelect;

/** A guide's question id: unique among every question (the seed ids carry no `own_` prefix). */
export const newQuestionId = () => `own_${randomUUID().replaceAll('-', '')}`;

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
  return {
    /** A guide's questions, oldest first (hidden ones too). */
    listByGuide(guideId: string): Promise<GuideQuestionRow[]> {
      return db
        .select()
        .from(guideQuestions)
        .where(eq(guideQuestions.guideId, guideId))
        .orderBy(asc(guideQuestions.createdAt), asc(guideQuestions.id));
    },

    /** A guide's questions that a room may ask (not hidden), oldest first. */
    visibleByGuide(guideId: string): Promise<GuideQuestionRow[]> {
      return db
        .select()
        .from(guideQuestions)
        .where(and(eq(guideQuestions.guideId, guideId), eq(guideQuestions.hidden, false)))
        .orderBy(asc(guideQuestions.createdAt), asc(guideQuestions.id));
    },

    async findById(id: string): Promise<GuideQuestionRow | undefined> {
      const [row] = await db
        .select()
        .from(guideQuestions)
        .where(eq(guideQuestions.id, id))
        .limit(1);
      return row;
    },

    /** Adds drafts in one transaction (all or none), in the order given. */
    async addAll(guideId: string, drafts: QuestionDraft[], now = new Date()) {
      if (drafts.length === 0) return [];
      // Each gets its own millisecond so the list keeps the file's order.
      const values = drafts.map((draft, index) => ({
        id: newQuestionId(),
        guideId,
        topic: draft.topic,
        data: draft,
        hidden: false,
        createdAt: new Date(now.getTime() + index),
        updatedAt: new Date(now.getTime() + index),
      }));
      return db.transaction((tx) => tx.insert(guideQuestions).values(values).returning());
    },

    async update(id: string, draft: QuestionDraft, now = new Date()) {
      const [row] = await db
        .update(guideQuestions)
        .set({ data: draft, topic: draft.topic, updatedAt: now })
        .where(eq(guideQuestions.id, id))
        .returning();
      return row;
    },

    async setHidden(id: string, hidden: boolean, now = new Date()) {
      const [row] = await db
        .update(guideQuestions)
        .set({ hidden, updatedAt: now })
        .where(eq(guideQuestions.id, id))
        .returning();
      return row;
    },
  };
}

export type QuestionRepository = ReturnType<typeof createQuestionRepository>;
