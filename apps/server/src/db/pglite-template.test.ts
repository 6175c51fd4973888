import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './client';
import { contentSeedState } from './schema';
import {
  buildTemplate,
  copyTemplateIfNew,
  currentStamp,
  migrationsHash,
  type TemplateStamp,
} from './pglite-template';

const scratch = () => mkdtempSync(join(tmpdir(), 'ecoscha-template-'));
const stamp: TemplateStamp = { pgliteVersion: '9.9.9', migrationsHash: 'abc' };

/** A stand-in template: a data folder with PG_VERSION and a stamp, no database inside. */
async function fakeTemplate(withStamp: TemplateStamp): Promise<string> {
  const dir = join(scratch(), 'template');
  await buildTemplate(dir, withStamp, async (pgliteDir) => {
    mkdirSync(pgliteDir, { recursive: true });
    writeFileSync(join(pgliteDir, 'PG_VERSION'), '18\n');
  });
  return dir;
}

describe('copyTemplateIfNew', () => {
  it('copies the template into a new folder, creating the folders above it', async () => {
    const template = await fakeTemplate(stamp);
    const target = join(scratch(), 'data', 'pglite');
    expect(copyTemplateIfNew(template, target, stamp)).toBe(true);
    expect(readFileSync(join(target, 'PG_VERSION'), 'utf8')).toBe('18\n');
    // No partial copy is left beside it.
    expect(readdirSync(join(target, '..'))).toEqual(['pglite']);
  });

  it('leaves a folder that already holds something alone', async () => {
    const template = await fakeTemplate(stamp);
    const target = scratch();
    writeFileSync(join(target, 'PG_VERSION'), '17\n');
    expect(copyTemplateIfNew(template, target, stamp)).toBe(false);
    expect(readFileSync(join(target, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('refuses a template made by another PGlite or for other migrations', async () => {
    const template = await fakeTemplate(stamp);
    expect(
      copyTemplateIfNew(template, join(scratch(), 'a'), { ...stamp, pgliteVersion: '1.0.0' }),
    ).toBe(false);
    expect(
      copyTemplateIfNew(template, join(scratch(), 'b'), { ...stamp, migrationsHash: 'new' }),
    ).toBe(false);
    expect(copyTemplateIfNew(join(scratch(), 'none'), join(scratch(), 'c'), stamp)).toBe(false);
  });
});

describe('buildTemplate', () => {
  it('keeps a template whose stamp matches and rebuilds one whose stamp does not', async () => {
    const template = await fakeTemplate(stamp);
    let prepared = 0;
    const prepare = async (pgliteDir: string) => {
      prepared += 1;
      mkdirSync(pgliteDir, { recursive: true });
      writeFileSync(join(pgliteDir, 'PG_VERSION'), '18\n');
    };
    expect(await buildTemplate(template, stamp, prepare)).toBe(false);
    expect(await buildTemplate(template, { ...stamp, migrationsHash: 'new' }, prepare)).toBe(true);
    expect(prepared).toBe(1);
    expect(JSON.parse(readFileSync(join(template, 'template.json'), 'utf8'))).toEqual({
      ...stamp,
      migrationsHash: 'new',
    });
  });
});

describe('migrationsHash', () => {
  it('changes when a migration changes', () => {
    const dir = scratch();
    mkdirSync(join(dir, 'meta'));
    writeFileSync(join(dir, 'meta', '_journal.json'), '{}');
    writeFileSync(join(dir, '0000_initial.sql'), 'create table a (id text);');
    const before = migrationsHash(dir);
    expect(migrationsHash(dir)).toBe(before);
    writeFileSync(join(dir, '0000_initial.sql'), 'create table a (id text, name text);');
    expect(migrationsHash(dir)).not.toBe(before);
  });
});

describe('a new PGlite folder from a real template', () => {
  it('starts migrated from the template, and as an existing folder the next time', async () => {
    const template = join(scratch(), 'template');
    await buildTemplate(template, currentStamp(migrationsFolder()), async (pgliteDir) => {
      const database = await openDatabase({ pgliteDir, templateDir: false });
      expect(database.origin).toBe('initdb');
      await database.migrate();
      await database.close();
    });
    const pgliteDir = join(scratch(), 'pglite');
    const first = await openDatabase({ pgliteDir, templateDir: template });
    expect(first.origin).toBe('build template');
    // The schema is there before any migration runs at this start.
    expect(await first.db.select().from(contentSeedState)).toEqual([]);
    await first.migrate();
    await first.close();
    const again = await openDatabase({ pgliteDir, templateDir: template });
    expect(again.origin).toBe('existing folder');
    await again.close();
  }, 120_000); // initdb and two starts of PGlite: a busy machine takes a minute
});
