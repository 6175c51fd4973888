import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { logClassEvent } from './lib/class-events';
import { closeWithin } from './lib/close-within';
import { closeToOthers, dataFolderWarnings, restrictNewFiles } from './lib/data-folder';
import { prepareDatabase } from './db/prepare';
import { serverAddresses } from './lib/network-addresses';
import { startBanner } from './lib/start-banner';

// Before anything is written: what the server makes is readable by its own account only.
restrictNewFiles();
const config = loadConfig();
const folderWarnings = dataFolderWarnings(config.dataDir, {
  holdsDatabase: !config.databaseUrl,
});
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: config.pgliteDir },
);
// A new database folder copied from the build's template keeps the template's modes: close it.
if (config.pgliteDir && !config.databaseUrl && database.origin !== 'existing folder') {
  closeToOthers(config.pgliteDir);
}
const { contentSeeded } = await prepareDatabase(database, config.contentDir);
const app = await buildApp({ config, database });
for (const warning of folderWarnings) app.log.warn({ dataDir: config.dataDir }, warning);

/**
 * How long a stopping instance waits for the proxy to stop using its connections: longer than
 * nginx keeps an idle one (`keepalive_timeout 4s`, deploy/nginx/ecoscha.conf).
 */
const DRAIN_GRACE_MS = 6_000;

/**
 * Connections the system holds for the server until it takes them (capped by the system's
 * `net.core.somaxconn`). Node's default, 511, overflows when thousands of phones connect in the
 * same second (a school's Wi-Fi coming back) while the event loop is busy: the system then drops
 * the others' first packets, and each waits a second or more to try again.
 */
const LISTEN_BACKLOG = 4_096;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logClassEvent(app.log, { classEvent: 'stopping', signal });
  // One of several behind a proxy hands its work to the others first: no request is refused.
  if (config.instanceName) await app.drain(DRAIN_GRACE_MS);
  await closeWithin(app, 10_000);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
const { port } = app.server.address() as AddressInfo;
app.log.info(
  {
    // Since the process started: module loading included (and a build, when `npm start` made one).
    startupSeconds: Number(process.uptime().toFixed(2)),
    database: database.origin,
    content: contentSeeded ? 'seeded' : 'unchanged',
  },
  `EcoSCha is running on http://localhost:${port} (database: ${database.driver})`,
);
// For the person who started it; quiet when the logs were asked for warnings or less (bench, e2e).
if (['info', 'debug', 'trace'].includes(config.logLevel)) await printAddresses(port);

/** The addresses for the teacher, with a QR code of the first network one in a terminal. */
async function printAddresses(listeningPort: number) {
  const addresses = serverAddresses(config.host, listeningPort);
  const [first] = addresses.network;
  // A QR code is for eyes on a terminal; in a log file it is noise.
  const qrCode =
    first && process.stdout.isTTY && config.trustProxy === false
      ? await import('qrcode').then(({ default: QRCode }) =>
          QRCode.toString(first, { type: 'terminal', small: true }),
        )
      : undefined;
  process.stdout.write(startBanner(addresses, qrCode, config.trustProxy !== false));
}
