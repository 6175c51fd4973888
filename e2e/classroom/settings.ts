/**
 * The lesson's numbers in one place. Every wait has a deadline from here; the phase clocks the
 * server runs with are set by run.ts (see README.md).
 */
export const settings = {
  /** The server as the school sees it: inside its own network namespace, behind the NAT. */
  serverUrl: process.env.CLASSROOM_SERVER_URL ?? 'http://10.77.0.1:3520',
  /** The same server at the guide's own address: the class's Wi-Fi drops, the guide goes on. */
  guideUrl: process.env.CLASSROOM_GUIDE_URL ?? 'http://10.77.0.3:3520',
  /** How long the class's link drops once, during the first discussion. */
  outageMs: Number(process.env.CLASSROOM_OUTAGE_MS ?? 10_000),
  students: Number(process.env.CLASSROOM_STUDENTS ?? 50),
  phones: Number(process.env.CLASSROOM_PHONES ?? 6),
  /** Villains among the bot students: one is voted out each day, so this many rounds. */
  villains: Number(process.env.CLASSROOM_VILLAINS ?? 3),
  /** The students arrive one by one over this window. */
  arrivalWindowMs: Number(process.env.CLASSROOM_ARRIVAL_MS ?? 45_000),
  /** Quiz topics each bot answers in the opening and in the closing quiz (of 6). */
  topicsPerBot: Number(process.env.CLASSROOM_TOPICS_PER_BOT ?? 2),
  /** A student's pause on each public page before opening the next (reading, scrolling). */
  readingPauseMs: 1_500,
  /** Like a browser: at most this many connections per student to the server. */
  connectionsPerStudent: 6,
  deadlines: {
    serverUp: 60_000,
    recordVisit: 120_000,
    /** One student (bot or phone) from the first request to sitting in the room. */
    arrival: 240_000,
    /** Every client has a phase pushed / every phone shows the phase's screen. */
    phaseOnBots: 45_000,
    screenOnPhone: 45_000,
    /** One phone's action on a screen (a quiz answer, a vote). */
    phoneAction: 45_000,
    request: 60_000,
  },
} as const;

export { chromiumLaunch } from '../chromium-launch.mjs';

/** A phone as the class holds it: 360 x 740, touch, Indonesian. */
export const phoneContext = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  locale: 'id-ID',
  deviceScaleFactor: 2,
} as const;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `promise`, or a rejection naming `what` once `ms` have passed. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
