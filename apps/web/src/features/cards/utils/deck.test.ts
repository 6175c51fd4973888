import { describe, expect, it } from 'vitest';
import { roleTypeOf } from '@ecoscha/game';
import { deckCards, normaliseAddress, parseClassSize, sheetsOf, signupLink } from './deck';

describe('the printed deck', () => {
  it('has one card per student in the recommended mix, both pictures of a role used', () => {
    const cards = deckCards(30);
    expect(cards).toHaveLength(30);
    const of = (type: string) => cards.filter((c) => roleTypeOf(c.roleId) === type).length;
    expect([
      of('waste_villain'),
      of('green_guardian'),
      of('waste_manager'),
      of('eco_citizen'),
    ]).toEqual([9, 4, 4, 13]);
    expect(cards.filter((c) => c.key === 'yana_waste_villain')).toHaveLength(4);
    expect(cards.some((c) => c.key === 'sustainability_guide')).toBe(false);
  });

  it('accepts class sizes from 4 to 50 only', () => {
    expect(['3', '4', '50', '51', '4.5', '', 'x'].map(parseClassSize)).toEqual([
      null,
      4,
      50,
      null,
      null,
      null,
      null,
    ]);
  });

  it('cuts 30 cards into 4 sheets of at most 9', () => {
    expect(sheetsOf(deckCards(30)).map((s) => s.length)).toEqual([9, 9, 9, 3]);
  });

  it('links each card to the sign-up page of its character on the chosen address', () => {
    expect(normaliseAddress(' http://192.168.1.20:3000/ ')).toBe('http://192.168.1.20:3000');
    expect(normaliseAddress('https://ecoscha.example.org/kelas/')).toBe(
      'https://ecoscha.example.org/kelas',
    );
    expect(normaliseAddress('ftp://x')).toBeNull();
    expect(normaliseAddress('not an address')).toBeNull();
    expect(signupLink('http://10.0.0.5:3000', 'waste_manager')).toBe(
      'http://10.0.0.5:3000/signup?character=waste_manager',
    );
  });
});
