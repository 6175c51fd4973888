import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverPackageRoot } from '../config';
import { copyTemplateIfNew, currentStamp } from './pglite-template';
import { openPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

/** Where an embedded database came from at this start: how long the start-up took follows it. */
export type DatabaseOrigin = 'existing folder' | 'build template' | 'initdb' | 'memory' | 'server';

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  origin: DatabaseOrigin;
  /** Runs `work` while holding the cluster-wide start-up lock (migrations, seeding). */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** An embedded database kept in a folder: that folder as one consistent tar (for backups). */
  dump?: () => Promise<Uint8Array>;
  close(): Promise<void>;
};

export const migrationsFolder = () => join(serverPackageRoot(), 'drizzle');
/** The build's ready-made PGlite database (see pglite-template.ts). */
export const defaultTemplateDir = () => join(serverPackageRoot(), 'dist', 'pglite-template');
/** An arbitrary, fixed key for pg_advisory_lock: several instances start, one migrates at a time. */
const STARTUP_LOCK_KEY = 4_170_520_231;
/**
 * PGlite's shared buffers. PostgreSQL's default, 128 MB, is zeroed byte by byte in WebAssembly at
 * every start (about a second on a small machine); a classroom's data fits in far less, and the
 * operating system caches the data files under it.
 */
const PGLITE_SHARED_BUFFERS = '16MB';
/** How PGlite starts here: its defaults with our shared buffers (`defaults`: PGlite's own). */
export const pgliteStartParams = (defaults: string[]) => [
  ...defaults,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];
/**
 * How much a WebAssembly function runs before V8 compiles it again with its optimising compiler:
 * 100 times V8's default (1.8 M). With the default, PostgreSQL's start-up alone sends hundreds of
 * functions to the optimiser, a second of CPU that competes with the start on a 2-core machine;
 * the functions a running game keeps calling still get there.
 */
const WASM_TIERING_BUDGET = 180_000_000;

export type DatabaseOptions = {
  databaseUrl?: string;
  pgliteDir?: string;
  /** Where to look for a template for a new PGlite folder: the build's by default; false: none. */
  templateDir?: string | false;
};

/**
 * PostgreSQL with `databaseUrl`, otherwise embedded PGlite (in memory when no folder is given).
 * Each driver is imported only when used: the other one's modules cost start-up time for nothing.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.pgliteDir, options.templateDir ?? defaultTemplateDir());
}

function pgliteOrigin(dataDir: string | undefined, templateDir: string | false): DatabaseOrigin {
  if (!dataDir) return 'memory';
  // PGlite creates its own folder but not the ones above it (DATA_DIR, when JWT_SECRET is set).
  mkdirSync(dirname(dataDir), { recursive: true });
  if (existsSync(join(dataDir, 'PG_VERSION'))) return 'existing folder';
  const copied =
    templateDir !== false &&
    copyTemplateIfNew(templateDir, dataDir, currentStamp(migrationsFolder()));
  return copied ? 'build template' : 'initdb';
}

async function openPglite(
  dataDir: string | undefined,
  templateDir: string | false,
): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const origin = pgliteOrigin(dataDir, templateDir);
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  // On a thread of its own: the database's work never holds up the event loop (pglite-thread.ts).
  const client = await openPgliteThread({
    dataDir,
    startParams: pgliteStartParams(PGlite.defaultStartParams),
  });
  // drizzle's driver uses only `query` and `transaction`, which the thread's client has.
  const db = drizzlePglite(client as unknown as InstanceType<typeof PGlite>, { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    origin,
    // One process owns a PGlite folder, so there is nobody to wait for.
    withStartupLock: (work) => work(),
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: () => ping(db as unknown as Database),
    ...(dataDir ? { dump: () => client.dump() } : {}),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    origin: 'server',
    async withStartupLock(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    ping: () => ping(db as unknown as Database),
    close: () => pool.end(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
