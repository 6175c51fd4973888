import { describe, expect, it } from 'vitest';
import {
  isFullVideoLink,
  isWebAddress,
  parseVideoLink,
  publishedDateIssue,
} from './material-rules';

const ID = 'dQw4w9WgXcQ'; // 11 characters

describe('parseVideoLink', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, 'watch'],
    [`https://youtube.com/watch?v=${ID}&t=42s`, 'watch'],
    [`https://m.youtube.com/watch?v=${ID}`, 'watch'],
    [`https://youtu.be/${ID}`, 'short-link'],
    [`https://youtu.be/${ID}?si=abc`, 'short-link'],
    [`https://www.youtube.com/embed/${ID}`, 'embed'],
  ])('recognises %s', (url, form) => {
    expect(parseVideoLink(url)).toEqual({ id: ID, form });
  });

  it.each([
    `https://www.youtube.com/shorts/${ID}`,
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=',
    'https://www.youtube.com/@channel',
    `https://vimeo.com/${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `ftp://youtu.be/${ID}`,
    'not a link',
    undefined,
  ])('does not recognise %s', (url) => {
    expect(parseVideoLink(url)).toBeNull();
  });
});

describe('isFullVideoLink', () => {
  it('needs a recognised link with an 11-character id', () => {
    expect(isFullVideoLink(`https://youtu.be/${ID}`)).toBe(true);
    expect(isFullVideoLink(`http://www.youtube.com/embed/${ID}`)).toBe(true);
    expect(isFullVideoLink('https://youtu.be/abc123')).toBe(false);
    expect(isFullVideoLink(`https://www.youtube.com/shorts/${ID}`)).toBe(false);
    expect(isFullVideoLink(`https://vimeo.com/${ID}`)).toBe(false);
  });
});

describe('isWebAddress', () => {
  it('accepts http and https addresses only', () => {
    expect(isWebAddress('https://news.example.org/a?b=c')).toBe(true);
    expect(isWebAddress('http://example.org')).toBe(true);
    for (const bad of ['ftp://example.org', 'javascript:alert(1)', 'example.org', '', 'https://']) {
      expect(isWebAddress(bad), bad).toBe(false);
    }
  });
});

describe('publishedDateIssue', () => {
  const now = new Date('2026-11-21T07:00:00Z');
  it('accepts real dates up to tomorrow', () => {
    expect(publishedDateIssue('2026-11-22', now)).toBeNull();
    expect(publishedDateIssue('1999-12-31', now)).toBeNull();
  });
  it('refuses the future, unreal dates and other formats', () => {
    expect(publishedDateIssue('2026-11-23', now)).toBe('future_date');
    expect(publishedDateIssue('2026-02-29', now)).toBe('invalid_format');
    expect(publishedDateIssue('21/11/2026', now)).toBe('invalid_format');
    expect(publishedDateIssue('1850-01-01', now)).toBe('invalid_format');
  });
});
