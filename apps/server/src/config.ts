import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { GUIDE_SIGNUP_MODES, type GuideSignupMode } from '@ecoscha/contracts';
import { DATA_FOLDER } from './lib/data-folder';
import { chooseLogOutput, LOG_FORMATS, LOG_LEVELS, type LogOutput } from './lib/log-output';

const require = createRequire(import.meta.url);
const packageRoot = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const TRUSTED_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isTrustedProxyEntry = (entry: string) =>
  TRUSTED_RANGE_NAMES.includes(entry) || isIP(entry.split('/')[0] ?? '') !== 0;

/**
 * Which proxies' X-Forwarded-For is believed: `false` (none: the connection's address counts),
 * `true` (every hop: only when nothing but the proxy can reach the server), or a comma-separated
 * list of the proxies' addresses or ranges (`127.0.0.1`, `10.0.0.0/8`, `loopback`): the client
 * is then the nearest address in the header that is not one of them, and what a client wrote
 * into the header itself is ignored.
 */
const TrustProxySchema = z
  .string()
  .default('false')
  .transform((value) => value.trim())
  .refine(
    (value) =>
      ['true', 'false'].includes(value) ||
      value.split(',').every((entry) => isTrustedProxyEntry(entry.trim())),
    'true, false or a comma-separated list of addresses',
  )
  .transform((value): boolean | string[] =>
    value === 'true' || value === 'false'
      ? value === 'true'
      : value.split(',').map((entry) => entry.trim()),
  );

/** Where the data folder and its backups are: read alone by `npm run backup` and `restore`. */
const DataFolderEnvSchema = z.object({
  DATA_DIR: z.string().default('./data'),
  /** Unset: `backups` beside the data folder. */
  BACKUP_DIR: z.string().optional(),
  /** 1: the server keeps a backup of each day itself (the last 7). */
  BACKUP_DAILY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
});

export type DataFolderSettings = {
  dataDir: string;
  /** PGlite keeps its files here, inside the data folder. */
  pgliteDir: string;
  backupDir: string;
  backupDaily: boolean;
};

/** The data folder's settings, without touching the folder (a restore needs it left as it is). */
export function loadDataFolderSettings(env: NodeJS.ProcessEnv = process.env): DataFolderSettings {
  const parsed = DataFolderEnvSchema.parse(env);
  const dataDir = resolve(parsed.DATA_DIR);
  return {
    dataDir,
    pgliteDir: join(dataDir, DATA_FOLDER.database),
    backupDir: parsed.BACKUP_DIR ? resolve(parsed.BACKUP_DIR) : join(dirname(dataDir), 'backups'),
    backupDaily: parsed.BACKUP_DAILY,
  };
}

const DEFAULT_REDIS_KEY_PREFIX = 'ecoscha:';

