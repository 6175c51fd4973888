import { ROSTER_MAX, StudentNameSchema } from '@ecoscha/contracts';

/** A first cell that names the column (`Nama`, `Name`, `Nama siswa`): a header row, skipped. */
const HEADER_CELL = /^(nama|name)\b/i;
const BOM = '\uFEFF';

/** Names pasted one a line: each line trimmed, blank lines left out. */
export function namesFromText(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** `;` when the first line has more semicolons than commas outside quotes (a spreadsheet set to Indonesian), else `,`. */
export function csvSeparator(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * A CSV file's rows (RFC 4180): fields in double quotes may hold the separator, line breaks and
 * doubled quotes (`""`); a leading UTF-8 byte-order mark is dropped.
 */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const separator = csvSeparator(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A spreadsheet's first column as names: trimmed, blanks left out, a header row skipped. */
export function namesFromRows(rows: readonly (readonly unknown[])[]): string[] {
  const cells = rows.map((row) => {
    const cell = row[0];
    return cell === null || cell === undefined ? '' : String(cell).trim();
  });
  const firstFilled = cells.findIndex(Boolean);
  if (firstFilled >= 0 && HEADER_CELL.test(cells[firstFilled] ?? '')) cells.splice(firstFilled, 1);
  return cells.filter(Boolean);
}

export type RosterPreview = {
  /** The names to add, in order (each once). */
  names: string[];
  /** Lines that are not a name a roster takes (a leading `#`, symbols, too long). */
  rejected: string[];
  /** More names than one addition may hold. */
  tooMany: boolean;
};

/** What adding `candidates` would do: the valid names once each, the rest set aside. */
export function previewRoster(candidates: readonly string[]): RosterPreview {
  const names: string[] = [];
  const rejected: string[] = [];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const parsed = StudentNameSchema.safeParse(candidate);
    if (!parsed.success) rejected.push(candidate);
    else if (!seen.has(parsed.data.toLocaleLowerCase())) {
      seen.add(parsed.data.toLocaleLowerCase());
      names.push(parsed.data);
    }
  }
  return { names, rejected, tooMany: names.length > ROSTER_MAX };
}

/** A file's text (UTF-8) or bytes, by FileReader: `Blob.text()` and `arrayBuffer()` are newer. */
function readFile(file: Blob, as: 'text'): Promise<string>;
function readFile(file: Blob, as: 'bytes'): Promise<ArrayBuffer>;
function readFile(file: Blob, as: 'text' | 'bytes'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result ?? '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    if (as === 'text') reader.readAsText(file, 'utf-8');
    else reader.readAsArrayBuffer(file);
  });
}

export class RosterFileError extends Error {
  override readonly name = 'RosterFileError';
  constructor(readonly reason: 'type' | 'unreadable') {
    super(reason);
  }
}

/**
 * The names in a chosen spreadsheet: a CSV read here, an Excel workbook (.xlsx) by
 * `read-excel-file`, downloaded only now so the pages that never import a roster do not carry it.
 */
export async function readRosterFile(file: File): Promise<string[]> {
  const name = file.name.toLowerCase();
  try {
    if (name.endsWith('.csv') || name.endsWith('.txt')) {
      return namesFromRows(parseCsv(await readFile(file, 'text')));
    }
    if (name.endsWith('.xlsx')) {
      const { readSheet } = await import('read-excel-file/browser');
      return namesFromRows(await readSheet(await readFile(file, 'bytes')));
    }
  } catch {
    throw new RosterFileError('unreadable');
  }
  throw new RosterFileError('type');
}
