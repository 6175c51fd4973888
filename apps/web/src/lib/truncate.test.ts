import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate';

const visibleLength = (text: string) => text.replace(/\[\[|\]\]/g, '').length;

describe('truncateText', () => {
  it('keeps a text that fits', () => {
    expect(truncateText('Asep walks to school.', 150)).toEqual({
      text: 'Asep walks to school.',
      truncated: false,
    });
    const exact = 'a'.repeat(150);
    expect(truncateText(exact, 150)).toEqual({ text: exact, truncated: false });
  });

  it('cuts a long text at a word boundary and adds an ellipsis', () => {
    const text = 'Every morning Asep walks past the tea gardens '.repeat(5).trim();
    const { text: short, truncated } = truncateText(text, 150);

    expect(truncated).toBe(true);
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(151);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    // The cut falls between words: the next character of the original is a space.
    expect(text.charAt(short.length - 1)).toBe(' ');
  });

  it('drops dangling punctuation before the ellipsis', () => {
    expect(truncateText('One two, three four five', 9).text).toBe('One two…');
  });

  it('counts a marked phrase by its letters only', () => {
    const text = `${'x'.repeat(140)} [[runtah]]`; // 147 visible characters, 151 raw
    expect(truncateText(text, 150)).toEqual({ text, truncated: false });
  });

  it('never cuts inside a marked phrase', () => {
    const text = `${'word '.repeat(28)}[[kudu nyaah ka alam]] and more words after it`;
    const { text: short } = truncateText(text, 150);

    expect(short).not.toContain('[[');
    expect(short).toBe(`${'word '.repeat(28).trim()}…`);
  });

  it('keeps a whole marked phrase that fits', () => {
    const text = `Grandfather says [[kudu nyaah ka alam]], ${'and so on '.repeat(20)}`;
    const { text: short } = truncateText(text, 60);

    expect(short).toContain('[[kudu nyaah ka alam]]');
    expect(visibleLength(short)).toBeLessThanOrEqual(61);
  });

  it('hard-cuts a single word longer than the limit', () => {
    expect(truncateText('abcdefghij', 4)).toEqual({ text: 'abcd…', truncated: true });
  });
});
