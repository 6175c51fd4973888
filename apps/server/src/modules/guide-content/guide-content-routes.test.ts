import { beforeAll, describe, expect, it } from 'vitest';
import { NARRATIVE_MOMENTS } from '@ecoscha/contracts';
import { englishApiCaller, type Answer, type Method } from '../../testing/api-call';
import { createAccount, useTestApp, type Account } from '../../testing/test-app';
import { choiceDraft } from '../question-bank/question-drafts.testing';

let player: Account;
const call = englishApiCaller(() => t.app);

const t = useTestApp();
beforeAll(async () => {
  player = await createAccount(t.app, 'kang_raka_green_guardian');
});

let counter = 0;
const next = () => (counter += 1);

/** One kind as its API shows it: where it lives, a valid body, a refused one, its error codes. */
type KindUnderTest = {
  name: string;
  list: string;
  /** Where a new item is added (POST); without it, an item is written under a key with PUT. */
  create?: string;
  item: (key: string) => string;
  /** The key of the next new item for a kind written under a key (a moment). */
  nextKey?: () => string;
  keyOf: (item: Record<string, unknown>) => string;
  body: () => Record<string, unknown>;
  /** A body refused for one field: its name and the message. */
  refused: { change: Record<string, unknown>; field: string; message: string };
  unknownKey: string;
  notFound: string;
  /** Left out when a key names only the caller's own item: another guide's is then not found. */
  notYours?: string;
};

/** Each narrative written here takes a moment of its own (`outro` stays unwritten). */
const moments = NARRATIVE_MOMENTS.filter((moment) => moment !== 'outro');
let written = 0;

const kinds: KindUnderTest[] = [
  {
    name: 'questions',
    list: '/api/my-questions',
    create: '/api/my-questions',
    item: (id) => `/api/my-questions/${id}`,
    keyOf: (item) => String(item.id),
    body: () => choiceDraft({ question_id: `Soal nomor ${next()}?` }),
    refused: { change: { question_en: ' ' }, field: 'question_en', message: 'required' },
    unknownKey: 'own_nothing',
    notFound: 'QUESTION_NOT_FOUND',
    notYours: 'QUESTION_NOT_YOURS',
  },
  {
    name: 'glossary phrases',
    list: '/api/my-glossary',
    create: '/api/my-glossary',
    item: (id) => `/api/my-glossary/${id}`,
    keyOf: (item) => String(item.id),
    body: () => ({ phrase: `leuweung ${next()}`, id: 'Hutan.', en: 'Forest.' }),
    refused: { change: { en: '' }, field: 'en', message: 'required' },
    unknownKey: 'own_nothing',
    notFound: 'GLOSSARY_ENTRY_NOT_FOUND',
    notYours: 'GLOSSARY_ENTRY_NOT_YOURS',
  },
  {
    name: 'narratives',
    list: '/api/my-narratives',
    item: (moment) => `/api/my-narratives/${moment}`,
    nextKey: () => moments[written++] ?? 'opening',
    keyOf: (item) => String(item.moment),
    body: () => ({
      judul: `Pagi ${next()}`,
      judul_en: 'Morning',
      isiBacaan: 'Warga turun ke sungai.',
      isiBacaan_en: 'Everyone goes down to the river.',
    }),
    refused: { change: { judul_en: '' }, field: 'judul_en', message: 'required' },
    unknownKey: 'outro',
    notFound: 'NARRATIVE_NOT_FOUND',
  },
  {
    name: 'learning materials',
    list: '/api/my-materials',
    create: '/api/learning-materials',
    item: (id) => `/api/learning-materials/${id}`,
    keyOf: (item) => String(item._id),
    body: () => ({
      type: 'article',
      title: `Berita ${next()}`,
      title_en: 'News',
      url: `https://kit.example.org/story-${counter}`,
      source_credit: { platform: 'Example News' },
    }),
    refused: { change: { title_en: '' }, field: 'title_en', message: 'required' },
    unknownKey: 'added-nothing',
    notFound: 'MATERIAL_NOT_FOUND',
    notYours: 'MATERIAL_NOT_YOURS',
  },
];

