// The lesson itself, run inside the school's network namespace by run.ts: records a real first
// visit, lets fifty students arrive over 45 s from the school's one address (bots replaying that
// visit, Chromium phones on the real screens), plays a whole game, prints the figures and exits 0
// only if every check holds.
import { writeFileSync } from 'node:fs';
import type { RoleId } from '@ecoscha/game';
import { chromium, type Browser } from 'playwright-core';
import { classSeats, type Seat } from './class-seats';
import { LessonGame, type LessonResult } from './lesson-game';
import { Phone } from './phone';
import { citizenScreen } from './phone-screens';
import { recordVisit, type RecordedVisit } from './record-visit';
import type { ReplayResult } from './replay-visit';
import { chromiumLaunch, settings, sleep, within } from './settings';
import { arriveAsBot, CountedBot } from './student-bot';
import { classroomResult, printSummary, type LessonFacts } from './summary';
import { Traffic } from './traffic';

const startedAt = performance.now();
/** run.ts stops everything at its timeout; the lesson stops its game a little before. */
const lessonDeadlineMs = Number(process.env.CLASSROOM_LESSON_DEADLINE_MS ?? 11 * 60_000);
const log = (text: string) =>
  console.log(`[${((performance.now() - startedAt) / 1000).toFixed(1).padStart(6)} s] ${text}`);

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + settings.deadlines.serverUp;
  while (Date.now() < deadline) {
    const up = await fetch(`${settings.serverUrl}/health`, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return;
    await sleep(500);
  }
  throw new Error(`the server at ${settings.serverUrl} did not answer /health in time`);
}

function totalPushed(bots: CountedBot[]) {
  return bots.reduce(
    (sum, bot) => ({
      messages: sum.messages + bot.pushed.messages,
      bytes: sum.bytes + bot.pushed.bytes,
    }),
    { messages: 0, bytes: 0 },
  );
}

type Arrival = { seat: Seat; bot?: CountedBot; phone?: Phone; replay?: ReplayResult; ms: number };

async function arrive(
  seat: Seat,
  tag: string,
  visit: RecordedVisit,
  browser: Browser,
  roomCode: string,
  traffic: Traffic,
): Promise<Arrival> {
  await sleep(seat.arriveAtMs);
  const cameAt = performance.now();
  const deadline = settings.deadlines.arrival;
  const what = `student ${seat.index} (${seat.kind}) arriving`;
  if (seat.kind === 'phone') {
    const phone = new Phone(seat.index, seat.card, tag, traffic);
    await within(phone.arrive(browser, roomCode), deadline, what).catch(async (error: unknown) => {
      await phone.close();
      throw error;
    });
    await phone.reach(citizenScreen('initial', 0));
    return { seat, phone, ms: performance.now() - cameAt };
  }
  const username = `s${tag}n${String(seat.index).padStart(2, '0')}`;
  const bot = new CountedBot(username, seat.card, traffic);
  const replay = await within(arriveAsBot(visit, traffic, bot, roomCode), deadline, what);
  return { seat, bot, replay, ms: performance.now() - cameAt };
}

