import { describe, expect, it } from 'vitest';
import {
  EMPTY_MATERIAL,
  toAddMaterialBody,
  todayInput,
  validateMaterial,
  type MaterialFormValues,
} from './material-form';

const NOW = new Date('2026-11-21T07:00:00Z');

const filled: MaterialFormValues = {
  ...EMPTY_MATERIAL,
  type: 'video',
  title: ' Sungai kita ',
  title_en: 'Our river',
  url: ' https://youtu.be/dQw4w9WgXcQ ',
  platform: ' Kompas TV ',
};

describe('validateMaterial', () => {
  it('passes a complete material', () => {
    expect(validateMaterial(filled, NOW)).toEqual({});
  });

  it('asks for the required fields, counting spaces as nothing', () => {
    expect(validateMaterial({ ...EMPTY_MATERIAL, title: '   ' }, NOW)).toEqual({
      title: { key: 'required' },
      title_en: { key: 'required' },
      url: { key: 'required' },
      platform: { key: 'required' },
    });
  });

  it('checks lengths, the link and the date like the server', () => {
    expect(
      validateMaterial(
        {
          ...filled,
          title: 'ab',
          title_en: 'x'.repeat(201),
          platform: 'X',
          description: 'x'.repeat(1001),
          description_en: '',
          url: 'https://vimeo.com/123',
          publishedAt: '2026-11-23',
        },
        NOW,
      ),
    ).toEqual({
      title: { key: 'tooShort', limit: 3 },
      title_en: { key: 'tooLong', limit: 200 },
      platform: { key: 'tooShort', limit: 2 },
      description: { key: 'tooLong', limit: 1000 },
      // A summary in one language asks for the other.
      description_en: { key: 'required' },
      url: { key: 'videoLink' },
      publishedAt: { key: 'futureDate' },
    });
    expect(
      validateMaterial(
        { ...filled, type: 'article', url: 'www.example.org', publishedAt: '2026-02-30' },
        NOW,
      ),
    ).toEqual({ url: { key: 'webAddress' }, publishedAt: { key: 'invalidDate' } });
    expect(
      validateMaterial({ ...filled, type: 'berita', url: 'https://example.org/a' }, NOW),
    ).toEqual({});
  });
});

describe('toAddMaterialBody', () => {
  it('trims and leaves the empty optional fields out', () => {
    expect(toAddMaterialBody(filled)).toEqual({
      type: 'video',
      title: 'Sungai kita',
      title_en: 'Our river',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      source_credit: { platform: 'Kompas TV' },
    });
    expect(
      toAddMaterialBody({
        ...filled,
        author: ' Sari ',
        publishedAt: '2024-05-02',
        description: ' Isi ',
      }),
    ).toMatchObject({
      source_credit: { platform: 'Kompas TV', author: 'Sari' },
      publishedAt: '2024-05-02',
      description: 'Isi',
    });
  });
});

describe('todayInput', () => {
  it('is a YYYY-MM-DD date', () => {
    expect(todayInput(NOW)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
