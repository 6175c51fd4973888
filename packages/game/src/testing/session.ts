import { applyMove } from '../apply-move';
import { createGame } from '../create-game';
import type { GameEvent, Move, MoveResult, RuleContext } from '../moves';
import { isRuleError } from '../moves';
import { createRandom } from '../random';
import type { RoleId } from '../roles';
import type { GameState, Phase, Player } from '../state';
import { testContext } from './fixtures';

export const MODERATOR = 'guide';

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
    this.state = deepFreeze(
      createGame({
        sessionId: 'session-1',
        roomCode: 'ABCD1234',
        moderatorId: MODERATOR,
        moderatorUsername: 'Kang Alam',
        seed,
        now: this.now,
      }),
    );
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

  player(userId: string): Player {
    const player = this.state.players.find((p) => p.userId === userId);
    if (!player) throw new Error(`no player ${userId}`);
    return player;
  }

  ids(filter: (p: Player) => boolean = () => true): string[] {
    return this.state.players.filter(filter).map((p) => p.userId);
  }
}
