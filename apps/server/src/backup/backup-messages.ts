/**
 * What `npm run backup` and `npm run restore` tell the teacher, in English and Indonesian like the
 * start banner: plain words, where the file or folder is, and what to do next.
 */
export type Message = { en: string; id: string };

/** A command that stops with a message for the person who ran it (and exit code 1). */
export class CommandStop extends Error {
  constructor(readonly said: Message) {
    super(said.en);
  }
}

export const say = (message: Message) => `${message.en}\n${message.id}\n`;

const NOTHING_CHANGED: Message = {
  en: 'Nothing was changed.',
  id: 'Tidak ada yang diubah.',
};
const withNothingChanged = (message: Message): Message => ({
  en: `${message.en} ${NOTHING_CHANGED.en}`,
  id: `${message.id} ${NOTHING_CHANGED.id}`,
});

export const messages = {
  failed: (command: 'backup' | 'restore', detail: string): Message =>
    command === 'backup'
      ? { en: `The backup failed: ${detail}`, id: `Pencadangan gagal: ${detail}` }
      : withNothingChanged({
          en: `The restore failed: ${detail}.`,
          id: `Pemulihan gagal: ${detail}.`,
        }),
  postgres: (tool: string): Message => ({
    en: `This server keeps its data in PostgreSQL (DATABASE_URL is set): use ${tool} for it.`,
    id: `Server ini menyimpan datanya di PostgreSQL (DATABASE_URL terisi): gunakan ${tool}.`,
  }),
  nothingToBackUp: (dataDir: string): Message => ({
    en: `There is nothing to back up yet: no EcoSCha database in ${dataDir}.`,
    id: `Belum ada yang bisa dicadangkan: tidak ada basis data EcoSCha di ${dataDir}.`,
  }),
  serverNotAnswering: (pid: number, reason: string, note: string): Message => ({
    en:
      `EcoSCha is running (process ${pid}) but did not hand over a backup (${reason}). ` +
      'Try again; if it keeps failing, stop EcoSCha with Ctrl+C and run npm run backup again. ' +
      `If EcoSCha is not running at all, delete ${note} and run npm run backup again.`,
    id:
      `EcoSCha sedang berjalan (proses ${pid}) tetapi tidak memberikan cadangan (${reason}). ` +
      'Coba lagi; jika tetap gagal, hentikan EcoSCha dengan Ctrl+C lalu jalankan npm run backup ' +
      `lagi. Jika EcoSCha sama sekali tidak berjalan, hapus ${note} lalu jalankan npm run backup lagi.`,
  }),
  backupSaved: (path: string, from: 'running' | 'stopped'): Message => ({
    en:
      `Backup saved: ${path}\n` +
      `(${from === 'running' ? 'taken from the running server' : 'taken from the data folder'}; ` +
      'copy it to a USB stick or another computer: a backup on this laptop dies with it. It ' +
      'holds e-mail addresses and password hashes: keep it private.)',
    id:
      `Cadangan disimpan: ${path}\n` +
      `(${from === 'running' ? 'diambil dari server yang berjalan' : 'diambil dari folder data'}; ` +
      'salin ke flashdisk atau komputer lain: cadangan di laptop ini ikut hilang bersamanya. ' +
      'Isinya alamat e-mail dan hash kata sandi: simpan dengan aman.)',
  }),
  whichFile: (): Message => ({
    en: 'Say which backup to restore, for example: npm run restore -- backups/ecoscha-2026-11-28T1430.tar.gz',
    id: 'Sebutkan cadangan yang akan dipulihkan, misalnya: npm run restore -- backups/ecoscha-2026-11-28T1430.tar.gz',
  }),
  noSuchFile: (path: string): Message =>
    withNothingChanged({
      en: `There is no backup file at ${path}.`,
      id: `Tidak ada berkas cadangan di ${path}.`,
    }),
  notABackup: (path: string): Message =>
    withNothingChanged({
      en: `${path} is not an EcoSCha backup.`,
      id: `${path} bukan cadangan EcoSCha.`,
    }),
  damaged: (path: string, detail: string): Message =>
    withNothingChanged({
      en: `${path} is damaged (${detail}) and cannot be restored; try an older backup.`,
      id: `${path} rusak (${detail}) dan tidak bisa dipulihkan; coba cadangan yang lebih lama.`,
    }),
  newerFormat: (path: string): Message =>
    withNothingChanged({
      en: `${path} was made by a newer EcoSCha: update this copy of EcoSCha first.`,
      id: `${path} dibuat oleh EcoSCha yang lebih baru: perbarui EcoSCha ini dulu.`,
    }),
  databaseNotOpened: (path: string, detail: string): Message =>
    withNothingChanged({
      en: `The database in ${path} could not be opened (${detail}).`,
      id: `Basis data di ${path} tidak bisa dibuka (${detail}).`,
    }),
  dataFolderNotEmpty: (dataDir: string): Message =>
    withNothingChanged({
      en:
        `The data folder ${dataDir} is not empty, and a restore never overwrites one. Stop ` +
        'EcoSCha if it runs, move that folder away or rename it (for example to data-old), ' +
        'then run the restore again.',
      id:
        `Folder data ${dataDir} tidak kosong, dan pemulihan tidak pernah menimpanya. Hentikan ` +
        'EcoSCha jika sedang berjalan, pindahkan folder itu atau ganti namanya (misalnya ' +
        'menjadi data-old), lalu jalankan pemulihan lagi.',
    }),
  restored: (
    dataDir: string,
    counts: { accounts: number; sessions: number; createdAt: Date },
  ): Message => ({
    en:
      `Restored into ${dataDir}: ${counts.accounts} accounts and ${counts.sessions} game ` +
      `sessions, as they were on ${counts.createdAt.toLocaleString('en-GB')}. ` +
      'Start EcoSCha with: npm start',
    id:
      `Dipulihkan ke ${dataDir}: ${counts.accounts} akun dan ${counts.sessions} sesi permainan, ` +
      `seperti pada ${counts.createdAt.toLocaleString('id-ID')}. ` +
      'Jalankan EcoSCha dengan: npm start',
  }),
};
