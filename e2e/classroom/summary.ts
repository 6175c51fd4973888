import type { PhaseRecord } from './lesson-game';
import type { Phone } from './phone';
import type { RecordedVisit } from './record-visit';
import type { ReplayResult } from './replay-visit';
import { settings } from './settings';
import type { Traffic } from './traffic';

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)} ms`);

export function percentile(values: number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export type LessonFacts = {
  shaping: string;
  visit: RecordedVisit | undefined;
  replays: ReplayResult[];
  arrivalsMs: { bot: number[]; phone: number[] };
  joined: number;
  students: number;
  phones: Phone[];
  phases: PhaseRecord[];
  expectedScreens: string[];
  traffic: Traffic;
  /** What the bots' sockets received: in the lobby (arrivals) and in all. */
  pushes: { bots: number; lobby: Pushed; all: Pushed };
  /** Bots whose socket needed more than 10 s to get into the room. */
  slowSockets: number;
  /** Students whose arrival failed (the server refused them, or they ran out of time). */
  refused: number;
  /** From the class's link returning after its outage to the last phone on the current screen. */
  reconnectMs: number | undefined;
  elapsedMs: number;
};

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const toKiB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const round = (value: number | undefined) => (value === undefined ? null : Math.round(value));

/** The socket bytes and messages a bot received during the game (from its start to its end). */
function gamePushes({ lobby, all }: LessonFacts['pushes']): Pushed {
  return { messages: all.messages - lobby.messages, bytes: all.bytes - lobby.bytes };
}

/** Every phone's phase-change-to-screen times, over every phase change that moved its screen. */
const phoneLatencies = (facts: LessonFacts) =>
  facts.phones.flatMap((phone) => timedLatencies(phone, facts.phases));

/** The lesson's result as `CLASSROOM_JSON` writes it (README.md beside this file). */
export function classroomResult(facts: LessonFacts) {
  const latencies = phoneLatencies(facts);
  const arrivals = [...facts.arrivalsMs.bot, ...facts.arrivalsMs.phone];
  const { bots } = facts.pushes;
  return {
    students: facts.students,
    joined: facts.joined,
    refused: facts.refused,
    phoneScreenP50Ms: round(percentile(latencies, 50)),
    phoneScreenP95Ms: round(percentile(latencies, 95)),
    reconnectMs: round(facts.reconnectMs),
    gameSocketKiBPerStudent: bots > 0 ? toKiB(gamePushes(facts.pushes).bytes / bots) : null,
    firstVisitKiB:
      facts.replays.length > 0 ? toKiB(mean(facts.replays.map((r) => r.bytesReceived))) : null,
    arrivalToRoomP95Ms: round(percentile(arrivals, 95)),
  };
}
type Pushed = { messages: number; bytes: number };

/** The figures the lesson prints (not asserted): bytes, first screens, latencies, traffic. */
export function printSummary(facts: LessonFacts): void {
  const { visit, replays, traffic, phones } = facts;
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(38)} ${value}`);
  console.log('\n=== classroom lesson: summary ===');
  line('network', facts.shaping);
  line('whole lesson', ms(facts.elapsedMs));
  if (visit) {
    const pages = new Set(visit.requests.map((r) => r.page)).size;
    const cached = visit.requests.filter((r) => r.fromCache).length;
    line(
      'recorded first visit (Chromium)',
      `${visit.requests.length} requests on ${pages} pages (${cached} from its cache)`,
    );
    line(
      '  bytes received / sent (browser count)',
      `${kib(visit.browserBytes.received)} / ${kib(visit.browserBytes.sent)}`,
    );
    line('  requests to other hosts (not replayed)', String(visit.elsewhere.length));
    for (const [kind, { count, bytes }] of kinds(visit)) {
      line(`    ${kind}`, `${String(count).padStart(4)} requests ${kib(bytes).padStart(11)}`);
    }
  }
  if (replays.length > 0) {
    const received = replays.map((r) => r.bytesReceived);
    const sent = replays.map((r) => r.bytesSent);
    line('replayed first visit per bot student', `${replays[0]?.requests ?? 0} requests`);
    line(
      '  bytes received on the wire (mean)',
      `${kib(mean(received))} (min ${kib(Math.min(...received))}, max ${kib(Math.max(...received))})`,
    );
    line('  bytes sent on the wire (mean)', kib(mean(sent)));
  }
  line('students joined', `${facts.joined} of ${facts.students}`);
  for (const kind of ['bot', 'phone'] as const) {
    const values = facts.arrivalsMs[kind];
    line(
      `arrival to room, ${kind}s (p50 / p95 / max)`,
      `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))} / ${ms(Math.max(...values, 0))}`,
    );
  }

  console.log('\n  phone        first screen   screens reached   phase->screen p50 / p95');
  for (const phone of phones) {
    const latencies = timedLatencies(phone, facts.phases);
    const reached = facts.expectedScreens.filter((key) => phone.seenAt.has(key)).length;
    console.log(
      `  ${phone.username.padEnd(12).slice(-12)} ${ms(phone.firstScreenMs).padStart(12)}   ${`${reached} / ${facts.expectedScreens.length}`.padStart(15)}   ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 95))}`,
    );
  }
  const all = phoneLatencies(facts);
  const bots = facts.phases.filter((p) => !p.afterOutage).map((p) => p.botsMs);
  line(
    '\n  phase change -> screen, all phones',
    `p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}, max ${ms(Math.max(...all, 0))} (${all.length} screens)`,
  );
  const pushes = facts.phones.flatMap((phone) => timedLatencies(phone, facts.phases, 'push'));
  const afterPush = facts.phones.flatMap((phone) => timedLatencies(phone, facts.phases, 'work'));
  line(
    '    of it: the socket message at the phone',
    `p50 ${ms(percentile(pushes, 50))}, p95 ${ms(percentile(pushes, 95))} (${pushes.length}); then the screen p50 ${ms(percentile(afterPush, 50))}, p95 ${ms(percentile(afterPush, 95))}`,
  );
  line(
    '  phase change -> pushed to all 51 bots',
    `p50 ${ms(percentile(bots, 50))}, p95 ${ms(percentile(bots, 95))}`,
  );
  line('  phase changes played', String(facts.phases.length));
  line(
    `  back on the screen after a ${settings.outageMs / 1000} s outage`,
    `${ms(facts.reconnectMs)} from the link's return (the last phone)`,
  );
  const { bots: count, lobby } = facts.pushes;
  if (count > 0) {
    const game = gamePushes(facts.pushes);
    const perBot = (p: Pushed) =>
      `${Math.round(p.messages / count)} messages, ${kib(p.bytes / count)} per bot`;
    line(
      '  socket pushes while the class arrived',
      `${perBot(lobby)} (${kib(lobby.bytes)} to ${count} bots)`,
    );
    line(
      '  socket pushes during the game',
      `${perBot(game)} (${kib(game.bytes)} to ${count} bots)`,
    );
    line('  bot sockets slower than 10 s to join', String(facts.slowSockets));
  }

  console.log(
    '\n  answers by source      2xx     3xx     4xx     5xx   no answer (aborted, other hosts)',
  );
  for (const source of ['recording', 'replay', 'bots', 'phones'] as const) {
    const cells = [2, 3, 4, 5].map((c) => String(traffic.count(source, c)).padStart(7));
    const failed = traffic.failures.filter((f) => f.source === source).length;
    console.log(`  ${source.padEnd(18)} ${cells.join(' ')} ${String(failed).padStart(11)}`);
  }
  for (const problem of traffic.problems.slice(0, 10)) {
    console.log(`  ! ${problem.status} ${problem.source}: ${problem.what}`);
  }
  // A page left while its pictures load, and other hosts (no internet here), are expected.
  const worthTelling = traffic.failures.filter(
    (f) =>
      !f.error.includes('ERR_ABORTED') &&
      (!f.what.includes('://') || f.what.includes(settings.serverUrl)),
  );
  for (const failure of worthTelling.slice(0, 10)) {
    console.log(`  ! no answer ${failure.source}: ${failure.what} (${failure.error})`);
  }
}

