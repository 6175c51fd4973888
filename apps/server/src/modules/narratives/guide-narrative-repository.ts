import type { GuideNarrative, Narrative, NarrativeMoment } from '@ecoscha/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guideNarratives, narratives } from '../../db/schema';
import { ownedRows } from '../guide-content/owned-rows';

export type GuideNarrativeRow = typeof guideNarratives.$inferSelect;

export function toGuideNarrative(row: GuideNarrativeRow): GuideNarrative {
  return {
    moment: row.moment as NarrativeMoment,
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    narrative: row.data as Narrative,
  };
}

/** A guide's own versions of the narratives, one per moment (the moment is the key). */
export function createGuideNarrativeRepository(db: Database) {
  return {
    ...ownedRows(db, guideNarratives, {
      owner: guideNarratives.guideId,
      key: guideNarratives.moment,
      keyPerGuide: true,
      orderBy: [asc(guideNarratives.moment)],
    }),

    /** The seed narrative of a moment (content/), which an own version keeps "when" from. */
    async seed(moment: string): Promise<Narrative | undefined> {
      const [row] = await db.select().from(narratives).where(eq(narratives.id, moment)).limit(1);
      return row?.data as Narrative | undefined;
    },

    /** Writes the guide's version of a moment (a new one or over the old), shown again. */
    async upsert(guideId: string, narrative: Narrative, now = new Date()) {
      const [row] = await db
        .insert(guideNarratives)
        .values({
          guideId,
          moment: narrative._id,
          data: narrative,
          hidden: false,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [guideNarratives.guideId, guideNarratives.moment],
          set: { data: narrative, hidden: false, updatedAt: now },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
  };
}
