import { describe, expect, it } from 'vitest';
import { parseMarkedText, stripMarks } from './parse-marked-text';

describe('parseMarkedText', () => {
  it('splits paragraphs on blank lines and drops empty ones', () => {
    expect(parseMarkedText('First.\n\nSecond\nline.\r\n  \r\nThird.\n\n\n')).toEqual([
      [{ kind: 'text', text: 'First.' }],
      [{ kind: 'text', text: 'Second\nline.' }],
      [{ kind: 'text', text: 'Third.' }],
    ]);
  });

  it('turns every [[phrase]] into a phrase segment', () => {
    expect(parseMarkedText('Say [[sampurasun]], answer [[ rampes ]].')).toEqual([
      [
        { kind: 'text', text: 'Say ' },
        { kind: 'phrase', phrase: 'sampurasun' },
        { kind: 'text', text: ', answer ' },
        { kind: 'phrase', phrase: 'rampes' },
        { kind: 'text', text: '.' },
      ],
    ]);
  });

  it('handles a paragraph that is only a phrase, and an empty text', () => {
    expect(parseMarkedText('[[hatur nuhun]]')).toEqual([
      [{ kind: 'phrase', phrase: 'hatur nuhun' }],
    ]);
    expect(parseMarkedText('')).toEqual([]);
  });

  it('leaves unclosed brackets as text', () => {
    expect(parseMarkedText('a [[b')).toEqual([[{ kind: 'text', text: 'a [[b' }]]);
  });
});

describe('stripMarks', () => {
  it('keeps the phrases and drops their brackets', () => {
    expect(stripMarks('Iket [[barangbang semplak]] dan [[runtah]].')).toBe(
      'Iket barangbang semplak dan runtah.',
    );
  });
});
