import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadDataFolderSettings } from '../config';
import { DATA_FOLDER } from '../lib/data-folder';
import { unpackBackup } from './backup-archive';
import { manualBackupName, saveBackupFile } from './backup-files';
import { CommandStop, messages, type Message } from './backup-messages';
import { dumpStoppedDatabase, takeBackup } from './data-folder-backup';
import {
  BACKUP_KEY_HEADER,
  isProcessAlive,
  LOCAL_BACKUP_PATH,
  localUrl,
  readRunningServer,
  type RunningServer,
} from './running-server';

/** A backup of a few tens of megabytes takes seconds; a server this slow is stuck. */
const ANSWER_WITHIN_MS = 5 * 60 * 1000;

/** The backup file, made by the running server (which has the database open). */
async function askRunningServer(running: RunningServer, dataDir: string): Promise<Buffer> {
  const refused = (reason: string) =>
    new CommandStop(
      messages.serverNotAnswering(running.pid, reason, join(dataDir, DATA_FOLDER.runningServer)),
    );
  let response: Response;
  try {
    response = await fetch(`${localUrl(running)}${LOCAL_BACKUP_PATH}`, {
      method: 'POST',
      headers: { [BACKUP_KEY_HEADER]: running.key },
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
  } catch (error) {
    throw refused(String((error as Error).cause ?? (error as Error).message));
  }
  if (!response.ok) throw refused(`HTTP ${response.status}`);
  const file = Buffer.from(await response.arrayBuffer());
  // Checked before it is kept: a backup that cannot be restored is no backup.
  await unpackBackup(file).catch((error: Error) => {
    throw refused(error.message);
  });
  return file;
}

/**
 * `npm run backup [FOLDER]`: one file of everything in the data folder, in FOLDER or the backup
 * folder (BACKUP_DIR, `backups` beside the data folder). From the running server when there is
 * one, otherwise from the data folder itself.
 */
export async function backupCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<Message> {
  if (env.DATABASE_URL) throw new CommandStop(messages.postgres('pg_dump'));
  const settings = loadDataFolderSettings(env);
  // npm runs scripts in the project's folder; a folder given is read from where it was typed.
  const target = args[0] ? resolve(env.INIT_CWD ?? process.cwd(), args[0]) : settings.backupDir;
  const running = readRunningServer(settings.dataDir);
  const fromRunning = running !== undefined && isProcessAlive(running.pid);
  let file: Buffer;
  if (fromRunning) {
    file = await askRunningServer(running, settings.dataDir);
  } else {
    if (!existsSync(join(settings.pgliteDir, 'PG_VERSION'))) {
      throw new CommandStop(messages.nothingToBackUp(settings.dataDir));
    }
    file = await takeBackup(settings.dataDir, () => dumpStoppedDatabase(settings.pgliteDir));
  }
  const takenAt = new Date();
  const path = saveBackupFile(target, (copy) => manualBackupName(takenAt, copy), file);
  return messages.backupSaved(path, fromRunning ? 'running' : 'stopped');
}
