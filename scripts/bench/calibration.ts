/**
 * How fast the machine running the bench is, so that two machines' rows compare as ratios: the
 * time of a fixed piece of the server's own work (a 16-seat room's guide view built and deflated as
 * a push is, a few thousand times), the cores and the Node version. The work goes through the game
 * package's views and the server's deflater: a change to either moves the calibration too.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { ZlibOptions } from 'node:zlib';
import { viewJsonFor, type GameState } from '@ecoscha/game';
import { reachFirstVote } from '../../packages/game/src/testing/driver';
import { tableRoles } from '../../packages/game/src/testing/fixtures';
import { MODERATOR, TestSession } from '../../packages/game/src/testing/session';
import { PUSH_DEFLATE } from '../../apps/server/src/plugins/realtime';
import { deflateMessage } from '../../apps/server/src/plugins/sync-deflate';
import { CLIENTS_PER_ROOM, PLAYERS_PER_ROOM } from './options';

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

/** A 16-seat room at its first day vote, everyone through the opening quiz (some right). */
function roomAtFirstVote(): GameState {
  const session = new TestSession({ seed: 3, roles: tableRoles(PLAYERS_PER_ROOM) });
  reachFirstVote(session, (userId, topicId) =>
    (userId.length + topicId.length) % 3 === 0 ? 'right' : 'wrong',
  );
  if (session.state.players.length + 1 !== CLIENTS_PER_ROOM) throw new Error('not a full room');
  return session.state;
}

/** The options a push to a browser is deflated with (the window the handshake agrees on). */
const DEFLATE_OPTIONS: ZlibOptions = {
  ...PUSH_DEFLATE.zlibDeflateOptions,
  windowBits: PUSH_DEFLATE.serverMaxWindowBits,
};

/** Builds and deflates the guide's view `count` times; a copy of the state each time, so no view is kept. */
function work(state: GameState, count: number): number {
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    const json = viewJsonFor({ ...state }, MODERATOR);
    bytes += deflateMessage(json, DEFLATE_OPTIONS).length;
  }
  return bytes;
}

export function calibrate(): Calibration {
  const state = roomAtFirstVote();
  work(state, WARM_UP_VIEWS);
  const cpuBefore = process.cpuUsage();
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    work(state, VIEWS_PER_ROUND);
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
  `calibration: ${c.views} guide views of a 16-seat room built and deflated in ${c.workMs.toFixed(0)} ms (CPU ${c.cpuMs.toFixed(0)} ms); ${c.cores} cores; Node ${c.node}; load ${c.load.map((l) => l.toFixed(2)).join(', ')}`;
