import { createHash } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  characters,
  contentSeedState,
  glossaryEntries,
  learningMaterials,
  narratives,
  quizTopics,
  siteContent,
} from '../../db/schema';
import { phraseKey } from '@ecoscha/contracts';
import type { Content } from './load-content';

/** Raise when `seedContent` writes differently, so every database is seeded again once. */
const SEED_FORMAT = 1;
const SEED_STATE_ID = 'content';

/** A fingerprint of the validated content and of the way it is written. */
export function contentHash(content: Content): string {
  return createHash('sha256')
    .update(`${SEED_FORMAT}\n${JSON.stringify(content)}`)
    .digest('base64url');
}

/**
 * Seeds only when the content differs from what was last seeded (the hash kept in the database):
 * a restart with the same content reads one row instead of rewriting every content table.
 * Returns whether it seeded.
 */
export async function seedContentIfChanged(db: Database, content: Content): Promise<boolean> {
  const hash = contentHash(content);
  const [state] = await db
    .select({ contentHash: contentSeedState.contentHash })
    .from(contentSeedState)
    .where(eq(contentSeedState.id, SEED_STATE_ID));
  if (state?.contentHash === hash) return false;
  await writeContent(db, content, hash);
  return true;
}

/** Writes the seed content; running it again changes only what the content changed. */
export function seedContent(db: Database, content: Content): Promise<void> {
  return writeContent(db, content, contentHash(content));
}

/** Writes the content and, in the same transaction, the hash that describes it. */
async function writeContent(db: Database, content: Content, hash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const characterIds = content.characters.map((c) => c._id);
    if (characterIds.length > 0) {
      await tx
        .insert(characters)
        .values(content.characters.map((data, position) => ({ id: data._id, position, data })))
        .onConflictDoUpdate({
          target: characters.id,
          set: {
            position: sql`excluded.position`,
            data: sql`excluded.data`,
            updatedAt: sql`now()`,
          },
        });
    }
    await tx.delete(characters).where(notInArray(characters.id, [...characterIds, '']));

    await tx.delete(quizTopics);
    if (content.quizTopics.length > 0) {
      await tx
        .insert(quizTopics)
        .values(content.quizTopics.map((data, position) => ({ id: data._id, position, data })));
    }
    await tx.delete(narratives);
    if (content.narratives.length > 0) {
      await tx
        .insert(narratives)
        .values(content.narratives.map((data) => ({ id: data._id, data })));
    }

    await tx.delete(siteContent);
    if (content.site) await tx.insert(siteContent).values({ id: 'site', data: content.site });

    await tx.delete(glossaryEntries);
    if (content.glossary.length > 0) {
      await tx.insert(glossaryEntries).values(
        content.glossary.map((entry) => ({
          phraseKey: phraseKey(entry.phrase),
          phrase: entry.phrase,
          meaningId: entry.id,
          meaningEn: entry.en,
        })),
      );
    }

    const materialIds = content.learningMaterials.map((m) => m._id);
    if (materialIds.length > 0) {
      await tx
        .insert(learningMaterials)
        .values(
          content.learningMaterials.map((m) => ({
            id: m._id,
            origin: 'seed',
            type: m.type,
            title: m.title,
            titleEn: m.title_en,
            url: m.url,
            originalUrl: m.originalUrl ?? null,
            videoUrl: m.videoUrl ?? null,
            sourceCredit: m.source_credit,
            description: m.description ?? null,
            descriptionEn: m.description_en ?? null,
            round: m.round ?? null,
            publishedAt: m.publishedAt ?? null,
            createdAt: new Date(m.createdAt),
          })),
        )
        .onConflictDoUpdate({
          target: learningMaterials.id,
          set: {
            type: sql`excluded.type`,
            title: sql`excluded.title`,
            titleEn: sql`excluded.title_en`,
            url: sql`excluded.url`,
            originalUrl: sql`excluded.original_url`,
            videoUrl: sql`excluded.video_url`,
            sourceCredit: sql`excluded.source_credit`,
            description: sql`excluded.description`,
            descriptionEn: sql`excluded.description_en`,
            round: sql`excluded.round`,
            publishedAt: sql`excluded.published_at`,
            createdAt: sql`excluded.created_at`,
          },
          // A material a guide added is theirs: seeding never overwrites it, whatever its id.
          setWhere: eq(learningMaterials.origin, 'seed'),
        });
    }
    await tx
      .delete(learningMaterials)
      .where(
        and(
          eq(learningMaterials.origin, 'seed'),
          notInArray(learningMaterials.id, [...materialIds, '']),
        ),
      );

    await tx
      .insert(contentSeedState)
      .values({ id: SEED_STATE_ID, contentHash: hash })
      .onConflictDoUpdate({
        target: contentSeedState.id,
        set: { contentHash: hash, seededAt: sql`now()` },
      });
  });
}
