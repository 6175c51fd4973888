/** A record as pino writes it (one JSON line); only the fields read here are named. */
type LogRecord = {
  level?: number;
  time?: number;
  msg?: string;
  classEvent?: string;
  err?: { message?: string };
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [field: string]: unknown;
};

const WARN = 40;
const LABELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** pino's own fields, and those said another way (the request, the error). */
const SHOWN_APART = new Set([
  'level',
  'time',
  'msg',
  'pid',
  'hostname',
  'reqId',
  'classEvent',
  'err',
  'req',
  'res',
  'responseTime',
  'instance',
]);

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/**
 * The other simple fields, as `name=value` (a warning's context: a session id), unless the
 * message already says them.
 */
function extras(record: LogRecord): string[] {
  return Object.entries(record)
    .filter(
      ([name, value]) =>
        !SHOWN_APART.has(name) &&
        ['string', 'number', 'boolean'].includes(typeof value) &&
        !(record.msg ?? '').includes(String(value)),
    )
    .map(([name, value]) => `${name}=${String(value)}`);
}

/**
 * One readable line for a record (time, level, message; a request as method, address, status
 * and time), or null when `brief` leaves it out: a brief terminal shows warnings, errors and
 * the class's events (their message is already the line a teacher reads) only.
 */
export function formatLogLine(record: LogRecord, brief: boolean): string | null {
  const level = record.level ?? 30;
  // One of several instances (INSTANCE_NAME) says which on every line.
  const instance = typeof record.instance === 'string' ? `instance=${record.instance}` : '';
  if (record.classEvent)
    return `${clock(record.time)}  ${[record.msg ?? record.classEvent, instance].filter(Boolean).join(' ')}`;
  if (brief && level < WARN) return null;
  const parts = [record.msg ?? ''];
  if (record.req) parts.push(`${record.req.method ?? ''} ${record.req.url ?? ''}`.trim());
  if (record.res?.statusCode !== undefined) parts.push(String(record.res.statusCode));
  if (record.responseTime !== undefined) parts.push(`${Math.round(record.responseTime)} ms`);
  if (record.err?.message) parts.push(`(${record.err.message})`);
  parts.push(...extras(record), instance);
  const label = (LABELS[level] ?? String(level)).padEnd(5);
  return `${clock(record.time)}  ${label}  ${parts.filter(Boolean).join(' ')}`;
}

/**
 * A destination for pino that writes readable lines to `out` instead of JSON. A line that is not
 * a JSON record (it never should be) goes through as it is.
 */
export function createTextLogStream(out: { write(text: string): unknown }, brief: boolean) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        let record: LogRecord;
        try {
          record = JSON.parse(line) as LogRecord;
        } catch {
          out.write(`${line}\n`);
          continue;
        }
        const text = formatLogLine(record, brief);
        if (text !== null) out.write(`${text}\n`);
      }
    },
  };
}
