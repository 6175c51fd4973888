import { expect, it } from 'vitest';
import { markedPhrases, phraseKey } from './marks';

it('finds the marked Sundanese phrases of a text', () => {
  expect(markedPhrases('[[Sampurasun]], [[ baraya ]]! Hayu.')).toEqual(['Sampurasun', 'baraya']);
});

it('looks phrases up regardless of case, spacing and the accent on é', () => {
  expect(phraseKey('  Kudu   Nyaah ka ALAM ')).toBe('kudu nyaah ka alam');
  expect(phraseKey('Rampes')).toBe(phraseKey('rampés'));
  expect(phraseKey('HADÉ ku omong')).toBe('hade ku omong');
  expect(phraseKey('hade')).not.toBe(phraseKey('hadir'));
});
