import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadDataFolderSettings } from '../config';
import { BackupFileError } from './backup-archive';
import { CommandStop, messages, type Message } from './backup-messages';
import {
  DatabaseNotOpenedError,
  DataFolderNotEmptyError,
  isEmptyOrMissing,
  restoreBackup,
} from './data-folder-backup';

function readBackupFile(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch {
    throw new CommandStop(messages.noSuchFile(path));
  }
}

/** The teacher's words for why a file was not restored. */
function stopFor(error: unknown, path: string, dataDir: string): unknown {
  if (error instanceof DataFolderNotEmptyError) {
    return new CommandStop(messages.dataFolderNotEmpty(dataDir));
  }
  if (error instanceof DatabaseNotOpenedError) {
    return new CommandStop(messages.databaseNotOpened(path, error.message));
  }
  if (!(error instanceof BackupFileError)) return error;
  switch (error.reason) {
    case 'notABackup':
      return new CommandStop(messages.notABackup(path));
    case 'newerFormat':
      return new CommandStop(messages.newerFormat(path));
    case 'damaged':
      return new CommandStop(messages.damaged(path, error.message));
  }
}

/**
 * `npm run restore -- FILE`: the backup FILE becomes the data folder, which must be missing or
 * empty (a restore never overwrites). The next `npm start` serves it.
 */
export async function restoreCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<Message> {
  if (env.DATABASE_URL) throw new CommandStop(messages.postgres('psql or pg_restore'));
  const [given] = args;
  if (!given) throw new CommandStop(messages.whichFile());
  // npm runs scripts in the project's folder; the file is read from where it was typed.
  const path = resolve(env.INIT_CWD ?? process.cwd(), given);
  const { dataDir } = loadDataFolderSettings(env);
  const file = readBackupFile(path);
  if (!isEmptyOrMissing(dataDir)) throw new CommandStop(messages.dataFolderNotEmpty(dataDir));
  try {
    return messages.restored(dataDir, await restoreBackup(file, dataDir));
  } catch (error) {
    throw stopFor(error, path, dataDir);
  }
}
