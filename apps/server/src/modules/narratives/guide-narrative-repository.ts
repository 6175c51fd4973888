import type { GuideNarrative, Narrative, NarrativeMoment } from '@ecoscha/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guideNarratives, narratives } from '../../db/schema';

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

export function createGuideNarrativeRepository(db: Database) {
  const byGuide = (guideId: string, shownOnly: boolean) =>
    db
      .select()
      .from(guideNarratives)
      .where(
        shownOnly
          ? and(eq(guideNarratives.guideId, guideId), eq(guideNarratives.hidden, false))
          : eq(guideNarratives.guideId, guideId),
      )
      .orderBy(asc(guideNarratives.moment));

  const whereOwn = (guideId: string, moment: NarrativeMoment) =>
    and(eq(guideNarratives.guideId, guideId), eq(guideNarratives.moment, moment));

  return {
    /** A guide's own versions (hidden ones too). */
    listByGuide: (guideId: string): Promise<GuideNarrativeRow[]> => byGuide(guideId, false),

    /** The versions a guide's rooms read instead of the seed ones (not hidden). */
    visibleByGuide: (guideId: string): Promise<GuideNarrativeRow[]> => byGuide(guideId, true),

    /** The seed narrative of a moment (content/), which an own version keeps "when" from. */
    async seed(moment: NarrativeMoment): Promise<Narrative | undefined> {
      const [row] = await db.select().from(narratives).where(eq(narratives.id, moment)).limit(1);
      return row?.data as Narrative | undefined;
    },

    async find(guideId: string, moment: NarrativeMoment) {
      const [row] = await db.select().from(guideNarratives).where(whereOwn(guideId, moment));
      return row;
    },

    /** Writes the guide's version of a moment (a new one or over the old), shown again. */
    async save(guideId: string, narrative: Narrative, now = new Date()) {
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

    async setHidden(guideId: string, moment: NarrativeMoment, hidden: boolean, now = new Date()) {
      const [row] = await db
        .update(guideNarratives)
        .set({ hidden, updatedAt: now })
        .where(whereOwn(guideId, moment))
        .returning();
      return row;
    },
  };
}
