import { beforeAll, describe, expect, it } from 'vitest';
import type { GlossaryEntry, GuideGlossaryEntry } from '@ecoscha/contracts';
import { englishApiCaller } from '../../testing/api-call';
import { createAccount, useTestApp, type Account } from '../../testing/test-app';

let guide: Account;
let otherGuide: Account;

const t = useTestApp();
beforeAll(async () => {
  guide = await createAccount(t.app, 'sustainability_guide');
  otherGuide = await createAccount(t.app, 'sustainability_guide');
});

const call = englishApiCaller(() => t.app);

let counter = 0;
const phrase = (overrides: object = {}) => {
  counter += 1;
  return {
    phrase: `leuweung ${counter}`,
    id: `Hutan nomor ${counter}.`,
    en: `Forest number ${counter}.`,
    ...overrides,
  };
};
async function add(body: object, who: Account = guide): Promise<GuideGlossaryEntry> {
  const answer = await call(who, 'POST', '/api/my-glossary', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as unknown as GuideGlossaryEntry;
}
const listOf = async (who: Account) =>
  (await call(who, 'GET', '/api/my-glossary')).body as unknown as GuideGlossaryEntry[];
const seedGlossary = async () =>
  (await t.app.inject({ url: '/api/glossary' })).json<GlossaryEntry[]>();

describe('a guide writes their own glossary phrases', () => {
  it('adds a phrase trimmed, lists only their own, and leaves the seed glossary alone', async () => {
    const seed = await seedGlossary();
    const added = await add({ phrase: '  cai herang ', id: ' Air jernih. ', en: 'Clear water.' });
    expect(added).toMatchObject({
      hidden: false,
      entry: { phrase: 'cai herang', id: 'Air jernih.', en: 'Clear water.' },
    });
    expect(added.id).toMatch(/^own_[a-z0-9]+$/);
    await add(phrase(), otherGuide);
    expect((await listOf(guide)).map((own) => own.id)).toEqual([added.id]);
    expect(await seedGlossary()).toEqual(seed);
  });

  it('gives a seed phrase their own meaning and edits it', async () => {
    const own = await add({ phrase: 'Hade', id: 'Baik (versi kelas kami).', en: 'Good (ours).' });
    const edited = await call(guide, 'PUT', `/api/my-glossary/${own.id}`, {
      phrase: 'hadé',
      id: 'Baik.',
      en: 'Good.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.entry).toEqual({ phrase: 'hadé', id: 'Baik.', en: 'Good.' });
  });
});

describe('refusals', () => {
  it('names the field and why, and changes nothing', async () => {
    const before = await listOf(guide);
    const cases: [object, string, string][] = [
      [{ en: '' }, 'en', 'This field is required.'],
      [{ id: undefined }, 'id', 'This field is required.'],
      [{ phrase: 'x'.repeat(201) }, 'phrase', 'Use at most 200 characters.'],
      [{ en: 'x'.repeat(601) }, 'en', 'Use at most 600 characters.'],
      [{ phrase: 'cai [[herang]]' }, 'phrase', 'cannot contain square brackets'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await call(guide, 'POST', '/api/my-glossary', phrase(change));
      expect([answer.status, answer.body.code], field).toEqual([400, 'VALIDATION_FAILED']);
      const errors = answer.body.errors as Record<string, string>;
      expect(errors[field], JSON.stringify(errors)).toContain(message);
    }
    expect(await listOf(guide)).toEqual(before);
  });

  it('refuses a phrase the guide already has, in any spelling, even hidden', async () => {
    const first = await add(phrase({ phrase: 'Leuweung Larangan' }));
    await call(guide, 'POST', `/api/my-glossary/${first.id}/hide`);
    const again = await call(
      guide,
      'POST',
      '/api/my-glossary',
      phrase({ phrase: 'leuweung  larangan' }),
    );
    expect([again.status, again.body.code]).toEqual([409, 'GLOSSARY_PHRASE_TAKEN']);
    const other = await add(phrase());
    const renamed = await call(guide, 'PUT', `/api/my-glossary/${other.id}`, {
      ...other.entry,
      phrase: 'LEUWEUNG LARANGAN',
    });
    expect([renamed.status, renamed.body.code]).toEqual([409, 'GLOSSARY_PHRASE_TAKEN']);
    // Another guide may hold the same phrase.
    await add(phrase({ phrase: 'Leuweung Larangan' }), otherGuide);
  });
});
