import { z } from 'zod';
import {
  GlossaryEntrySchema,
  NARRATIVE_MOMENTS,
  NarrativeSchema,
  ReadingLanguageQuerySchema,
} from './content';
import { NarrativesQuerySchema, SessionIdSchema } from './sessions';

export const NarrativeMomentSchema = z.enum(NARRATIVE_MOMENTS);

/**
 * A guide's own version of a narrative, as written in the editor: the seed narratives' own
 * title and text fields (`NarrativeSchema`); its moment comes from the address and its "when it
 * is read" from the seed narrative of that moment.
 */
export const NarrativeDraftSchema = NarrativeSchema.pick({
  judul: true,
  judul_en: true,
  isiBacaan: true,
  isiBacaan_en: true,
});
export type NarrativeDraft = z.infer<typeof NarrativeDraftSchema>;

/** A guide's own version of one moment; a hidden one is kept and the default is read again. */
export const GuideNarrativeSchema = z.object({
  moment: NarrativeMomentSchema,
  hidden: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  narrative: NarrativeSchema,
});
export type GuideNarrative = z.infer<typeof GuideNarrativeSchema>;
export const GuideNarrativeListSchema = z.array(GuideNarrativeSchema);
export const NarrativeMomentParamsSchema = z.object({ moment: NarrativeMomentSchema });

/**
 * A guide's own glossary phrase (`GlossaryEntrySchema`, the seed glossary's schema): a new
 * phrase, or their own meaning of a seed phrase, which it then replaces in their rooms.
 */
export const GuideGlossaryEntrySchema = z.object({
  id: z.string(),
  hidden: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  entry: GlossaryEntrySchema,
});
export type GuideGlossaryEntry = z.infer<typeof GuideGlossaryEntrySchema>;
export const GuideGlossaryListSchema = z.array(GuideGlossaryEntrySchema);
export const GuideGlossaryParamsSchema = z.object({ id: z.string().min(1).max(128) });

/** `?sessionId=`: the content as that room shows it (the guide's versions it opened with). */
export const SessionNarrativesQuerySchema = NarrativesQuerySchema.extend({
  sessionId: SessionIdSchema.optional(),
});
export const SessionGlossaryQuerySchema = ReadingLanguageQuerySchema.extend({
  sessionId: SessionIdSchema.optional(),
});
