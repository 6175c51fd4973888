import { describe, expect, it } from 'vitest';
import { anonymisePlayer } from './anonymise-player';

const state = {
  players: [
    { userId: 'u1', username: 'Budi', roleId: 'eco_citizen_1' },
    { userId: 'u2', username: 'Sari', roleId: 'eco_citizen_2' },
  ],
  morningReports: [
    {
      death: { victims: ['Budi', 'Sari'] },
      saved: { player: 'Budi' },
      eliminated: [{ userId: 'u1', username: 'Budi' }],
    },
  ],
  votes: { u1: 'u2' },
  quizResults: { u1: [{ answers: { q1: 'Budi' } }] },
  chat: 'Budi',
};

describe('anonymisePlayer', () => {
  const cases = [
    { what: 'the player entries', path: (s: typeof state) => s.players[0]?.username, is: '#3' },
    { what: 'the other player', path: (s: typeof state) => s.players[1]?.username, is: 'Sari' },
    {
      what: 'names in string arrays',
      path: (s: typeof state) => s.morningReports[0]?.death.victims,
      is: ['#3', 'Sari'],
    },
    {
      what: 'a name-only field',
      path: (s: typeof state) => s.morningReports[0]?.saved.player,
      is: '#3',
    },
    {
      what: 'nested references with their id',
      path: (s: typeof state) => s.morningReports[0]?.eliminated[0]?.username,
      is: '#3',
    },
    { what: 'ids as keys and values', path: (s: typeof state) => s.votes, is: { u1: 'u2' } },
    {
      what: 'an answer that happens to be the name',
      path: (s: typeof state) => s.quizResults.u1[0]?.answers.q1,
      is: 'Budi',
    },
    { what: 'free text', path: (s: typeof state) => s.chat, is: 'Budi' },
  ];
  it.each(cases)('handles $what', ({ path, is }) => {
    expect(path(anonymisePlayer(state, 'u1', 'Budi', '#3'))).toEqual(is);
  });

  it('leaves its input untouched and changes nothing for a stranger', () => {
    const before = structuredClone(state);
    anonymisePlayer(state, 'u1', 'Budi', '#3');
    expect(state).toEqual(before);
    expect(anonymisePlayer(state, 'u9', 'Nobody', '#9')).toEqual(state);
  });
});
