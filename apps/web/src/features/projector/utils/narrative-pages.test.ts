import { describe, expect, it } from 'vitest';
import { narrativePages, pageSeconds } from './narrative-pages';

describe('narrativePages', () => {
  it('keeps paragraphs whole, joining short neighbours and leaving long ones alone', () => {
    const long = 'x'.repeat(400);
    const text = `Malam tiba.\n\n${'y'.repeat(200)}\n\n${long}\n\nSemua tidur.\n\nPagi datang.`;
    expect(narrativePages(text, 320)).toEqual([
      `Malam tiba.\n\n${'y'.repeat(200)}`,
      long,
      'Semua tidur.\n\nPagi datang.',
    ]);
  });

  it('counts what the class reads: marked phrases without their brackets', () => {
    const text = `[[Sampurasun]]!\n\n${'z'.repeat(10)}`;
    expect(narrativePages(text, 23)).toEqual([`[[Sampurasun]]!\n\n${'z'.repeat(10)}`]);
  });

  it('answers no page for an empty text', () => {
    expect(narrativePages('  \n\n ')).toEqual([]);
  });
});

describe('pageSeconds', () => {
  it('gives a page time to be read aloud, at least ten seconds', () => {
    expect(pageSeconds('Sampurasun!')).toBe(10);
    expect(pageSeconds(Array.from({ length: 66 }, () => 'kata').join(' '))).toBe(30);
  });
});