const EnvSchema = DataFolderEnvSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /**
   * Starts every key and channel this server uses in Redis: the instances of one server share it;
   * another server (another database) on the same Redis needs its own.
   */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
    .default(DEFAULT_REDIS_KEY_PREFIX),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  CONTENT_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_API_BASE: z.string().default(''),
  PUBLIC_SOCKET_BASE: z.string().default(''),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  REGISTER_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  ADDRESS_RATE_LIMIT: z.coerce.number().int().positive().default(3000),
  MATERIAL_WRITE_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  TRUST_PROXY: TrustProxySchema,
  GUIDE_SIGNUP: z.enum(GUIDE_SIGNUP_MODES).default('open'),
  /**
   * This instance's name among several behind one proxy (`a`, `b`): it starts every Socket.IO
   * session id, so the proxy sends a socket's next requests to the instance that knows it.
   */
  INSTANCE_NAME: z
    .string()
    .regex(/^[a-z0-9]{1,16}$/)
    .optional(),
  QUIZ_MS: z.coerce.number().int().positive().default(360_000),
  DISCUSSION_MS: z.coerce.number().int().positive().default(180_000),
  VOTING_MS: z.coerce.number().int().positive().default(30_000),
  CLOSING_QUIZ_MS: z.coerce.number().int().positive().default(360_000),
  PRACTICE_MIN_MS: z.coerce.number().int().min(0).default(2_000),
  PRACTICE_MAX_MS: z.coerce.number().int().min(0).default(8_000),
  CLIENT_TIME_SCALE: z.coerce.number().positive().max(10).default(1),
  EXPOSE_METRICS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Unset: info (in a terminal, only warnings, errors and the class's events). */
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  /** auto: readable lines in a terminal, JSON lines anywhere else; json or text to choose. */
  LOG_FORMAT: z.enum(LOG_FORMATS).default('auto'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** PGlite keeps its files here; `undefined` keeps the database in memory (tests). */
  pgliteDir: string | undefined;
  /** Where backups go (`npm run backup`, and daily ones when `backupDaily`). */
  backupDir: string;
  backupDaily: boolean;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The prefix of the instances' Redis channels (from `redisKeyPrefix`). */
  redisChannel: string;
  /** Starts every key in Redis (limits' counters): one per deployment, another per test cluster. */
  redisKeyPrefix: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  contentDir: string;
  webDistDir: string;
  publicApiBase: string;
  publicSocketBase: string;
  bodyLimitBytes: number;
  /**
   * Failed logins per account in 15 min before each further one makes it wait (2 s, doubling, at
   * most 30 s; see `login-failures.ts`); sign-ups per address and material writes
   * per account in 10 min; API calls per minute per signed-in account and per anonymous address.
   */
  rateLimits: {
    login: number;
    register: number;
    materialWrite: number;
    api: { perAccount: number; perAddress: number };
  };
  /** See TrustProxySchema: none, every hop, or the proxies' addresses. */
  trustProxy: boolean | string[];
  /**
   * `open`: anyone may sign up as a guide. `invite`: the first account of the server is its
   * administrator; every later guide needs the administrator's one-time invite.
   */
  guideSignup: GuideSignupMode;
  /** Starts this instance's Socket.IO session ids (`a.…`) for a proxy's sticky routing. */
  instanceName: string | undefined;
  exposeMetrics: boolean;
  logLevel: string;
  /** JSON lines, or readable ones (brief for a teacher when LOG_LEVEL is not set). */
  logOutput: Pick<LogOutput, 'format' | 'brief'>;
  /** Phase durations; the spec's values unless shortened for tests and demos. */
  timings: { quizMs: number; discussionMs: number; votingMs: number; closingQuizMs: number };
  /** How long a practice seat takes before each move: a random time between the two. */
  practicePace: { minMs: number; maxMs: number };
  /** Multiplies every duration the web app keeps itself (polling, flips, countdowns, delays). */
  clientTimeScale: number;
};

/** A secret generated once and kept in the data folder, so tokens survive a restart. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, DATA_FOLDER.tokenSecret);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `terminal`: the server's standard output is a terminal (a person reads it). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  terminal = process.stdout.isTTY === true,
): Config {
  const parsed = EnvSchema.parse(env);
  const { level, ...logOutput } = chooseLogOutput({
    format: parsed.LOG_FORMAT,
    level: parsed.LOG_LEVEL,
    terminal,
  });
  const { dataDir, pgliteDir, backupDir, backupDaily } = loadDataFolderSettings(env);
  return {
    env: parsed.NODE_ENV,
    host: parsed.HOST,
    port: parsed.PORT,
    dataDir,
    pgliteDir,
    backupDir,
    backupDaily,
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    // The default keeps Socket.IO's own channel: instances of an earlier version still hear
    // this one while a rolling update replaces them.
    redisChannel:
      parsed.REDIS_KEY_PREFIX === DEFAULT_REDIS_KEY_PREFIX
        ? 'socket.io'
        : `${parsed.REDIS_KEY_PREFIX}socket.io`,
    redisKeyPrefix: parsed.REDIS_KEY_PREFIX,
    jwtSecret: parsed.JWT_SECRET ?? persistentSecret(dataDir),
    jwtExpiresIn: parsed.JWT_EXPIRES_IN,
    contentDir: parsed.CONTENT_DIR ? resolve(parsed.CONTENT_DIR) : packageRoot('@ecoscha/content'),
    webDistDir: parsed.WEB_DIST_DIR
      ? resolve(parsed.WEB_DIST_DIR)
      : join(packageRoot('@ecoscha/server'), '..', 'web', 'dist'),
    publicApiBase: parsed.PUBLIC_API_BASE,
    publicSocketBase: parsed.PUBLIC_SOCKET_BASE,
    bodyLimitBytes: parsed.BODY_LIMIT_BYTES,
    rateLimits: {
      login: parsed.LOGIN_RATE_LIMIT,
      register: parsed.REGISTER_RATE_LIMIT,
      materialWrite: parsed.MATERIAL_WRITE_RATE_LIMIT,
      api: { perAccount: parsed.ACCOUNT_RATE_LIMIT, perAddress: parsed.ADDRESS_RATE_LIMIT },
    },
    trustProxy: parsed.TRUST_PROXY,
    guideSignup: parsed.GUIDE_SIGNUP,
    instanceName: parsed.INSTANCE_NAME,
    exposeMetrics: parsed.EXPOSE_METRICS,
    logLevel: level,
    logOutput,
    timings: {
      quizMs: parsed.QUIZ_MS,
      discussionMs: parsed.DISCUSSION_MS,
      votingMs: parsed.VOTING_MS,
      closingQuizMs: parsed.CLOSING_QUIZ_MS,
    },
    clientTimeScale: parsed.CLIENT_TIME_SCALE,
    practicePace: {
      minMs: parsed.PRACTICE_MIN_MS,
      maxMs: Math.max(parsed.PRACTICE_MIN_MS, parsed.PRACTICE_MAX_MS),
    },
  };
}

export const serverPackageRoot = () => packageRoot('@ecoscha/server');