/** The recorded visit's requests and bytes by kind of file. */
function kinds(visit: RecordedVisit): Map<string, { count: number; bytes: number }> {
  const kindOf = (path: string) => {
    if (path.startsWith('/api/')) return 'API answers';
    if (/\.js(\?|$)/.test(path)) return 'scripts';
    if (/\.css(\?|$)/.test(path)) return 'styles';
    if (/\.(svg|png|jpe?g|webp|avif|gif|ico)(\?|$)/.test(path)) return 'pictures';
    if (/\.(woff2?|ttf|otf)(\?|$)/.test(path)) return 'fonts';
    if (/\.json(\?|$)/.test(path)) return 'texts (json)';
    return 'pages and other';
  };
  const totals = new Map<string, { count: number; bytes: number }>();
  for (const request of visit.requests) {
    const kind = kindOf(request.path);
    const total = totals.get(kind) ?? { count: 0, bytes: 0 };
    totals.set(kind, { count: total.count + 1, bytes: total.bytes + request.bytes });
  }
  return new Map([...totals].sort((a, b) => b[1].bytes - a[1].bytes));
}

/**
 * A phone's phase-to-screen times, for the phases that changed its screen; or their parts: to the
 * socket message that carried the change (`push`), from it to the screen (`work`).
 */
function timedLatencies(
  phone: Phone,
  phases: PhaseRecord[],
  part: 'screen' | 'push' | 'work' = 'screen',
) {
  const times = { screen: phone.latencies, push: phone.pushLatencies, work: phone.workLatencies }[
    part
  ];
  return phases
    .filter((p) => !p.sameScreen && !p.afterOutage)
    .map((p) => times.get(p.screen))
    .filter((v): v is number => v !== undefined);
}
