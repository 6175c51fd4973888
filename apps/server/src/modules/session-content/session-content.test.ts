import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type GlossaryEntry, type Narrative } from '@ecoscha/contracts';
import { createAccount, createTestApp, type Account, type TestApp } from '../../testing/test-app';
import { roomGlossary, roomNarratives } from './session-content';

describe('a room reads its guide’s own content', () => {
  let t: TestApp;
  let guide: Account;
  let otherGuide: Account;
  beforeAll(async () => {
    t = await createTestApp();
    guide = await createAccount(t.app, 'sustainability_guide');
    otherGuide = await createAccount(t.app, 'sustainability_guide');
  });
  afterAll(() => t.close());

  async function call(who: Account, method: 'POST' | 'PUT', url: string, payload?: object) {
    const res = await t.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as Record<string, unknown>;
  }
  const openRoom = async (who: Account) =>
    String((await call(who, 'POST', API.sessions.create, { moderatorId: who.userId }))._id);
  /** A room's content, read by its guide; the public content without a room. */
  async function read<T>(path: string, sessionId?: string, who: Account = guide): Promise<T> {
    const res = await t.app.inject({
      url: sessionId ? `${path}${path.includes('?') ? '&' : '?'}sessionId=${sessionId}` : path,
      headers: sessionId ? { authorization: `Bearer ${who.token}` } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  }
  const narrativesOf = (sessionId?: string, who?: Account) =>
    read<Narrative[]>('/api/game-narratives', sessionId, who);
  const glossaryOf = (sessionId?: string, who?: Account) =>
    read<GlossaryEntry[]>('/api/glossary', sessionId, who);
  const titleOf = (narratives: Narrative[], moment: string) =>
    narratives.find((n) => n._id === moment)?.judul;
  const meaningOf = (glossary: GlossaryEntry[], phrase: string) =>
    glossary.find((entry) => entry.phrase === phrase)?.en;

  const draft = (judul: string) => ({
    judul,
    judul_en: `${judul} (en)`,
    isiBacaan: 'Hari ini kita menanam pohon di [[cinyusu]].',
    isiBacaan_en: 'Today we plant trees by the [[cinyusu]].',
  });

  it('keeps the versions of when the room opened, whatever the guide changes later', async () => {
    const seed = await narrativesOf();
    const seedGlossary = await glossaryOf();
    await call(guide, 'PUT', '/api/my-narratives/opening', draft('Versi pertama'));
    const phrase = await call(guide, 'POST', '/api/my-glossary', {
      phrase: 'cinyusu',
      id: 'Mata air di kampung kami.',
      en: 'The spring of our village.',
    });
    await call(guide, 'POST', '/api/my-glossary', { phrase: 'tangkal', id: 'Pohon.', en: 'Tree.' });
    const first = await openRoom(guide);

    await call(guide, 'PUT', '/api/my-narratives/opening', draft('Versi kedua'));
    await call(guide, 'POST', `/api/my-glossary/${String(phrase.id)}/hide`);
    const second = await openRoom(guide);

    // The first room still reads what it opened with.
    expect(titleOf(await narrativesOf(first), 'opening')).toBe('Versi pertama');
    expect(meaningOf(await glossaryOf(first), 'cinyusu')).toBe('The spring of our village.');
    expect(meaningOf(await glossaryOf(first), 'tangkal')).toBe('Tree.');
    // The second one the edit, and the seed meaning again for the hidden phrase.
    expect(titleOf(await narrativesOf(second), 'opening')).toBe('Versi kedua');
    const secondGlossary = await glossaryOf(second);
    expect(meaningOf(secondGlossary, 'cinyusu')).toBe(meaningOf(seedGlossary, 'cinyusu'));
    expect(secondGlossary).toHaveLength(seedGlossary.length + 1);
    // Every other moment is the seed's; the public content and other guides' rooms are untouched.
    const others = (await narrativesOf(first)).filter((n) => n._id !== 'opening');
    expect(others).toEqual(seed.filter((n) => n._id !== 'opening'));
    expect(await narrativesOf()).toEqual(seed);
    expect(await glossaryOf()).toEqual(seedGlossary);
    const theirs = await openRoom(otherGuide);
    expect(await narrativesOf(theirs, otherGuide)).toEqual(seed);
    expect(await glossaryOf(theirs, otherGuide)).toEqual(seedGlossary);
  });

  it("sends a room's glossary with one language's meanings when asked", async () => {
    await call(guide, 'POST', '/api/my-glossary', {
      phrase: 'tangkal kai',
      id: 'Pohon kayu.',
      en: 'A timber tree.',
    });
    const room = await openRoom(guide);
    const both = await glossaryOf(room);
    const english = await read<GlossaryEntry[]>('/api/glossary?lng=en', room);
    expect(english).toEqual(both.map(({ id, ...rest }) => rest));
    expect(english.find((entry) => entry.phrase === 'tangkal kai')).toEqual({
      phrase: 'tangkal kai',
      en: 'A timber tree.',
    });
    const indonesian = await t.app.inject({ url: '/api/glossary?lng=id' });
    expect(indonesian.json<GlossaryEntry[]>()).toEqual(
      (await glossaryOf()).map(({ en, ...rest }) => rest),
    );
    expect(indonesian.headers['cache-control']).toContain('public');
  });

  it("keeps a room's own content for its members", async () => {
    const room = await openRoom(guide);
    for (const path of ['/api/game-narratives', '/api/glossary']) {
      const outsider = await t.app.inject({
        url: `${path}?sessionId=${room}`,
        headers: { authorization: `Bearer ${otherGuide.token}` },
      });
      expect([outsider.statusCode, outsider.json().code]).toEqual([403, 'NOT_IN_SESSION']);
      const visitor = await t.app.inject({ url: `${path}?sessionId=${room}` });
      expect(visitor.statusCode).toBe(401);
    }
    const own = await t.app.inject({
      url: `/api/glossary?sessionId=${room}`,
      headers: { authorization: `Bearer ${guide.token}` },
    });
    expect(own.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('reads the default again after "back to the default", in the next room', async () => {
    await call(guide, 'PUT', '/api/my-narratives/outro', draft('Penutup kami'));
    const withOwn = await openRoom(guide);
    await call(guide, 'POST', '/api/my-narratives/outro/hide');
    const withDefault = await openRoom(guide);
    const seedOutro = titleOf(await narrativesOf(), 'outro');
    expect(titleOf(await narrativesOf(withOwn), 'outro')).toBe('Penutup kami');
    expect(titleOf(await narrativesOf(withDefault), 'outro')).toBe(seedOutro);
    const outro = await t.app.inject({
      url: `/api/narratives?phase=outro&sessionId=${withOwn}`,
      headers: { authorization: `Bearer ${guide.token}` },
    });
    expect(outro.json<Narrative[]>().map((n) => n.judul)).toEqual(['Penutup kami']);
  });
});

describe('merging', () => {
  const entry = (phrase: string, en: string) => ({ phrase, id: en, en });
  it('replaces a seed phrase in any spelling and adds new ones in the glossary order', () => {
    const seed = [entry('hadé', 'good'), entry('leuweung', 'forest')];
    const merged = roomGlossary(seed, [entry('HADE', 'fine'), entry('cai', 'water')]);
    expect(merged.map((e) => [e.phrase, e.en])).toEqual([
      ['cai', 'water'],
      ['HADE', 'fine'],
      ['leuweung', 'forest'],
    ]);
  });
  it('replaces narratives by moment only', () => {
    const narrative = (id: Narrative['_id'], judul: string) =>
      ({ _id: id, judul }) as unknown as Narrative;
    const merged = roomNarratives(
      [narrative('opening', 'a'), narrative('outro', 'b')],
      [narrative('outro', 'c')],
    );
    expect(merged.map((n) => n.judul)).toEqual(['a', 'c']);
  });
});
