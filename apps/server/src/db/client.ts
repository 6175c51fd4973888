import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { serverPackageRoot } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  /** Runs `work` while holding the cluster-wide start-up lock (migrations, seeding). */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

const migrationsFolder = () => join(serverPackageRoot(), 'drizzle');
/** An arbitrary, fixed key for pg_advisory_lock: several instances start, one migrates at a time. */
const STARTUP_LOCK_KEY = 4_170_520_231;

export type DatabaseOptions = { databaseUrl?: string; pgliteDir?: string };

/** PostgreSQL with `databaseUrl`, otherwise embedded PGlite (in memory when no folder is given). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    // One process owns a PGlite folder, so there is nobody to wait for.
    withStartupLock: (work) => work(),
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: () => ping(db as unknown as Database),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
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
