import { describe, expect, it } from 'vitest';
import { makeMaterial } from '@/testing/site-data';
import {
  hasStandardVideoLink,
  isHighDefinition,
  splitMaterials,
  videoThumbnail,
} from './materials';

const ID = 'dQw4w9WgXcQ'; // 11 characters

describe('videoThumbnail', () => {
  it('derives the hqdefault picture from the three recognised forms', () => {
    for (const url of [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtu.be/${ID}`,
      `https://www.youtube.com/embed/${ID}`,
    ]) {
      expect(videoThumbnail(url)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
    }
  });

  it('has none for a link it does not recognise', () => {
    expect(videoThumbnail(`https://www.youtube.com/shorts/${ID}`)).toBeNull();
    expect(videoThumbnail('https://news.example.org/video/1')).toBeNull();
  });
});

describe('isHighDefinition', () => {
  it('holds for a recognised link with an 11-character id', () => {
    expect(isHighDefinition(`https://www.youtube.com/watch?v=${ID}`)).toBe(true);
    expect(isHighDefinition(`https://youtu.be/${ID}`)).toBe(true);
    expect(isHighDefinition(`https://www.youtube.com/embed/${ID}`)).toBe(true);
  });

  it('fails for another id length, a short-form link or an unknown site', () => {
    expect(isHighDefinition('https://www.youtube.com/watch?v=abc123')).toBe(false);
    expect(isHighDefinition(`https://www.youtube.com/watch?v=${ID}x`)).toBe(false);
    expect(isHighDefinition(`https://www.youtube.com/shorts/${ID}`)).toBe(false);
    expect(isHighDefinition(`https://www.youtube.com/watch?v=${ID}&list=/shorts/`)).toBe(false);
    expect(isHighDefinition(`https://vimeo.com/${ID}`)).toBe(false);
  });
});

describe('splitMaterials', () => {
  it('puts article, berita and news in the articles, newest first', () => {
    const old = makeMaterial({ type: 'article', createdAt: '2024-01-01T00:00:00.000Z' });
    const newest = makeMaterial({ type: 'berita', createdAt: '2025-06-01T00:00:00.000Z' });
    const middle = makeMaterial({ type: 'news', createdAt: '2025-01-01T00:00:00.000Z' });
    const video = makeMaterial({ type: 'video' });

    const { articles, videos } = splitMaterials([old, video, newest, middle]);

    expect(articles.map((m) => m._id)).toEqual([newest._id, middle._id, old._id]);
    expect(videos.map((m) => m._id)).toEqual([video._id]);
  });

  it('lists videos with a valid standard link first, each group newest first', () => {
    const video = (createdAt: string, videoUrl?: string, url = 'https://news.example.org/v') =>
      makeMaterial({ type: 'video', createdAt, videoUrl, url });
    const oldStandard = video('2024-01-01T00:00:00.000Z', `https://youtu.be/${ID}`);
    const newOther = video('2025-09-01T00:00:00.000Z', 'https://vimeo.com/123');
    const newStandard = video('2025-05-01T00:00:00.000Z', undefined, `https://youtu.be/${ID}`);
    const shorts = video('2025-10-01T00:00:00.000Z', `https://www.youtube.com/shorts/${ID}`);

    const { videos } = splitMaterials([oldStandard, newOther, newStandard, shorts]);

    expect(videos.map((m) => m._id)).toEqual([
      newStandard._id,
      oldStandard._id,
      shorts._id,
      newOther._id,
    ]);
    expect(hasStandardVideoLink(newStandard)).toBe(true);
    expect(hasStandardVideoLink(shorts)).toBe(false);
  });

  it('keeps a material with an unreadable date, last', () => {
    const dated = makeMaterial({ createdAt: '2025-01-01T00:00:00.000Z' });
    const undated = makeMaterial({ createdAt: 'someday' });
    expect(splitMaterials([undated, dated]).articles.map((m) => m._id)).toEqual([
      dated._id,
      undated._id,
    ]);
  });
});
