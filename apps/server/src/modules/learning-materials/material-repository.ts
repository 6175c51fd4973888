import { randomUUID } from 'node:crypto';
import {
  parseVideoLink,
  type AddLearningMaterialBody,
  type LearningMaterial,
} from '@ecoscha/contracts';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { learningMaterials } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ownedRows } from '../guide-content/owned-rows';

export type MaterialRow = typeof learningMaterials.$inferSelect;

/** Added materials are checked and written one at a time (an arbitrary, fixed lock key). */
const ADD_LOCK_KEY = 4_170_520_232;

export function toMaterial(row: MaterialRow): LearningMaterial {
  return {
    _id: row.id,
    type: row.type as LearningMaterial['type'],
    title: row.title,
    title_en: row.titleEn,
    url: row.url,
    ...(row.originalUrl ? { originalUrl: row.originalUrl } : {}),
    ...(row.videoUrl ? { videoUrl: row.videoUrl } : {}),
    source_credit: row.sourceCredit as LearningMaterial['source_credit'],
    ...(row.description ? { description: row.description } : {}),
    ...(row.descriptionEn ? { description_en: row.descriptionEn } : {}),
    ...(row.round ? { round: row.round } : {}),
    ...(row.publishedAt ? { publishedAt: row.publishedAt } : {}),
    ...(row.addedBy ? { addedBy: row.addedBy } : {}),
    ...(row.origin === 'moderator' ? { hidden: row.hidden } : {}),
    createdAt: row.createdAt.toISOString(),
    ...(row.updatedAt ? { updatedAt: row.updatedAt.toISOString() } : {}),
  };
}

/**
 * What makes two links "the same material": the video for a recognised video link (youtu.be/X
 * and youtube.com/watch?v=X are one video); otherwise the address without its scheme, a leading
 * `www.`, a trailing slash or a `#fragment`, host in lower case.
 */
export function linkKey(address: string): string {
  const video = parseVideoLink(address);
  if (video) return `video:${video.id}`;
  try {
    const url = new URL(address);
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    const path = url.pathname.replace(/\/+$/, '');
    return `${host}${url.port ? `:${url.port}` : ''}${path}${url.search}`;
  } catch {
    return address.trim();
  }
}

function linksOf(row: MaterialRow): string[] {
  return [row.url, row.originalUrl, row.videoUrl].filter((link): link is string => !!link);
}

/** Empty optional texts are left out rather than stored as "". */
const orNull = (text: string | undefined) => (text ? text : null);

/** The columns a guide writes (adding or editing). */
function writtenColumns(body: AddLearningMaterialBody) {
  return {
    type: body.type,
    title: body.title,
    titleEn: body.title_en,
    url: body.url,
    sourceCredit: {
      platform: body.source_credit.platform,
      ...(body.source_credit.author ? { author: body.source_credit.author } : {}),
    },
    description: orNull(body.description),
    descriptionEn: orNull(body.description_en),
    publishedAt: orNull(body.publishedAt),
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `MATERIAL_URL_TAKEN` when a material other than `exceptId` (hidden ones too) has the link. */
async function assertLinkFree(tx: Transaction, url: string, exceptId?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADD_LOCK_KEY})`);
  const key = linkKey(url);
  const others = await tx
    .select()
    .from(learningMaterials)
    .where(exceptId ? ne(learningMaterials.id, exceptId) : undefined);
  if (others.some((row) => linksOf(row).some((link) => linkKey(link) === key))) {
    throw new AppError('MATERIAL_URL_TAKEN');
  }
}

export function createMaterialRepository(db: Database) {
  const rows = ownedRows(db, learningMaterials, {
    owner: learningMaterials.addedBy,
    key: learningMaterials.id,
    orderBy: [desc(learningMaterials.createdAt), desc(learningMaterials.id)],
    ownedOnly: eq(learningMaterials.origin, 'moderator'),
  });
  return {
    ...rows,

    /** Every material that is not hidden, newest first. */
    list(): Promise<MaterialRow[]> {
      return db
        .select()
        .from(learningMaterials)
        .where(eq(learningMaterials.hidden, false))
        .orderBy(desc(learningMaterials.createdAt), desc(learningMaterials.id));
    },

    /** The videos that are not hidden, in the order the rounds use them (oldest first). */
    videos(): Promise<MaterialRow[]> {
      return db
        .select()
        .from(learningMaterials)
        .where(and(eq(learningMaterials.type, 'video'), eq(learningMaterials.hidden, false)))
        .orderBy(asc(learningMaterials.createdAt), asc(learningMaterials.id));
    },

    /** Adds a guide's material; `MATERIAL_URL_TAKEN` when any material already has its link. */
    add(addedBy: string, body: AddLearningMaterialBody, now = new Date()): Promise<MaterialRow> {
      return db.transaction(async (tx) => {
        await assertLinkFree(tx, body.url);
        const [row] = await tx
          .insert(learningMaterials)
          .values({
            id: `added-${randomUUID()}`,
            origin: 'moderator',
            ...writtenColumns(body),
            addedBy,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    },

    /** A guide's edit: its texts and link (still unique); when it was added stays. */
    update(guideId: string, id: string, body: AddLearningMaterialBody, now = new Date()) {
      return db.transaction(async (tx) => {
        await assertLinkFree(tx, body.url, id);
        return rows.write(guideId, id, writtenColumns(body), now, tx);
      });
    },
  };
}

export type MaterialRepository = ReturnType<typeof createMaterialRepository>;