async function main(): Promise<number> {
  const traffic = new Traffic();
  const tag = Date.now().toString(36).slice(-5);
  const seats = classSeats(
    settings.students,
    settings.phones,
    settings.villains,
    settings.arrivalWindowMs,
  );
  const arrivals: Arrival[] = [];
  const phones: Phone[] = [];
  const problems: string[] = [];
  let visit: RecordedVisit | undefined;
  let result: LessonResult | undefined;
  let game: LessonGame | undefined;
  let joined = 0;
  const bots: CountedBot[] = [];
  let lobbyPushes = { messages: 0, bytes: 0 };
  const browser = await chromium.launch(chromiumLaunch);
  const guide = new CountedBot(`pemandu${tag}`, 'sustainability_guide', traffic, settings.guideUrl);
  try {
    await waitForServer();
    log(`server up at ${settings.serverUrl}`);
    await guide.signIn();
    const { _id: sessionId } = await guide.call<{ _id: string }>('POST', '/api/game-sessions', {
      moderatorId: guide.userId,
      moderatorUsername: guide.username,
    });
    const session = await guide.call<{ roomCode: string }>(
      'GET',
      `/api/game-sessions/${sessionId}`,
    );
    await guide.connectCounted(sessionId);
    log(`the guide opened room ${session.roomCode}`);

    visit = await within(
      recordVisit(browser, 'asep_eco_citizen', traffic),
      settings.deadlines.recordVisit,
      'recording a visit',
    );
    log(
      `recorded a real first visit: ${visit.requests.length} requests, ${visit.elsewhere.length} to other hosts`,
    );
    if (process.env.CLASSROOM_VISIT_FILE)
      writeFileSync(process.env.CLASSROOM_VISIT_FILE, JSON.stringify(visit, null, 2));

    log(
      `${settings.students} students arrive over ${settings.arrivalWindowMs / 1000} s (${settings.phones} on Chromium phones)`,
    );
    const settled = await Promise.allSettled(
      seats.map((seat) =>
        arrive(seat, tag, visit as RecordedVisit, browser, session.roomCode, traffic),
      ),
    );
    for (const [i, outcome] of settled.entries()) {
      if (outcome.status === 'fulfilled') arrivals.push(outcome.value);
      else
        problems.push(
          `student ${i} did not join: ${(outcome.reason as Error).message.split('\n')[0]}`,
        );
    }
    phones.push(...arrivals.flatMap((a) => (a.phone ? [a.phone] : [])));
    const view = await guide.call<{ players: Array<{ userId: string; roleId: RoleId }> }>(
      'GET',
      `/api/game-sessions/${sessionId}`,
    );
    joined = view.players.length;
    log(`${joined} students in the room`);

    bots.push(...arrivals.flatMap((a) => (a.bot ? [a.bot] : [])));
    lobbyPushes = totalPushed(bots);
    const roles = new Map(view.players.map((p) => [p.userId, p.roleId]));
    game = new LessonGame(guide, sessionId, bots, phones, roles, log);
    log('the guide starts the game');
    // Stop the game in time to print what was reached before run.ts's own timeout.
    const left = lessonDeadlineMs - (performance.now() - startedAt);
    result = await within(game.play(), Math.max(0, left), 'the game');
    log(`game over: ${result.winner} won after ${result.rounds} days`);
  } catch (error) {
    problems.push(`the lesson stopped: ${(error as Error).stack ?? String(error)}`);
  } finally {
    for (const arrival of arrivals) arrival.bot?.close();
    guide.close();
    await Promise.all(phones.map((phone) => phone.close()));
    await browser.close().catch(() => undefined);
  }

  const phases = game?.phases ?? [];
  const expectedScreens = ['lobby', ...new Set(phases.map((p) => p.screen))];
  const facts: LessonFacts = {
    shaping: process.env.CLASSROOM_SHAPING_NOTE ?? 'not told',
    visit,
    replays: arrivals.flatMap((a) => (a.replay ? [a.replay] : [])),
    arrivalsMs: {
      bot: arrivals.filter((a) => a.bot).map((a) => a.ms),
      phone: arrivals.filter((a) => a.phone).map((a) => a.ms),
    },
    joined,
    students: settings.students,
    phones,
    phases,
    expectedScreens,
    traffic,
    pushes: { bots: bots.length, lobby: lobbyPushes, all: totalPushed(bots) },
    slowSockets: bots.filter((b) => b.slowSocket).length,
    refused: settings.students - arrivals.length,
    reconnectMs: game?.reconnectMs,
    elapsedMs: performance.now() - startedAt,
  };
  printSummary(facts);
  if (process.env.CLASSROOM_REQUEST_LOG)
    writeFileSync(process.env.CLASSROOM_REQUEST_LOG, `${traffic.log.join('\n')}\n`);
  const resultFile = process.env.CLASSROOM_JSON;
  if (resultFile) writeFileSync(resultFile, `${JSON.stringify(classroomResult(facts), null, 2)}\n`);
  return verdict({ problems, traffic, joined, phones, expectedScreens, result });
}

/** The checks the lesson asserts; prints each and answers the exit code. */
function verdict({
  problems,
  traffic,
  joined,
  phones,
  expectedScreens,
  result,
}: {
  problems: string[];
  traffic: Traffic;
  joined: number;
  phones: Phone[];
  expectedScreens: string[];
  result: LessonResult | undefined;
}): number {
  const checks: Array<[boolean, string]> = [
    [traffic.tooMany() === 0, `no 429 (got ${traffic.tooMany()})`],
    [traffic.serverErrors() === 0, `no 5xx (got ${traffic.serverErrors()})`],
    [joined === settings.students, `every student joined (${joined} of ${settings.students})`],
    [
      phones.length === settings.phones,
      `every phone arrived (${phones.length} of ${settings.phones})`,
    ],
    ...phones.map((phone): [boolean, string] => {
      const missing = expectedScreens.filter((key) => !phone.seenAt.has(key));
      const detail = [...missing.map((m) => `missing "${m}"`), ...phone.missed]
        .slice(0, 6)
        .join('; ');
      return [
        missing.length === 0 && phone.missed.length === 0,
        `${phone.username} reached every screen${detail ? `: ${detail}` : ''}`,
      ];
    }),
    [
      result !== undefined &&
        result.winner === 'good_guys' &&
        result.leaderboardEntries === settings.students,
      `the lesson ended with the final leaderboard (${result ? `${result.leaderboardEntries} entries, ${result.winner} won` : 'not reached'})`,
    ],
    [
      phones.every((p) => p.dialogs.length === 0),
      'no phone needed a browser dialog (the end of the game is told on the results screen)',
    ],
  ];
  console.log('\n=== checks ===');
  for (const problem of problems) console.log(`  ! ${problem}`);
  for (const [ok, text] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`);
  const passed = problems.length === 0 && checks.every(([ok]) => ok);
  console.log(passed ? '\nclassroom lesson: PASSED' : '\nclassroom lesson: FAILED');
  return passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