describe.each(kinds)('the guide-content routes of $name', (kind) => {
  let guide: Account;
  let otherGuide: Account;
  beforeAll(async () => {
    guide = await createAccount(t.app, 'sustainability_guide');
    otherGuide = await createAccount(t.app, 'sustainability_guide');
  });

  /** Adds (or writes under a new key) one item as `who`. */
  async function write(who: Account, body: object = kind.body()): Promise<Answer> {
    return kind.create
      ? call(who, 'POST', kind.create, body)
      : call(who, 'PUT', kind.item(kind.nextKey?.() ?? ''), body);
  }
  async function added(who: Account = guide) {
    const answer = await write(who);
    expect(answer.status, JSON.stringify(answer.body)).toBe(kind.create ? 201 : 200);
    return answer.body;
  }
  const listOf = async (who: Account) => {
    const answer = await call(who, 'GET', kind.list);
    expect(answer.status).toBe(200);
    return answer.body as unknown as Record<string, unknown>[];
  };

  it('edits, hides and restores an item, listing it hidden meanwhile', async () => {
    const item = await added();
    const key = kind.keyOf(item);
    const edited = await call(guide, 'PUT', kind.item(key), kind.body());
    expect([edited.status, kind.keyOf(edited.body)]).toEqual([200, key]);
    const hidden = await call(guide, 'POST', `${kind.item(key)}/hide`);
    expect([hidden.status, hidden.body.hidden]).toEqual([200, true]);
    const listed = (await listOf(guide)).find((own) => kind.keyOf(own) === key);
    expect(listed).toEqual(hidden.body);
    const restored = await call(guide, 'POST', `${kind.item(key)}/restore`);
    expect([restored.status, restored.body.hidden]).toEqual([200, false]);
    expect((await listOf(guide)).find((own) => kind.keyOf(own) === key)).toEqual(restored.body);
  });

  it("lists only the caller's own items", async () => {
    const theirs = await added(otherGuide);
    const mine = await listOf(guide);
    expect(mine.map(kind.keyOf)).not.toContain(kind.keyOf(theirs));
    expect((await listOf(otherGuide)).map(kind.keyOf)).toContain(kind.keyOf(theirs));
  });

  it('refuses players (403) and visitors (401) on every call, before reading the body', async () => {
    const key = kind.keyOf(await added());
    const calls: [Method, string, object?][] = [
      ['GET', kind.list],
      ...(kind.create ? [['POST', kind.create, kind.body()] as [Method, string, object]] : []),
      ['PUT', kind.item(key), kind.body()],
      ['PUT', kind.item(key), { nothing: 'valid' }],
      ['POST', `${kind.item(key)}/hide`],
      ['POST', `${kind.item(key)}/restore`],
    ];
    for (const [method, url, body] of calls) {
      const asPlayer = await call(player, method, url, body);
      expect([asPlayer.status, asPlayer.body.code], url).toEqual([403, 'GUIDE_ROLE_REQUIRED']);
      const asVisitor = await call(undefined, method, url, body);
      expect([asVisitor.status, asVisitor.body.code], url).toEqual([401, 'UNAUTHENTICATED']);
    }
  });

  it("never changes another guide's item, and knows no unknown one", async () => {
    const item = await added();
    const key = kind.keyOf(item);
    const byOther: [Method, string, object?][] = [
      ...(kind.notYours ? [['PUT', kind.item(key), kind.body()] as [Method, string, object]] : []),
      ['POST', `${kind.item(key)}/hide`],
      ['POST', `${kind.item(key)}/restore`],
    ];
    for (const [method, url, body] of byOther) {
      const answer = await call(otherGuide, method, url, body);
      const refusal = kind.notYours ? [403, kind.notYours] : [404, kind.notFound];
      expect([answer.status, answer.body.code], url).toEqual(refusal);
      expect(answer.body.message, url).toEqual(expect.any(String));
    }
    expect((await listOf(guide)).find((own) => kind.keyOf(own) === key)).toEqual(item);
    const unknown = kind.item(kind.unknownKey);
    const forUnknown: [Method, string, object?][] = [
      ...(kind.create ? [['PUT', unknown, kind.body()] as [Method, string, object]] : []),
      ['POST', `${unknown}/hide`],
      ['POST', `${unknown}/restore`],
    ];
    for (const [method, url, body] of forUnknown) {
      const answer = await call(guide, method, url, body);
      expect([answer.status, answer.body.code], url).toEqual([404, kind.notFound]);
    }
  });

  it('refuses a body that breaks a rule, naming the field, and changes nothing', async () => {
    const key = kind.keyOf(await added());
    const before = await listOf(guide);
    const body = { ...kind.body(), ...kind.refused.change };
    const calls: [Method, string][] = [
      ...(kind.create ? [['POST', kind.create] as [Method, string]] : []),
      ['PUT', kind.item(key)],
    ];
    for (const [method, url] of calls) {
      const answer = await call(guide, method, url, body);
      expect([answer.status, answer.body.code], url).toEqual([400, 'VALIDATION_FAILED']);
      const errors = answer.body.errors as Record<string, string>;
      expect(Object.keys(errors), JSON.stringify(errors)).toEqual([kind.refused.field]);
      expect(errors[kind.refused.field]).toContain(kind.refused.message);
    }
    expect(await listOf(guide)).toEqual(before);
  });
});
