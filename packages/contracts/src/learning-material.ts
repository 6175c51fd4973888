import { z } from 'zod';
import { fieldIssue, type IssueSink } from './field-issue';
import {
  isFullVideoLink,
  isWebAddress,
  MATERIAL_LIMITS,
  publishedDateIssue,
} from './material-rules';

export const MATERIAL_TYPES = ['article', 'berita', 'news', 'video'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

const trimmed = (min: number, max: number) => z.string().trim().min(min).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const SourceCreditSchema = z.object({
  platform: trimmed(MATERIAL_LIMITS.sourceMin, MATERIAL_LIMITS.sourceMax),
  author: optionalText(MATERIAL_LIMITS.sourceMax),
});

/**
 * The fields a learning material is written with: the seed's in content/ and a guide's alike.
 * Optional texts may be empty (a guide's are then left out).
 */
export const materialFields = {
  type: z.enum(MATERIAL_TYPES),
  title: trimmed(MATERIAL_LIMITS.titleMin, MATERIAL_LIMITS.titleMax),
  title_en: trimmed(MATERIAL_LIMITS.titleMin, MATERIAL_LIMITS.titleMax),
  url: z.string().trim().min(1).max(MATERIAL_LIMITS.urlMax),
  description: optionalText(MATERIAL_LIMITS.descriptionMax),
  description_en: optionalText(MATERIAL_LIMITS.descriptionMax),
  source_credit: SourceCreditSchema,
  /** When the article or video itself came out (`YYYY-MM-DD`), if known. */
  publishedAt: z.string().trim().max(10).optional(),
};

type CheckedMaterial = {
  type: MaterialType;
  url: string;
  videoUrl?: string;
  description?: string;
  description_en?: string;
  publishedAt?: string;
};

/**
 * The checks across a material's fields: a web address; a video's link (its `videoUrl` when it
 * has one) plays in the game; a description in both languages or in neither; a real date.
 */
export function checkMaterial(material: CheckedMaterial, ctx: IssueSink): void {
  if (!isWebAddress(material.url)) ctx.addIssue(fieldIssue('web_address', ['url']));
  else if (material.type === 'video' && !isFullVideoLink(material.videoUrl ?? material.url)) {
    ctx.addIssue(fieldIssue('video_link', ['url']));
  }
  if (!material.description_en && material.description) {
    ctx.addIssue(fieldIssue('other_language', ['description_en']));
  }
  if (!material.description && material.description_en) {
    ctx.addIssue(fieldIssue('other_language', ['description']));
  }
  const dateIssue = material.publishedAt ? publishedDateIssue(material.publishedAt) : null;
  if (dateIssue) ctx.addIssue(fieldIssue(dateIssue, ['publishedAt']));
}

/**
 * One learning material as listed: the written fields (`materialFields`) and what the list adds.
 * The answers use this shape without the checks across fields (a material stored before a check
 * existed is still listed); `LearningMaterialSchema` adds them.
 */
export const LearningMaterialShapeSchema = z.object({
  _id: z.string(),
  ...materialFields,
  originalUrl: z.url().optional(),
  videoUrl: z.url().optional(),
  round: z.number().int().positive().optional(),
  /** Set by the server on a material a guide added in the app: that guide's user id. */
  addedBy: z.string().optional(),
  /** On a material a guide added: taken out of the lists and the rounds (kept, to restore). */
  hidden: z.boolean().optional(),
  /** When it was added; lists are sorted by it, newest first. */
  createdAt: z.iso.datetime({ offset: true }),
  /** When its guide last edited, hid or restored it. */
  updatedAt: z.iso.datetime({ offset: true }).optional(),
});
export const LearningMaterialShapeListSchema = z.array(LearningMaterialShapeSchema);

/** A material with every check: the seed materials in content/ are loaded through it. */
export const LearningMaterialSchema = LearningMaterialShapeSchema.superRefine(checkMaterial);
export type LearningMaterial = z.infer<typeof LearningMaterialSchema>;
export const LearningMaterialListSchema = z.array(LearningMaterialSchema);

/**
 * A material a guide adds (POST /api/learning-materials) or edits (PUT …/:id): the seed
 * materials' own fields and checks, without what the server sets.
 */
export const AddLearningMaterialBodySchema = z.object(materialFields).superRefine(checkMaterial);
export type AddLearningMaterialBody = z.infer<typeof AddLearningMaterialBodySchema>;

export const MaterialParamsSchema = z.object({ id: z.string().min(1).max(128) });
