import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { classEventText } from './class-events';
import { chooseLogOutput, loggerOptions } from './log-output';
import { createTextLogStream, formatLogLine } from './terminal-log';

const TIME = Date.UTC(2026, 0, 5, 7, 4, 31);
const CLOCK = new Date(TIME).toTimeString().slice(0, 8);

const request = {
  level: 30,
  time: TIME,
  pid: 1,
  hostname: 'laptop',
  reqId: 'req-1',
  msg: 'request completed',
  req: { method: 'GET', url: '/api/game-sessions/abc' },
  res: { statusCode: 200 },
  responseTime: 3.4,
};
const warning = {
  level: 40,
  time: TIME,
  pid: 1,
  hostname: 'laptop',
  dataDir: '/data',
  msg: 'The data folder can be read by other accounts',
};
const joined = {
  level: 30,
  time: TIME,
  classEvent: 'studentJoined',
  roomCode: 'ECATEST7',
  msg: classEventText({
    classEvent: 'studentJoined',
    roomCode: 'ECATEST7',
    student: 'Asep',
    students: 3,
  }),
};

describe('chooseLogOutput', () => {
  it('writes brief text to a terminal and JSON anywhere else', () => {
    expect(chooseLogOutput({ format: 'auto', level: undefined, terminal: true })).toEqual({
      format: 'text',
      level: 'info',
      brief: true,
    });
    expect(chooseLogOutput({ format: 'auto', level: undefined, terminal: false })).toEqual({
      format: 'json',
      level: 'info',
      brief: false,
    });
  });

  it('keeps JSON when asked, and shows every line of a level asked for', () => {
    expect(chooseLogOutput({ format: 'json', level: undefined, terminal: true }).format).toBe(
      'json',
    );
    expect(chooseLogOutput({ format: 'auto', level: 'info', terminal: true })).toEqual({
      format: 'text',
      level: 'info',
      brief: false,
    });
    expect(chooseLogOutput({ format: 'text', level: 'warn', terminal: false })).toEqual({
      format: 'text',
      level: 'warn',
      brief: false,
    });
  });
});

describe('formatLogLine', () => {
  it('leaves requests and other info lines out of a brief terminal', () => {
    expect(formatLogLine(request, true)).toBeNull();
    expect(
      formatLogLine({ ...request, msg: 'EcoSCha is running', req: undefined }, true),
    ).toBeNull();
  });

  it('writes a warning as time, level and message, with its context, no JSON', () => {
    expect(formatLogLine(warning, true)).toBe(
      `${CLOCK}  WARN   The data folder can be read by other accounts dataDir=/data`,
    );
    // Context the message already names is not said twice.
    expect(formatLogLine({ ...warning, msg: 'The folder /data is open' }, true)).toBe(
      `${CLOCK}  WARN   The folder /data is open`,
    );
    const failure = { level: 50, time: TIME, msg: 'deadline failed', err: { message: 'boom' } };
    expect(formatLogLine(failure, true)).toBe(`${CLOCK}  ERROR  deadline failed (boom)`);
  });

  it('writes a class event as its own line, in English and Indonesian', () => {
    expect(formatLogLine(joined, true)).toBe(
      `${CLOCK}  Asep joined room ECATEST7, students: 3 / Asep masuk ke ruangan ECATEST7, siswa: 3`,
    );
  });

  it('writes a request as method, address, status and time when every line is asked for', () => {
    expect(formatLogLine(request, false)).toBe(
      `${CLOCK}  INFO   request completed GET /api/game-sessions/abc 200 3 ms`,
    );
  });
});

describe('the text log stream', () => {
  it('turns pino’s JSON lines into readable ones and drops what a brief terminal leaves out', () => {
    const written: string[] = [];
    const stream = createTextLogStream({ write: (text: string) => written.push(text) }, true);
    stream.write(`${JSON.stringify(request)}\n`);
    stream.write(`${JSON.stringify(warning)}\n`);
    stream.write(`${JSON.stringify(joined)}\n`);
    stream.write('not a record\n');
    expect(written.join('')).not.toContain('{');
    expect(written).toHaveLength(3);
    expect(written[0]).toMatch(/WARN/);
    expect(written[1]).toMatch(/Asep joined room ECATEST7/);
    expect(written[2]).toBe('not a record\n');
  });

  it('is what the logger writes to in text, and pino’s own output is kept for JSON', () => {
    const brief = { format: 'text', brief: true } as const;
    expect(loggerOptions({ logLevel: 'silent', logOutput: brief })).toBe(false);
    expect(
      loggerOptions({ logLevel: 'info', logOutput: { format: 'json', brief: false } }),
    ).toEqual({ level: 'info' });
    const text = loggerOptions({ logLevel: 'info', logOutput: brief });
    expect(text).toMatchObject({ level: 'info', stream: { write: expect.any(Function) } });
  });

  it('names one of several instances on every line', async () => {
    const json: string[] = [];
    const jsonApp = Fastify({
      logger: {
        ...(loggerOptions({
          logLevel: 'info',
          logOutput: { format: 'json', brief: false },
          instanceName: 'b',
        }) as object),
        stream: { write: (line: string) => void json.push(line) },
      },
    });
    jsonApp.log.info('a room opened');
    expect(JSON.parse(json[0] ?? '{}')).toMatchObject({ instance: 'b', msg: 'a room opened' });
    const text: string[] = [];
    const textApp = Fastify({
      logger: loggerOptions(
        { logLevel: 'info', logOutput: { format: 'text', brief: false }, instanceName: 'b' },
        { write: (line: string) => void text.push(line) },
      ) as object,
    });
    textApp.log.warn('Redis is unreachable');
    expect(text[0]).toMatch(/WARN\s+Redis is unreachable instance=b/);
    await Promise.all([jsonApp.close(), textApp.close()]);
  });
});
