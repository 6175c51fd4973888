import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character, LearningMaterial } from '@ecoscha/contracts';
import { characters, learningMaterials } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loadContent } from './load-content';
import { seedContent, seedContentIfChanged } from './seed-content';

const character = (id: Character['_id'], name: string): Character => ({
  _id: id,
  name,
  name_en: name,
  roleType: 'Warga Peduli Lingkungan',
  roleType_en: 'Eco Citizen',
  roleKey: 'eco_citizen',
  team: 'good',
  description: `${name} menyapa: [[Sampurasun]]!`,
  descriptionEng: `${name} greets you: [[Sampurasun]]!`,
  cardImage: `/content/images/characters/${id}.svg`,
  image: `/content/images/characters/${id}-portrait.svg`,
  abilities: [
    { name: 'Memilih', name_en: 'Vote', description: 'Memilih.', description_en: 'Votes.' },
  ],
  zones: [],
});

const material = (id: string, createdAt: string): LearningMaterial => ({
  _id: id,
  type: 'article',
  title: `Artikel ${id}`,
  title_en: `Article ${id}`,
  url: `https://example.org/${id}`,
  source_credit: { platform: 'Example' },
  createdAt,
});

function writeContent(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ecoscha-content-'));
  for (const [file, data] of Object.entries(files)) {
    writeFileSync(join(dir, file), JSON.stringify(data));
  }
  return dir;
}

const glossary = [{ phrase: 'Sampurasun', id: 'Salam permisi', en: 'A polite greeting' }];

describe('loadContent', () => {
  it('rejects a marked Sundanese phrase that the glossary lacks', () => {
    const dir = writeContent({
      'characters.json': [character('eco_citizen_1', 'Asep')],
      'glossary.json': [],
    });
    expect(() => loadContent(dir)).toThrow(/Sampurasun/);
  });

  it('rejects entries that break their schema, naming the file', () => {
    const dir = writeContent({ 'characters.json': [{ _id: 'eco_citizen_1' }] });
    expect(() => loadContent(dir)).toThrow(/characters\.json/);
  });

  it('rejects duplicate ids', () => {
    const asep = character('eco_citizen_1', 'Asep');
    const dir = writeContent({ 'characters.json': [asep, asep], 'glossary.json': glossary });
    expect(() => loadContent(dir)).toThrow(/duplicate character/);
  });
});

describe('seedContent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string) => (await t.app.inject({ url })).json();

  it('never duplicates, applies changes and removes what the content removed', async () => {
    const first = loadContent(
      writeContent({
        'characters.json': [
          character('eco_citizen_1', 'Asep'),
          character('eco_citizen_2', 'Eneng'),
        ],
        'glossary.json': glossary,
        'learning-materials.json': [
          material('a', '2026-01-01T00:00:00Z'),
          material('b', '2026-03-01T00:00:00Z'),
        ],
      }),
    );
    await seedContent(t.database.db, first);
    await seedContent(t.database.db, first);
    expect((await get('/api/characters')).map((c: Character) => c.name)).toEqual(['Asep', 'Eneng']);
    expect((await get('/api/learning-materials')).map((m: LearningMaterial) => m._id)).toEqual([
      'b',
      'a',
    ]);

    await t.database.db.insert(learningMaterials).values({
      id: 'added-in-class',
      origin: 'moderator',
      type: 'video',
      title: 'Video kelas',
      titleEn: 'Class video',
      url: 'https://example.org/video',
      sourceCredit: { platform: 'Example' },
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });

    const second = loadContent(
      writeContent({
        'characters.json': [character('eco_citizen_1', 'Asep Sunandar')],
        'glossary.json': glossary,
        'learning-materials.json': [material('b', '2026-03-01T00:00:00Z')],
      }),
    );
    await seedContent(t.database.db, second);
    expect((await get('/api/characters')).map((c: Character) => c.name)).toEqual(['Asep Sunandar']);
    expect((await get('/api/learning-materials')).map((m: LearningMaterial) => m._id)).toEqual([
      'b',
      'added-in-class',
    ]);
    expect(await get('/api/glossary')).toEqual(glossary);
    const one = await t.app.inject({ url: '/api/characters/eco_citizen_1' });
    expect(one.json().name).toBe('Asep Sunandar');
    const gone = await t.app.inject({ url: '/api/characters/eco_citizen_2' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('CHARACTER_NOT_FOUND');
  });

  it('rewrites the content only when it changed since the last seeding', async () => {
    const files = {
      'characters.json': [character('eco_citizen_1', 'Asep')],
      'glossary.json': glossary,
    };
    const content = loadContent(writeContent(files));
    expect(await seedContentIfChanged(t.database.db, content)).toBe(true);
    expect(await seedContentIfChanged(t.database.db, loadContent(writeContent(files)))).toBe(false);
    // Skipped means not written: a row changed behind its back stays as it is.
    await t.database.db.update(characters).set({ position: 7 });
    expect(await seedContentIfChanged(t.database.db, content)).toBe(false);
    expect((await t.database.db.select().from(characters))[0]?.position).toBe(7);

    const renamed = loadContent(
      writeContent({ ...files, 'characters.json': [character('eco_citizen_1', 'Asep S.')] }),
    );
    expect(await seedContentIfChanged(t.database.db, renamed)).toBe(true);
    expect((await get('/api/characters')).map((c: Character) => c.name)).toEqual(['Asep S.']);
    expect((await t.database.db.select().from(characters))[0]?.position).toBe(0);
  });

  it('counts a plain seeding as the last one', async () => {
    const content = loadContent(
      writeContent({
        'characters.json': [character('eco_citizen_2', 'Eneng')],
        'glossary.json': glossary,
      }),
    );
    await seedContent(t.database.db, content);
    expect(await seedContentIfChanged(t.database.db, content)).toBe(false);
  });
});
