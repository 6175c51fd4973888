/**
 * How fast the machine running the bench is, so that two machines' rows compare as ratios: the
 * time of a fixed piece of CPU work of the kind a push does (a class's view serialised, read back
 * and deflated, a few thousand times), the cores and the Node version.
 *
 * The work leaves the app's code out on purpose: its document and its deflate options are written
 * here, once. A calibration that built the app's own views moved with every change to them (views
 * made faster made the machine look faster), so ratios from two commits did not compare.
 */
import { availableParallelism, loadavg } from 'node:os';
import { deflateRawSync } from 'node:zlib';

export type Calibration = {
  /** Wall time of the work: the median of its rounds, times the rounds. */
  workMs: number;
  /** CPU time of the whole work (all rounds): well under workMs when other jobs took the cores. */
  cpuMs: number;
  views: number;
  cores: number;
  node: string;
  /** The load average when measured (1, 5, 15 min): the machine may be shared. */
  load: number[];
};

const ROUNDS = 5;
const VIEWS_PER_ROUND = 800;
const WARM_UP_VIEWS = 1_000;
const SEATS = 16;
/** What a browser's push is deflated with (raw deflate, a 4 KiB window, the fastest level). */
const DEFLATE = { level: 1, memLevel: 4, windowBits: 12 } as const;

/**
 * A document shaped like a 16-seat class's view at its first vote (about 12 KB of JSON): the
 * players, their night actions and votes, each one's quiz answers. Made from fixed rules, so it is
 * the same document on every machine and at every commit.
 */
function classDocument() {
  const seat = (i: number) => `seat-${String(i).padStart(2, '0')}-${'x'.repeat(28)}`;
  const players = Array.from({ length: SEATS }, (_, i) => ({
    userId: seat(i),
    username: `Siswa ${i + 1} Kelas Hijau`,
    isAlive: i % 5 !== 0,
    isEliminated: i % 5 === 0,
    eliminatedBy: i % 5 === 0 ? 'voting' : null,
    eliminatedRound: i % 5 === 0 ? 1 : null,
    hasVoted: i % 2 === 0,
    points: 10 * (i % 7),
    gameScore: 0,
  }));
  const answers = (i: number) =>
    Array.from({ length: 3 }, (_, topic) => ({
      topicId: `topic-${topic}`,
      kind: 'opening',
      score: (i + topic) % 4,
      answers: Array.from({ length: 4 }, (_, q) => ({
        questionId: `q${topic}-${q}`,
        answer: q % 3,
      })),
    }));
  return {
    sessionId: '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f',
    roomCode: 'HIJAU7',
    gameState: { phase: 'voting_active', round: 1, deadline: 1_800_000_000_000, gameEnded: false },
    players,
    nightActions: players
      .slice(0, 6)
      .map((p, i) => ({ actorId: p.userId, kind: 'kill', round: 1, targetId: seat(i + 6) })),
    dayVotes: players
      .filter((p) => p.hasVoted)
      .map((p, i) => ({ voterId: p.userId, targetId: seat(i % 3), round: 1 })),
    quizResults: Object.fromEntries(players.map((p, i) => [p.userId, answers(i)])),
  };
}

/** Serialises, reads back and deflates the document `count` times, a round number apart each time. */
function work(document: ReturnType<typeof classDocument>, count: number): number {
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    const json = JSON.stringify({ ...document, gameState: { ...document.gameState, round: i } });
    bytes += (JSON.parse(json) as { players: unknown[] }).players.length;
    bytes += deflateRawSync(json, DEFLATE).length;
  }
  return bytes;
}

export function calibrate(): Calibration {
  const document = classDocument();
  work(document, WARM_UP_VIEWS);
  const cpuBefore = process.cpuUsage();
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    work(document, VIEWS_PER_ROUND);
    rounds.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const median = [...rounds].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] ?? NaN;
  return {
    workMs: median * ROUNDS,
    cpuMs: (cpu.user + cpu.system) / 1000,
    views: ROUNDS * VIEWS_PER_ROUND,
    cores: availableParallelism(),
    node: process.version,
    load: loadavg(),
  };
}

export const calibrationLine = (c: Calibration) =>
  `calibration: a 16-seat class's view serialised, read back and deflated ${c.views} times in ${c.workMs.toFixed(0)} ms (CPU ${c.cpuMs.toFixed(0)} ms); ${c.cores} cores; Node ${c.node}; load ${c.load.map((l) => l.toFixed(2)).join(', ')}`;
