import { applyMove } from '../apply-move';
import { createGame, type CreateGameInput } from '../create-game';
import type { GameEvent, Move, MoveResult, RuleContext } from '../moves';
import { isRuleError } from '../moves';
import { createRandom } from '../random';
import type { RoleId } from '../roles';
import { PHASES, type GameState, type Phase, type Player } from '../state';
import { testContext } from './fixtures';

export const MODERATOR = 'guide';

/** A room as its guide opens it, with the guide's own settings, if any. */
export function testGame(input: Partial<CreateGameInput> = {}): GameState {
  return createGame({
    sessionId: 'session-1',
    roomCode: 'ABCD1234',
    moderatorId: MODERATOR,
    moderatorUsername: 'Kang Alam',
    seed: 1,
    now: 0,
    ...input,
  });
}

/** Freezes a state and everything in it, so that a move that mutates its input throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

/** A session under test: holds the state and a clock, applies moves, keeps the events. */
export class TestSession {
  state: GameState;
  now = 1_000_000;
  events: GameEvent[] = [];
  readonly random: () => number;
  /** Called after every move that succeeded, with the state before it. */
  observe: ((before: GameState, session: TestSession) => void) | null = null;
  private readonly overrides: Partial<RuleContext>;

  constructor(options: { seed?: number; roles?: RoleId[]; overrides?: Partial<RuleContext> } = {}) {
    const seed = options.seed ?? 1;
    this.random = createRandom(seed + 7);
    this.overrides = options.overrides ?? {};
    this.state = deepFreeze(testGame({ seed, now: this.now }));
    (options.roles ?? []).forEach((roleId, i) => this.join(`p${i + 1}`, roleId));
  }

  ctx(): RuleContext {
    return { ...testContext(this.now), random: this.random, ...this.overrides };
  }

  tick(ms: number): this {
    this.now += ms;
    return this;
  }

  /** Applies a move; on success the state moves on. Answers the raw result. */
  apply(move: Move): MoveResult {
    const before = this.state;
    const result = applyMove(before, move, this.ctx());
    if (!isRuleError(result)) {
      this.state = deepFreeze(result.state);
      this.events.push(...result.events);
      this.observe?.(before, this);
    }
    return result;
  }

  /** Applies a move that must be legal; returns its events. */
  do(move: Move): GameEvent[] {
    const result = this.apply(move);
    if (isRuleError(result)) {
      throw new Error(`${move.type} refused in ${this.state.phase}: ${result.error}`);
    }
    return result.events;
  }

  join(userId: string, roleId: RoleId): this {
    this.do({ type: 'join', actorId: userId, username: `user-${userId}`, roleId });
    return this;
  }

  advance(to: Phase, round?: number): GameEvent[] {
    return this.do({ type: 'advance', actorId: MODERATOR, to, round });
  }

  /**
   * Day 1 with no move from anyone: advances through every phase after the current one, in the
   * order the first round takes them, up to `to`.
   */
  advanceTo(to: Phase): void {
    const from = PHASES.indexOf(this.state.phase);
    for (const phase of PHASES.slice(from + 1, PHASES.indexOf(to) + 1)) {
      this.advance(phase, phase === 'night_phase' ? 1 : undefined);
    }
  }

  /** Takes a player out by hand (`isAlive` only), for a move that must meet someone out. */
  markOut(userId: string): this {
    this.state = {
      ...this.state,
      players: this.state.players.map((p) => (p.userId === userId ? { ...p, isAlive: false } : p)),
    };
    return this;
  }

  player(userId: string): Player {
    const player = this.state.players.find((p) => p.userId === userId);
    if (!player) throw new Error(`no player ${userId}`);
    return player;
  }

  ids(filter: (p: Player) => boolean = () => true): string[] {
    return this.state.players.filter(filter).map((p) => p.userId);
  }
}
