import { z } from 'zod';

const text = z.string().trim().min(1);
const bilingual = { text, text_en: text };
const titled = { title: text, title_en: text, ...bilingual };

/** One page of the game manual's flipbook. */
const ManualPageSchema = z.object({ title: text, text });

/**
 * Texts of the public site (home intro, guide, about, team, contact, credits, manual).
 * Contact addresses are `null` until a school fills them in: we never invent a link.
 */
export const SiteContentSchema = z.object({
  home: z.object({ title: text, title_en: text, description: text, description_en: text }),
  guide: z.object({
    objective: text,
    objective_en: text,
    steps: z.array(z.object(titled)).min(5),
    tips: z.array(z.object(bilingual)).min(3),
  }),
  about: z.object({
    paragraphs: z.array(z.object(bilingual)).min(2),
    gallery: z
      .array(
        z.object({
          image: z.string(),
          alt: text,
          alt_en: text,
          caption: text,
          caption_en: text,
        }),
      )
      .length(8),
    team: z
      .array(
        z.object({
          name: text,
          name_en: text,
          role: text,
          role_en: text,
          education: text,
          education_en: text,
          photo: z.string(),
          /** Placeholder people are marked, so nobody mistakes them for real team members. */
          fictional: z.boolean(),
        }),
      )
      .length(6),
    contact: z.object({
      email: z.email().nullable(),
      instagram: z.object({ handle: text, url: z.url() }).nullable(),
      tiktok: z.object({ handle: text, url: z.url() }).nullable(),
    }),
  }),
  credits: z.object({
    music: z.array(z.object({ ...titled, author: text, author_en: text, license: text })).min(1),
    icons: z.array(z.object({ ...titled, author: text, author_en: text, license: text })).min(1),
    thanks: z.array(z.object({ name: text, name_en: text, ...bilingual })).min(1),
  }),
  manual: z.object({
    id: z.array(ManualPageSchema).min(6),
    en: z.array(ManualPageSchema).min(6),
  }),
});
export type SiteContent = z.infer<typeof SiteContentSchema>;

/** The parts of the site's texts, each served on its own: a page loads only its own part. */
export const SitePageSchema = SiteContentSchema.keyof();
export type SitePage = z.infer<typeof SitePageSchema>;
