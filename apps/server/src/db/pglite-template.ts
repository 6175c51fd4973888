import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A new PGlite folder starts as a copy of a template made at build time: a database already
 * through initdb and every migration. PGlite's own initdb takes 5-10 s of CPU on a small machine;
 * copying the template's 40 MB takes a fraction of a second.
 *
 * The template carries a stamp (the PGlite version and a hash of the migrations); it is used only
 * when the stamp matches what this server runs, so a stale build never hands out an old catalog
 * or an old schema: without a matching template PGlite runs initdb as before.
 */
export type TemplateStamp = { pgliteVersion: string; migrationsHash: string };

const STAMP_FILE = 'template.json';
const DATA_FOLDER = 'pgdata';

/** The version of the installed PGlite (its catalog and on-disk format follow it). */
export function installedPgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** A hash of the migration files and their journal: any change to the schema changes it. */
export function migrationsHash(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const files = [
    'meta/_journal.json',
    ...readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')),
  ].sort();
  for (const file of files)
    hash.update(`${file}\n`).update(readFileSync(join(migrationsFolder, file)));
  return hash.digest('base64url');
}

export function currentStamp(migrationsFolder: string): TemplateStamp {
  return {
    pgliteVersion: installedPgliteVersion(),
    migrationsHash: migrationsHash(migrationsFolder),
  };
}

function readStamp(templateDir: string): TemplateStamp | undefined {
  try {
    return JSON.parse(readFileSync(join(templateDir, STAMP_FILE), 'utf8')) as TemplateStamp;
  } catch {
    return undefined;
  }
}

export function templateMatches(templateDir: string, stamp: TemplateStamp): boolean {
  const found = readStamp(templateDir);
  return (
    found?.pgliteVersion === stamp.pgliteVersion &&
    found.migrationsHash === stamp.migrationsHash &&
    existsSync(join(templateDir, DATA_FOLDER, 'PG_VERSION'))
  );
}

const isEmptyOrMissing = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Copies the template into `pgliteDir` when that folder is new (missing or empty) and the
 * template matches `stamp`. The copy goes to a sibling folder first and is renamed into place,
 * so an interrupted copy never leaves a half database that would pass for an existing one.
 * Returns whether it copied.
 */
export function copyTemplateIfNew(
  templateDir: string,
  pgliteDir: string,
  stamp: TemplateStamp,
): boolean {
  if (!isEmptyOrMissing(pgliteDir) || !templateMatches(templateDir, stamp)) return false;
  const partial = `${pgliteDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(dirname(pgliteDir), { recursive: true });
  cpSync(join(templateDir, DATA_FOLDER), partial, { recursive: true });
  rmSync(pgliteDir, { recursive: true, force: true });
  renameSync(partial, pgliteDir);
  return true;
}

/**
 * Makes `templateDir` from a database that `prepare` brought up to date in a scratch folder
 * (`prepare` opens, migrates and closes it). Keeps an existing template whose stamp matches.
 * Returns whether it built one.
 */
export async function buildTemplate(
  templateDir: string,
  stamp: TemplateStamp,
  prepare: (pgliteDir: string) => Promise<void>,
): Promise<boolean> {
  if (templateMatches(templateDir, stamp)) return false;
  const scratch = `${templateDir}.partial-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  await prepare(join(scratch, DATA_FOLDER));
  writeFileSync(join(scratch, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
  rmSync(templateDir, { recursive: true, force: true });
  renameSync(scratch, templateDir);
  return true;
}
