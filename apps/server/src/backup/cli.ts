// `npm run backup [FOLDER]` and `npm run restore -- FILE`: what they print is for the teacher
// (backup-messages.ts); exit code 0 when done, 1 when not.
import { restrictNewFiles } from '../lib/data-folder';
import { backupCommand } from './backup-command';
import { CommandStop, messages, say } from './backup-messages';
import { restoreCommand } from './restore-command';

// What is written (a backup file, a restored data folder) is readable by this account only.
restrictNewFiles();
const [command, ...args] = process.argv.slice(2);
try {
  const done = await (command === 'restore' ? restoreCommand(args) : backupCommand(args));
  process.stdout.write(say(done));
  process.exit(0);
} catch (error) {
  const said =
    error instanceof CommandStop
      ? error.said
      : messages.failed(command === 'restore' ? 'restore' : 'backup', String(error));
  process.stderr.write(say(said));
  process.exit(1);
}
