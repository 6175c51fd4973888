import { beforeAll, describe, expect, it } from 'vitest';
import type { GuideNarrative, Narrative } from '@ecoscha/contracts';
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

const draft = (overrides: object = {}) => ({
  judul: 'Pagi di Sungai Cikapundung',
  judul_en: 'Morning on the Cikapundung',
  isiBacaan: 'Warga [[sadayana]] turun ke sungai.\n\nMereka memungut sampah bersama.',
  isiBacaan_en: 'Everyone, [[sadayana]], goes down to the river.\n\nThey pick up rubbish together.',
  ...overrides,
});

const seedNarratives = async () =>
  (await t.app.inject({ url: '/api/game-narratives' })).json<Narrative[]>();
const listOf = async (who: Account) =>
  (await call(who, 'GET', '/api/my-narratives')).body as unknown as GuideNarrative[];

describe('a guide writes their own version of a narrative', () => {
  it('saves it trimmed, keeping the moment and when it is read, and lists it', async () => {
    const answer = await call(guide, 'PUT', '/api/my-narratives/opening', {
      ...draft(),
      judul: '  Pagi di Sungai Cikapundung  ',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const seed = (await seedNarratives()).find((n) => n._id === 'opening');
    expect(answer.body).toMatchObject({
      moment: 'opening',
      hidden: false,
      narrative: {
        ...draft(),
        _id: 'opening',
        kapanDibaca: seed?.kapanDibaca,
        kapanDibaca_en: seed?.kapanDibaca_en,
      },
    });
    expect((await listOf(guide)).map((own) => own.moment)).toEqual(['opening']);
    expect(await listOf(otherGuide)).toEqual([]);
    // The seed narratives (content/) are never overwritten.
    expect((await seedNarratives()).find((n) => n._id === 'opening')).toEqual(seed);
  });

  it('edits it again, goes back to the default by hiding it, and restores it', async () => {
    const edited = await call(guide, 'PUT', '/api/my-narratives/after_voting', draft());
    expect(edited.status).toBe(200);
    const again = await call(guide, 'PUT', '/api/my-narratives/after_voting', {
      ...draft(),
      judul: 'Judul kedua',
    });
    expect((again.body.narrative as Narrative).judul).toBe('Judul kedua');
    const hidden = await call(guide, 'POST', '/api/my-narratives/after_voting/hide');
    expect([hidden.status, hidden.body.hidden]).toEqual([200, true]);
    expect((await listOf(guide)).find((own) => own.moment === 'after_voting')?.hidden).toBe(true);
    const restored = await call(guide, 'POST', '/api/my-narratives/after_voting/restore');
    expect([restored.status, restored.body.hidden]).toEqual([200, false]);
    expect((restored.body.narrative as Narrative).judul).toBe('Judul kedua');
    // Saving a hidden version shows it again.
    await call(guide, 'POST', '/api/my-narratives/after_voting/hide');
    const saved = await call(guide, 'PUT', '/api/my-narratives/after_voting', draft());
    expect(saved.body.hidden).toBe(false);
  });
});

describe('refusals', () => {
  it('names the field and why, and changes nothing', async () => {
    const before = await listOf(guide);
    const cases: [object, string, string][] = [
      [{ judul_en: '' }, 'judul_en', 'This field is required.'],
      [{ isiBacaan_en: undefined }, 'isiBacaan_en', 'This field is required.'],
      [{ judul: 'x'.repeat(121) }, 'judul', 'Use at most 120 characters.'],
      [{ isiBacaan: 'x'.repeat(5001) }, 'isiBacaan', 'Use at most 5000 characters.'],
      [
        { isiBacaan_en: 'The [[leuweung larangan anyar]] is far.' },
        'isiBacaan_en',
        'not in the glossary yet: leuweung larangan anyar',
      ],
    ];
    for (const [change, field, message] of cases) {
      const answer = await call(guide, 'PUT', '/api/my-narratives/morning_flood', {
        ...draft(),
        ...change,
      });
      expect([answer.status, answer.body.code], field).toEqual([400, 'VALIDATION_FAILED']);
      const errors = answer.body.errors as Record<string, string>;
      expect(Object.keys(errors), JSON.stringify(errors)).toEqual([field]);
      expect(errors[field]).toContain(message);
    }
    const unknownMoment = await call(guide, 'PUT', '/api/my-narratives/lunch_break', draft());
    expect([unknownMoment.status, unknownMoment.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const noVersion = await call(guide, 'POST', '/api/my-narratives/outro/hide');
    expect([noVersion.status, noVersion.body.code]).toEqual([404, 'NARRATIVE_NOT_FOUND']);
    expect(await listOf(guide)).toEqual(before);
  });

  it("accepts a marked phrase once it is in the guide's own glossary (not another's)", async () => {
    const phrase = { phrase: 'Cai Herang', id: 'Air jernih.', en: 'Clear water.' };
    const body = draft({ isiBacaan: 'Di sini ada [[cai herang]].' });
    await call(otherGuide, 'POST', '/api/my-glossary', phrase);
    const before = await call(guide, 'PUT', '/api/my-narratives/morning_fire', body);
    expect(before.status).toBe(400);
    await call(guide, 'POST', '/api/my-glossary', phrase);
    const after = await call(guide, 'PUT', '/api/my-narratives/morning_fire', body);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });
});
