import { describe, expect, it } from 'vitest';
import { issuesOf } from './issues-testing';
import { AddLearningMaterialBodySchema } from './learning-material';

const valid = {
  type: 'video',
  title: '  Sungai Citarum hari ini ',
  title_en: 'The Citarum today',
  url: ' https://youtu.be/dQw4w9WgXcQ ',
  source_credit: { platform: 'Kompas TV' },
};

const issues = (body: object) => issuesOf(AddLearningMaterialBodySchema.safeParse(body));

describe('AddLearningMaterialBodySchema', () => {
  it('trims the texts of a valid material', () => {
    const parsed = AddLearningMaterialBodySchema.parse({ ...valid, publishedAt: '2024-02-29' });
    expect(parsed.title).toBe('Sungai Citarum hari ini');
    expect(parsed.url).toBe('https://youtu.be/dQw4w9WgXcQ');
  });

  it('names each problem on its field', () => {
    expect(
      issues({
        ...valid,
        title: ' ab ',
        url: 'https://example.org/clip',
        publishedAt: '2024-02-30',
      }),
    ).toEqual([
      ['title', 'too_small'],
      ['url', 'video_link'],
      ['publishedAt', 'invalid_format'],
    ]);
    expect(issues({ ...valid, type: 'news', url: 'ftp://example.org/a' })).toEqual([
      ['url', 'web_address'],
    ]);
    expect(issues({ ...valid, type: 'podcast' })?.[0]).toEqual(['type', 'invalid_value']);
  });

  it('accepts any web address for an article', () => {
    expect(issues({ ...valid, type: 'berita', url: 'http://news.example.org/a' })).toBeUndefined();
  });
});
