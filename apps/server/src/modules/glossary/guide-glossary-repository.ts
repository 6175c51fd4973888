import { randomUUID } from 'node:crypto';
import { phraseKey, type GlossaryEntry, type GuideGlossaryEntry } from '@ecoscha/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guideGlossaryEntries } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../sessions/session-repository';

export type GuideGlossaryRow = typeof guideGlossaryEntries.$inferSelect;

export function toGuideGlossaryEntry(row: GuideGlossaryRow): GuideGlossaryEntry {
  return {
    id: row.id,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    entry: row.data as GlossaryEntry,
  };
}

/** A guide holds each phrase once (hidden or not): a second one is `GLOSSARY_PHRASE_TAKEN`. */
async function phraseOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('GLOSSARY_PHRASE_TAKEN');
    throw error;
  }
}

export function createGuideGlossaryRepository(db: Database) {
  const byGuide = (guideId: string, shownOnly: boolean) =>
    db
      .select()
      .from(guideGlossaryEntries)
      .where(
        shownOnly
          ? and(eq(guideGlossaryEntries.guideId, guideId), eq(guideGlossaryEntries.hidden, false))
          : eq(guideGlossaryEntries.guideId, guideId),
      )
      .orderBy(asc(guideGlossaryEntries.phraseKey));

  return {
    /** A guide's phrases in the glossary's order (hidden ones too). */
    listByGuide: (guideId: string): Promise<GuideGlossaryRow[]> => byGuide(guideId, false),

    /** The phrases a guide's rooms use (not hidden). */
    visibleByGuide: (guideId: string): Promise<GuideGlossaryRow[]> => byGuide(guideId, true),

    async findById(id: string): Promise<GuideGlossaryRow | undefined> {
      const [row] = await db
        .select()
        .from(guideGlossaryEntries)
        .where(eq(guideGlossaryEntries.id, id))
        .limit(1);
      return row;
    },

    add(guideId: string, entry: GlossaryEntry, now = new Date()): Promise<GuideGlossaryRow> {
      return phraseOnce(async () => {
        const [row] = await db
          .insert(guideGlossaryEntries)
          .values({
            id: `own_${randomUUID().replaceAll('-', '')}`,
            guideId,
            phraseKey: phraseKey(entry.phrase),
            data: entry,
            hidden: false,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },

    update(id: string, entry: GlossaryEntry, now = new Date()) {
      return phraseOnce(async () => {
        const [row] = await db
          .update(guideGlossaryEntries)
          .set({ data: entry, phraseKey: phraseKey(entry.phrase), updatedAt: now })
          .where(eq(guideGlossaryEntries.id, id))
          .returning();
        return row;
      });
    },

    async setHidden(id: string, hidden: boolean, now = new Date()) {
      const [row] = await db
        .update(guideGlossaryEntries)
        .set({ hidden, updatedAt: now })
        .where(eq(guideGlossaryEntries.id, id))
        .returning();
      return row;
    },
  };
}

export type GuideGlossaryRepository = ReturnType<typeof createGuideGlossaryRepository>;
