import { hostname } from 'node:os';
import { createTextLogStream } from './terminal-log';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['auto', 'json', 'text'] as const;
export type LogFormatSetting = (typeof LOG_FORMATS)[number];

export type LogOutput = {
  /** `json`: one JSON line per record (services, files, pipes); `text`: short readable lines. */
  format: 'json' | 'text';
  level: LogLevel;
  /**
   * Text for a teacher at the terminal (LOG_LEVEL not set): warnings, errors and the class's own
   * events (a room opened, a student joined) only; no request lines.
   */
  brief: boolean;
};

/**
 * How the server logs: `auto` (the default) writes text to a terminal and JSON anywhere else;
 * LOG_FORMAT=json or text chooses. LOG_LEVEL unset means info, kept brief in a terminal.
 */
export function chooseLogOutput(setting: {
  format: LogFormatSetting;
  level: LogLevel | undefined;
  terminal: boolean;
}): LogOutput {
  const format = setting.format === 'auto' ? (setting.terminal ? 'text' : 'json') : setting.format;
  return {
    format,
    level: setting.level ?? 'info',
    brief: format === 'text' && setting.level === undefined,
  };
}

/**
 * Fastify's logger for this output: none when silent, pino's JSON, or our readable lines. One of
 * several instances names itself on every line (`"instance":"a"`, `instance=a`): their logs
 * may end up in one place (journald, a log collector).
 */
export function loggerOptions(
  config: {
    logLevel: string;
    logOutput: Pick<LogOutput, 'format' | 'brief'>;
    instanceName?: string;
  },
  out: { write(text: string): unknown } = process.stdout,
) {
  if (config.logLevel === 'silent') return false;
  const base = config.instanceName
    ? { base: { pid: process.pid, hostname: hostname(), instance: config.instanceName } }
    : {};
  if (config.logOutput.format === 'json') return { level: config.logLevel, ...base };
  return {
    level: config.logLevel,
    ...base,
    stream: createTextLogStream(out, config.logOutput.brief),
  };
}
