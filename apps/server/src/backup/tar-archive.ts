/**
 * A tar archive of plain files (POSIX ustar), the format every system's `tar` opens: a backup
 * stays readable without EcoSCha. Only what a backup holds is written and read: regular files at
 * the top level, with a name, their bytes and a modification time.
 */

export type TarEntry = { name: string; data: Uint8Array; mtime?: Date };

const BLOCK = 512;
const REGULAR_FILE = '0';

/** The header's checksum: the sum of its bytes, the checksum field itself counted as spaces. */
function checksum(header: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
  return sum;
}

function writeText(header: Uint8Array, offset: number, length: number, text: string) {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > length) throw new Error(`tar field too long: ${text}`);
  header.set(bytes, offset);
}

const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0');

function headerOf(entry: TarEntry): Uint8Array {
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(entry.name)) throw new Error(`bad name ${entry.name}`);
  const header = new Uint8Array(BLOCK);
  writeText(header, 0, 100, entry.name);
  writeText(header, 100, 8, octal(0o600, 8));
  writeText(header, 108, 8, octal(0, 8));
  writeText(header, 116, 8, octal(0, 8));
  writeText(header, 124, 12, octal(entry.data.length, 12));
  const mtime = Math.floor((entry.mtime ?? new Date()).getTime() / 1000);
  writeText(header, 136, 12, octal(mtime, 12));
  writeText(header, 156, 1, REGULAR_FILE);
  writeText(header, 257, 6, 'ustar');
  writeText(header, 263, 2, '00');
  writeText(header, 148, 8, `${octal(checksum(header), 7)}\0`);
  return header;
}

/** The archive of `entries`, in their order. */
export function writeTar(entries: TarEntry[]): Buffer {
  const parts: Uint8Array[] = [];
  for (const entry of entries) {
    parts.push(headerOf(entry), entry.data);
    const padding = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    parts.push(new Uint8Array(padding));
  }
  parts.push(new Uint8Array(BLOCK * 2)); // the end: two empty blocks
  return Buffer.concat(parts);
}

const readText = (bytes: Uint8Array, offset: number, length: number) =>
  Buffer.from(bytes.subarray(offset, offset + length))
    .toString('utf8')
    .replace(/\0.*$/s, '');

const readOctal = (bytes: Uint8Array, offset: number, length: number) => {
  const text = readText(bytes, offset, length).trim();
  return /^[0-7]+$/.test(text) ? parseInt(text, 8) : NaN;
};

/** The regular files of an archive; throws at a damaged header or a cut-off archive. */
export function readTar(archive: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
    if (readOctal(header, 148, 8) !== checksum(header)) {
      throw new Error(`damaged tar header at byte ${offset}`);
    }
    const size = readOctal(header, 124, 12);
    const start = offset + BLOCK;
    if (!Number.isFinite(size) || start + size > archive.length) {
      throw new Error('the archive is cut off');
    }
    const type = readText(header, 156, 1);
    if (type === REGULAR_FILE || type === '') {
      entries.push({
        name: readText(header, 0, 100),
        data: archive.subarray(start, start + size),
        mtime: new Date(readOctal(header, 136, 12) * 1000),
      });
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('the archive is cut off');
}
