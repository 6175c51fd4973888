import { createHash, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { logClassEvent } from '../lib/class-events';
import { dailyBackupName, dailyBackups, pruneDailyBackups, saveBackupFile } from './backup-files';
import { takeBackup } from './data-folder-backup';
import {
  BACKUP_KEY_HEADER,
  forgetRunningServer,
  isFromThisComputer,
  LOCAL_BACKUP_PATH,
  noteRunningServer,
  type RunningServer,
} from './running-server';

export type BackupPluginOptions = {
  dataDir: string;
  backupDir: string;
  /** The server keeps a backup of each day (the last 7). */
  daily: boolean;
  /** The embedded database's consistent dump. */
  dump: () => Promise<Uint8Array>;
};

/** How often the server looks whether today's backup is there yet (a laptop sleeps, days turn). */
const DAILY_CHECK_EVERY_MS = 60 * 60 * 1000;

const digest = (text: string) => createHash('sha256').update(text).digest();
const sameKey = (given: unknown, key: string) =>
  typeof given === 'string' && timingSafeEqual(digest(given), digest(key));

/**
 * Backups of the embedded database while the server runs: `npm run backup` asks for one on
 * LOCAL_BACKUP_PATH (from this computer, with the key of the data folder's running-server note),
 * and with `daily` the server keeps one a day itself. Not registered with PostgreSQL (pg_dump).
 */
export const backupPlugin = fp(async (app: FastifyInstance, options: BackupPluginOptions) => {
  let running: RunningServer | undefined;

  app.post(
    LOCAL_BACKUP_PATH,
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      const fromHere = isFromThisComputer(
        request.socket.remoteAddress,
        request.socket.localAddress,
      );
      if (!running || !fromHere || !sameKey(request.headers[BACKUP_KEY_HEADER], running.key)) {
        throw new AppError('FORBIDDEN');
      }
      const file = await takeBackup(options.dataDir, options.dump);
      return reply.header('cache-control', 'no-store').type('application/gzip').send(file);
    },
  );

  let dailyTimer: NodeJS.Timeout | undefined;
  let dailyRunning: Promise<void> | undefined;
  const keepDailyBackup = () =>
    (dailyRunning ??= saveDailyBackup().finally(() => {
      dailyRunning = undefined;
    }));
  /** Today's backup when it is missing, then the old ones beyond the last 7 go. */
  async function saveDailyBackup() {
    try {
      const name = dailyBackupName(new Date());
      if (!dailyBackups(options.backupDir).includes(name)) {
        const file = await takeBackup(options.dataDir, options.dump);
        const path = saveBackupFile(options.backupDir, () => name, file);
        logClassEvent(app.log, { classEvent: 'backupSaved', file: path });
      }
      pruneDailyBackups(options.backupDir);
    } catch (error) {
      app.log.warn(
        { err: error, backupDir: options.backupDir },
        'The daily backup failed; the next try is in an hour / Cadangan harian gagal; dicoba lagi dalam satu jam',
      );
    }
  }

  app.addHook('onListen', async () => {
    const address = app.server.address() as AddressInfo;
    running = noteRunningServer(options.dataDir, address.port, address.address);
    if (options.daily) {
      void keepDailyBackup();
      dailyTimer = setInterval(() => void keepDailyBackup(), DAILY_CHECK_EVERY_MS);
      dailyTimer.unref();
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(dailyTimer);
    await dailyRunning; // a backup under way is finished, not cut off
    if (running) forgetRunningServer(options.dataDir, running);
  });
});
