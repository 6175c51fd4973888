import { phraseKey, type GlossaryEntry, type GuideGlossaryEntry } from '@ecoscha/contracts';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guideGlossaryEntries } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newOwnId, ownedRows } from '../guide-content/owned-rows';
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

/** A guide's own phrases, in the glossary's order. */
export function createGuideGlossaryRepository(db: Database) {
  const rows = ownedRows(db, guideGlossaryEntries, {
    owner: guideGlossaryEntries.guideId,
    key: guideGlossaryEntries.id,
    orderBy: [asc(guideGlossaryEntries.phraseKey)],
  });
  return {
    ...rows,

    add(guideId: string, entry: GlossaryEntry, now = new Date()): Promise<GuideGlossaryRow> {
      return phraseOnce(async () => {
        const [row] = await db
          .insert(guideGlossaryEntries)
          .values({
            id: newOwnId(),
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

    update: (guideId: string, id: string, entry: GlossaryEntry) =>
      phraseOnce(() =>
        rows.write(guideId, id, { data: entry, phraseKey: phraseKey(entry.phrase) }),
      ),
  };
}
