import { beforeAll, describe, expect, it } from 'vitest';
import type { LearningMaterial } from '@ecoscha/contracts';
import { loadContent } from '../content/load-content';
import { seedContent } from '../content/seed-content';
import { englishApiCaller } from '../../testing/api-call';
import { createAccount, createTestApp, useTestApp, type Account } from '../../testing/test-app';

const VIDEO_ID = 'dQw4w9WgXcQ';

let guide: Account;
let otherGuide: Account;
let player: Account;

const t = useTestApp();
beforeAll(async () => {
  guide = await createAccount(t.app, 'sustainability_guide');
  otherGuide = await createAccount(t.app, 'sustainability_guide');
  player = await createAccount(t.app, 'kang_raka_green_guardian');
});

const call = englishApiCaller(() => t.app);

const list = async () =>
  (await t.app.inject({ url: '/api/learning-materials' })).json<LearningMaterial[]>();

let counter = 0;
function article(overrides: object = {}) {
  counter += 1;
  return {
    type: 'berita',
    title: `Berita lingkungan ${counter}`,
    title_en: `Environment news ${counter}`,
    url: `https://news.example.org/story-${counter}`,
    source_credit: { platform: 'Example News' },
    ...overrides,
  };
}

async function add(body: object, who: Account = guide): Promise<LearningMaterial> {
  const answer = await call(who, 'POST', '/api/learning-materials', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as unknown as LearningMaterial;
}

describe('POST /api/learning-materials', () => {
  it('lets a guide add a material, trimmed, and lists it first', async () => {
    const before = await list();
    const added = await add({
      type: 'article',
      title: '  Menanam bambu di tebing sungai  ',
      title_en: ' Planting bamboo on river banks ',
      url: ' https://news.example.org/bambu ',
      description: ' Cara warga menahan longsor. ',
      description_en: ' How residents hold back landslides. ',
      source_credit: { platform: ' Example News ', author: ' Sari ' },
      publishedAt: '2024-05-02',
    });
    expect(added).toMatchObject({
      type: 'article',
      title: 'Menanam bambu di tebing sungai',
      title_en: 'Planting bamboo on river banks',
      url: 'https://news.example.org/bambu',
      description: 'Cara warga menahan longsor.',
      description_en: 'How residents hold back landslides.',
      source_credit: { platform: 'Example News', author: 'Sari' },
      publishedAt: '2024-05-02',
      addedBy: guide.userId,
    });
    expect(Date.parse(added.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const after = await list();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual(added);
    // Seed materials carry no author.
    expect(after.slice(1).every((material) => material.addedBy === undefined)).toBe(true);
  });

  it('lists later additions before earlier ones', async () => {
    const first = await add(article());
    const second = await add(article());
    const ids = (await list()).map((material) => material._id);
    expect(ids.indexOf(second._id)).toBe(0);
    expect(ids.indexOf(first._id)).toBe(1);
  });

  it('refuses players (403) and visitors (401), changing nothing', async () => {
    const before = await list();
    const asPlayer = await call(player, 'POST', '/api/learning-materials', article());
    expect(asPlayer.status).toBe(403);
    expect(asPlayer.body.code).toBe('GUIDE_ROLE_REQUIRED');
    const asVisitor = await call(undefined, 'POST', '/api/learning-materials', article());
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.body.code).toBe('UNAUTHENTICATED');
    expect(await list()).toEqual(before);
  });

  it('answers 400 with a message per field for bad input, changing nothing', async () => {
    const before = await list();
    const cases: [object, Record<string, string>][] = [
      [
        { type: 'article', title: '  ', title_en: 'ok', url: '' },
        {
          title: 'This field is required.',
          title_en: 'Use at least 3 characters.',
          url: 'This field is required.',
          source_credit: 'This field is required.',
        },
      ],
      [
        article({ url: 'javascript:alert(1)' }),
        { url: 'Enter a full web address starting with http:// or https://.' },
      ],
      [
        article({ type: 'video', url: 'https://vimeo.com/12345' }),
        {
          url: 'For a video, use a YouTube link such as https://www.youtube.com/watch?v=… or https://youtu.be/….',
        },
      ],
      [article({ type: 'podcast' }), { type: 'The format is invalid.' }],
      [article({ title: 'x'.repeat(201) }), { title: 'Use at most 200 characters.' }],
      [
        article({ description: 'x'.repeat(1001), description_en: 'A description.' }),
        { description: 'Use at most 1000 characters.' },
      ],
      [article({ description_en: 'Only in English.' }), { description: 'This field is required.' }],
      [
        article({ publishedAt: '2999-01-01' }),
        { publishedAt: 'The publication date cannot be after today.' },
      ],
      [article({ publishedAt: '2024-13-01' }), { publishedAt: 'The format is invalid.' }],
      [
        article({ source_credit: { platform: 'X' } }),
        { source_credit: 'Use at least 2 characters.' },
      ],
    ];
    for (const [body, errors] of cases) {
      const answer = await call(guide, 'POST', '/api/learning-materials', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    expect(await list()).toEqual(before);
  });

  it('answers 409 for a link that is already listed, in any of its spellings', async () => {
    const original = await add(article({ url: 'https://www.example.org/citarum/' }));
    await add(article({ type: 'video', url: `https://www.youtube.com/watch?v=${VIDEO_ID}` }));
    const seedUrl = (await list()).find((material) => material.addedBy === undefined)?.url;
    const before = await list();
    for (const url of [
      original.url,
      'http://example.org/citarum',
      'https://EXAMPLE.org/citarum#top',
      `https://youtu.be/${VIDEO_ID}`,
      `https://m.youtube.com/embed/${VIDEO_ID}`,
      seedUrl,
    ]) {
      const answer = await call(otherGuide, 'POST', '/api/learning-materials', article({ url }));
      expect(answer.status, url).toBe(409);
      expect(answer.body).toMatchObject({
        code: 'MATERIAL_URL_TAKEN',
        message: 'A material with this link is already in the list.',
      });
    }
    expect(await list()).toEqual(before);
    // A different page of the same site is another material.
    await add(article({ url: 'https://example.org/citarum?page=2' }));
  });

  it('plays an added video on the first day no video is marked for', async () => {
    const videos = (await list()).filter((material) => material.type === 'video');
    const added = videos.find((material) => material.addedBy);
    expect(added?.url).toBe(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
    const shown: unknown[] = [];
    for (let round = 1; round <= 2 * videos.length; round += 1) {
      const answer = await call(undefined, 'GET', `/api/learning-materials/round/${round}`);
      expect(answer.status).toBe(200);
      shown.push(answer.body._id);
    }
    const markedRounds = videos.flatMap((material) => (material.round ? [material.round] : []));
    const firstFreeDay = [1, 2, 3, 4].find((round) => !markedRounds.includes(round)) ?? 1;
    expect(shown[firstFreeDay - 1]).toBe(added?._id);
  });
});

const mine = async (who: Account = guide) => {
  const answer = await call(who, 'GET', '/api/my-materials');
  expect(answer.status).toBe(200);
  return answer.body as unknown as LearningMaterial[];
};

describe('a guide edits, hides and restores their materials', () => {
  it('edits the texts and the link, keeping when it was added', async () => {
    const added = await add(article());
    const edited = await call(guide, 'PUT', `/api/learning-materials/${added._id}`, {
      ...article(),
      title: ' Judul yang diperbaiki ',
      url: added.url,
      description: 'Cerita warga.',
      description_en: "Residents' story.",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      _id: added._id,
      title: 'Judul yang diperbaiki',
      url: added.url,
      description_en: "Residents' story.",
      createdAt: added.createdAt,
      hidden: false,
    });
    expect(typeof edited.body.updatedAt).toBe('string');
    expect((await list()).find((material) => material._id === added._id)?.title).toBe(
      'Judul yang diperbaiki',
    );
  });

  it('hides a material from the lists and the rounds, and restores it', async () => {
    const video = await add(article({ type: 'video', url: 'https://youtu.be/hidden12345' }));
    const hidden = await call(guide, 'POST', `/api/learning-materials/${video._id}/hide`);
    expect([hidden.status, hidden.body.hidden]).toEqual([200, true]);
    expect((await list()).some((material) => material._id === video._id)).toBe(false);
    for (let round = 1; round <= 12; round += 1) {
      const shown = await call(undefined, 'GET', `/api/learning-materials/round/${round}`);
      expect(shown.body._id).not.toBe(video._id);
    }
    // The guide still has it, marked hidden, and its link stays taken.
    expect((await mine()).find((material) => material._id === video._id)?.hidden).toBe(true);
    const again = await call(guide, 'POST', '/api/learning-materials', {
      ...article({ type: 'video' }),
      url: 'https://www.youtube.com/watch?v=hidden12345',
    });
    expect([again.status, again.body.code]).toEqual([409, 'MATERIAL_URL_TAKEN']);

    const restored = await call(guide, 'POST', `/api/learning-materials/${video._id}/restore`);
    expect([restored.status, restored.body.hidden]).toEqual([200, false]);
    expect((await list()).some((material) => material._id === video._id)).toBe(true);
  });
});

describe('who may change a material', () => {
  it('never changes or hides a seed material, and knows no unknown one', async () => {
    const seed = (await list()).find((material) => material.addedBy === undefined);
    const url = `/api/learning-materials/${seed?._id}`;
    const edit = await call(guide, 'PUT', url, article());
    expect([edit.status, edit.body.code]).toEqual([403, 'MATERIAL_NOT_EDITABLE']);
    const hide = await call(guide, 'POST', `${url}/hide`);
    expect([hide.status, hide.body.code]).toEqual([403, 'MATERIAL_NOT_EDITABLE']);
    expect((await list()).find((material) => material._id === seed?._id)).toEqual(seed);
    const unknown = await call(guide, 'POST', '/api/learning-materials/added-nothing/hide');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'MATERIAL_NOT_FOUND']);
  });

  it('refuses an edit that breaks a rule, naming the field, and keeps the material', async () => {
    const added = await add(article());
    const other = await add(article());
    const url = `/api/learning-materials/${added._id}`;
    const cases: [object, string, string][] = [
      [{ title_en: '' }, 'title_en', 'This field is required.'],
      [{ title: 'x'.repeat(201) }, 'title', 'Use at most 200 characters.'],
      [{ url: 'javascript:alert(1)' }, 'url', 'Enter a full web address'],
      [{ type: 'video', url: 'https://example.org/clip' }, 'url', 'For a video, use a YouTube'],
      [{ type: 'video', url: 'https://youtube.com/shorts/dQw4w9WgXcQ' }, 'url', 'YouTube'],
      [{ description: 'Hanya bahasa Indonesia.' }, 'description_en', 'This field is required.'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await call(guide, 'PUT', url, { ...article(), ...change });
      expect([answer.status, answer.body.code], field).toEqual([400, 'VALIDATION_FAILED']);
      const errors = answer.body.errors as Record<string, string>;
      expect(errors[field], JSON.stringify(errors)).toContain(message);
    }
    const taken = await call(guide, 'PUT', url, { ...article(), url: other.url });
    expect([taken.status, taken.body.code]).toEqual([409, 'MATERIAL_URL_TAKEN']);
    expect((await list()).find((material) => material._id === added._id)).toEqual(added);
  });
});

describe('seeding again', () => {
  it('keeps the materials guides added, untouched, even under a seed id', async () => {
    const added = await add(article({ type: 'video', url: 'https://youtu.be/abcdefghijk' }));
    const content = loadContent(t.config.contentDir);
    await seedContent(t.database.db, content);
    expect((await list()).find((material) => material._id === added._id)).toEqual(added);

    // A seed entry that happens to use the same id does not overwrite the guide's material.
    const clash: LearningMaterial = {
      _id: added._id,
      type: 'article',
      title: 'Judul bawaan',
      title_en: 'Seed title',
      url: 'https://news.example.org/seed',
      source_credit: { platform: 'Seed' },
      createdAt: '2026-01-01T00:00:00Z',
    };
    await seedContent(t.database.db, { ...content, learningMaterials: [clash] });
    const after = await list();
    expect(after.find((material) => material._id === added._id)).toEqual(added);
    // Seed rows that left the content are removed; the guides' stay.
    expect(after.filter((material) => material.addedBy === undefined)).toEqual([]);
    expect(after.filter((material) => material.addedBy).length).toBeGreaterThan(3);
    await seedContent(t.database.db, content);
  });
});

describe('rate limit', () => {
  it('slows down a burst of writes from one address', async () => {
    const limited = await createTestApp({ MATERIAL_WRITE_RATE_LIMIT: '2' });
    try {
      const someone = await createAccount(limited.app, 'sustainability_guide');
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/learning-materials',
          payload: article(),
          headers: { authorization: `Bearer ${someone.token}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
