import { describe, expect, it } from 'vitest';
import { GlossaryEntrySchema, NarrativeSchema } from './content';
import { NarrativeDraftSchema } from './guide-content';
import { issuesOf } from './issues-testing';
import { AddLearningMaterialBodySchema, LearningMaterialSchema } from './learning-material';

describe('one schema for the seed content and a guide’s own', () => {
  it('takes a guide’s narrative draft from the seed narratives’ own fields and limits', () => {
    const draft = {
      judul: ' Pagi ',
      judul_en: 'Morning',
      isiBacaan: 'Teks.',
      isiBacaan_en: 'Text.',
    };
    expect(NarrativeDraftSchema.parse(draft).judul).toBe('Pagi');
    expect(issuesOf(NarrativeDraftSchema.safeParse({ ...draft, judul_en: ' ' }))).toEqual([
      ['judul_en', 'too_small'],
    ]);
    expect(issuesOf(NarrativeSchema.safeParse({ _id: 'lunch', ...draft }))?.[0]?.[0]).toBe('_id');
    const long = { ...draft, isiBacaan: 'x'.repeat(5001) };
    expect(issuesOf(NarrativeDraftSchema.safeParse(long))).toEqual([['isiBacaan', 'too_big']]);
  });

  it('keeps square brackets and line breaks out of a glossary phrase', () => {
    const entry = { phrase: 'cai herang', id: 'Air jernih.', en: 'Clear water.' };
    expect(GlossaryEntrySchema.safeParse(entry).success).toBe(true);
    for (const phrase of ['cai [[herang]]', 'cai\nherang']) {
      expect(issuesOf(GlossaryEntrySchema.safeParse({ ...entry, phrase }))).toEqual([
        ['phrase', 'phrase_characters'],
      ]);
    }
    expect(issuesOf(GlossaryEntrySchema.safeParse({ ...entry, en: '' }))).toEqual([
      ['en', 'too_small'],
    ]);
  });

  it('checks a seed material and a guide’s with the same rules', () => {
    const material = {
      type: 'video',
      title: 'Sungai kita',
      title_en: 'Our river',
      url: 'https://example.org/clip',
      source_credit: { platform: 'Example' },
      description: 'Hanya bahasa Indonesia.',
    };
    const expected = [
      ['url', 'video_link'],
      ['description_en', 'other_language'],
    ];
    expect(issuesOf(AddLearningMaterialBodySchema.safeParse(material))).toEqual(expected);
    const seed = { ...material, _id: 'seed', createdAt: '2026-01-01T00:00:00Z' };
    expect(issuesOf(LearningMaterialSchema.safeParse(seed))).toEqual(expected);
    // A seed video may play from its own video link.
    const withVideo = {
      ...seed,
      description_en: 'English.',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    };
    expect(LearningMaterialSchema.safeParse(withVideo).success).toBe(true);
  });
});
