import { phraseKey, type GlossaryEntry, type Narrative } from '@ecoscha/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessionContent } from '../../db/schema';
import { createGuideGlossaryRepository } from '../glossary/guide-glossary-repository';
import { createGuideNarrativeRepository } from '../narratives/guide-narrative-repository';

/** What a room reads instead of (or besides) the seed content: its guide's own versions. */
export type RoomContent = { narratives: Narrative[]; glossary: GlossaryEntry[] };

const NONE: RoomContent = { narratives: [], glossary: [] };

/** The seed narratives, each replaced by the room's own version of its moment. */
export function roomNarratives(seed: Narrative[], own: Narrative[]): Narrative[] {
  const mine = new Map(own.map((narrative) => [narrative._id, narrative]));
  return seed.map((narrative) => mine.get(narrative._id) ?? narrative);
}

/** The seed glossary with the room's own phrases: a guide's meaning replaces the seed one. */
export function roomGlossary(seed: GlossaryEntry[], own: GlossaryEntry[]): GlossaryEntry[] {
  const byKey = new Map(seed.map((entry) => [phraseKey(entry.phrase), entry]));
  for (const entry of own) byKey.set(phraseKey(entry.phrase), entry);
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, entry]) => entry);
}

export function createSessionContentStore(db: Database) {
  const narratives = createGuideNarrativeRepository(db);
  const glossary = createGuideGlossaryRepository(db);
  return {
    /**
     * Keeps the guide's shown narratives and phrases with a new room, so later edits, hiding or
     * restoring never change a running game. Nothing is stored when the guide has none.
     */
    async snapshot(sessionId: string, guideId: string): Promise<void> {
      const own: RoomContent = {
        narratives: (await narratives.visibleByGuide(guideId)).map((r) => r.data as Narrative),
        glossary: (await glossary.visibleByGuide(guideId)).map((r) => r.data as GlossaryEntry),
      };
      if (own.narratives.length === 0 && own.glossary.length === 0) return;
      await db
        .insert(sessionContent)
        .values({ sessionId, ...own })
        .onConflictDoNothing();
    },

    /** The room's own content; none for a room without any (or an unknown room). */
    async of(sessionId: string | undefined): Promise<RoomContent> {
      if (!sessionId) return NONE;
      const [row] = await db
        .select()
        .from(sessionContent)
        .where(eq(sessionContent.sessionId, sessionId))
        .limit(1);
      if (!row) return NONE;
      return {
        narratives: row.narratives as Narrative[],
        glossary: row.glossary as GlossaryEntry[],
      };
    },
  };
}

export type SessionContentStore = ReturnType<typeof createSessionContentStore>;
