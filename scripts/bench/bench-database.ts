import { loadConfig, type Config } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { prepareDatabase } from '../../apps/server/src/db/prepare';
import { closeToOthers, restrictNewFiles } from '../../apps/server/src/lib/data-folder';

/**
 * Runs `work` on the database the bench's server will use (PGlite in `dataDir`, or
 * `databaseUrl`), prepared as the server prepares it, before the server starts: the embedded
 * database has one process at a time.
 */
export async function withBenchDatabase<T>(
  options: { dataDir: string; databaseUrl: string | undefined },
  work: (db: Database, config: Config) => Promise<T>,
): Promise<T> {
  // As the server does: what it makes in the data folder is for its own account only.
  restrictNewFiles();
  const config = loadConfig({ ...process.env, DATA_DIR: options.dataDir, LOG_LEVEL: 'warn' });
  const handle = await openDatabase(
    options.databaseUrl ? { databaseUrl: options.databaseUrl } : { pgliteDir: config.pgliteDir },
  );
  // A new folder copied from the build's template keeps the template's modes: closed, as the
  // server closes it.
  if (config.pgliteDir && !options.databaseUrl && handle.origin !== 'existing folder') {
    closeToOthers(config.pgliteDir);
  }
  try {
    await prepareDatabase(handle, config.contentDir);
    return await work(handle.db, config);
  } finally {
    await handle.close();
  }
}
