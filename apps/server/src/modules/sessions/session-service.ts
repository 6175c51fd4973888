import { createHash, randomInt, randomUUID } from 'node:crypto';
import { generateRoomCode } from '@ecoscha/contracts';
import {
  applyMove,
  createGame,
  isRuleError,
  type AccessibilityMode,
  type GameEvent,
  type GameState,
  type GameTimings,
  type Move,
  type QuizBank,
} from '@ecoscha/game';
import { AppError } from '../../lib/app-error';
import { recordMoveStage } from '../../lib/move-timings';
import { createKeyedLock } from './keyed-lock';
import { createSessionWriter } from './session-writer';
import {
  isUniqueViolation,
  type AppliedAction,
  type SessionRepository,
  type StoredSession,
} from './session-repository';

/** Tells the world about a saved change: pushes views, schedules the next deadline. */
export type SessionListener = (state: GameState, events: GameEvent[], version: number) => void;

/** Fresh room codes tried before giving up (31^8 codes: a clash is already rare). */
const MAX_ATTEMPTS = 8;
/** Sessions kept in memory at most (the oldest is dropped; it is read again when needed). */
const CACHED_SESSIONS = 1000;

export const randomSource = () => randomInt(2 ** 32) / 2 ** 32;

/**
 * The session id a room opened by the call of `actionId` (the guide's id and key) gets: a UUID
 * made of the key's SHA-256 (version 8, RFC 9562), so that every try of the call names one room.
 */
export function sessionIdOfCall(actionId: string): string {
  const hex = createHash('sha256').update(`session:${actionId}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A fresh room code drawn here, when the guide's device proposed none. */
const freshRoomCode = () => generateRoomCode((size) => randomInt(size));

export type PerformOptions<R> = {
  /** A client-chosen id: a retry with the same id is answered from the first attempt. */
  actionId?: string;
  /** What the caller answers, computed from the state the move produced. */
  respond?: (state: GameState) => R;
};

export function createSessionService(deps: {
  repository: SessionRepository;
  timings: GameTimings;
  quizBank: () => QuizBank;
  onChange: SessionListener;
  /**
   * A move that changed nothing (a retry answered from its first run, a harmless repeat), with the
   * session as it is: with several instances, the first run's instance may have died before
   * pushing it.
   */
  onRepeat?: (stored: StoredSession) => void;
  /** True when no other instance writes to this database (no Redis cluster). */
  exclusive: boolean;
}) {
  const { repository } = deps;
  const withLock = createKeyedLock();
  /** The rules' context; a session's own quiz bank (chosen when the room opened) comes first. */
  const context = (state: GameState) => ({
    now: Date.now(),
    random: randomSource,
    timings: deps.timings,
    quiz: state.quizBank ?? deps.quizBank(),
  });

  /**
   * A process that owns its database (one instance, PGlite or a private PostgreSQL) keeps each
   * session's latest saved state in memory: reads need no query and a move is one UPDATE.
   * Instances sharing a database read and lock the row every time.
   */
  const cache = new Map<string, StoredSession>();
  const remember = (stored: StoredSession) => {
    if (!deps.exclusive) return;
    cache.delete(stored.state.sessionId);
    if (stored.state.phase === 'game_completely_ended') return;
    cache.set(stored.state.sessionId, stored);
    if (cache.size > CACHED_SESSIONS) cache.delete(cache.keys().next().value ?? '');
  };

  const writer = createSessionWriter({
    save: repository.saveIfVersion,
    onSaved: ({ state, events, version }) => {
      remember({ state, version });
      deps.onChange(state, events, version);
    },
    onFailed: (sessionId) => cache.delete(sessionId),
  });

  async function loadWithVersion(sessionId: string): Promise<StoredSession> {
    const stored = cache.get(sessionId) ?? (await repository.load(sessionId));
    if (!stored) throw new AppError('SESSION_NOT_FOUND');
    remember(stored);
    return stored;
  }

  const load = async (sessionId: string) => (await loadWithVersion(sessionId)).state;

  type Step = { state: GameState; events: GameEvent[]; response: unknown; action?: AppliedAction };

  function step<R>(
    stored: StoredSession,
    move: Move,
    respond: (s: GameState) => R,
    actionId?: string,
  ): Step {
    const result = applyMove(stored.state, move, context(stored.state));
    if (isRuleError(result)) throw new AppError(result.error);
    const response = respond(result.state);
    const actorId = 'actorId' in move ? move.actorId : 'system';
    return {
      state: result.state,
      events: result.events,
      response,
      action: actionId ? { actionId, actorId, response } : undefined,
    };
  }

  /** What a move answers, once `saved` settles (the move is saved, or failed to be). */
  type Outcome = { response: unknown; saved: Promise<void> };

  /**
   * A process that owns its database: the move is applied to the session's latest state in memory
   * and queued for saving (session-writer.ts); the lock is not held while it saves.
   */
  async function applyInOrder<R>(
    sessionId: string,
    move: Move,
    respond: (s: GameState) => R,
    actionId?: string,
  ): Promise<Outcome> {
    const base = writer.latest(sessionId) ?? (await loadWithVersion(sessionId));
    const next = step(base, move, respond, actionId);
    // A harmless repeat (the same phase again, a second pause): nothing to save or push.
    if (next.state === base.state) {
      const saved = writer.settled(sessionId).then(() => deps.onRepeat?.(base));
      return { response: next.response, saved };
    }
    const applied = { state: next.state, version: base.version + 1, events: next.events };
    const saved = writer.enqueue(base, { ...applied, action: next.action });
    return { response: next.response, saved };
  }

  /** Instances sharing a database: the row is read locked, changed and saved in one transaction. */
  async function applyAndSave<R>(
    sessionId: string,
    move: Move,
    respond: (s: GameState) => R,
    actionId?: string,
  ): Promise<Outcome> {
    let next: Step | undefined;
    const outcome = await repository.update(
      sessionId,
      (stored) => {
        next = step(stored, move, respond, actionId);
        if (next.state === stored.state) return null;
        return { state: next.state, action: next.action, result: next.response };
      },
      actionId,
    );
    if (outcome?.earlier) {
      // Saved by an earlier try (on any instance), perhaps never pushed: its instance may be gone.
      if (deps.onRepeat) deps.onRepeat(await loadWithVersion(sessionId));
      return { response: outcome.earlier.response, saved: Promise.resolve() };
    }
    if (!outcome || !next) throw new AppError('SESSION_NOT_FOUND');
    if (outcome.saved) deps.onChange(next.state, next.events, outcome.version);
    else deps.onRepeat?.({ state: next.state, version: outcome.version });
    return { response: next.response, saved: Promise.resolve() };
  }

  /**
   * The first run of a move with this action id: still being saved here, or saved (by this or
   * another instance); undefined when no such move was made.
   */
  async function earlierRun(sessionId: string, actionId: string): Promise<Outcome | undefined> {
    // Asked before the database: a move still being saved is not there yet, and once it is, it
    // is no longer waiting here.
    const waiting = writer.waiting(sessionId, actionId);
    if (waiting) return { response: waiting.action?.response, saved: waiting.saved };
    const earlier = await repository.findAppliedAction(sessionId, actionId);
    if (earlier === undefined) return undefined;
    if (deps.onRepeat) deps.onRepeat(await loadWithVersion(sessionId));
    return { response: earlier, saved: Promise.resolve() };
  }

  /**
   * Validates the move with the rules, saves it, then publishes it. Moves of one session are
   * applied one at a time (in this process by a lock, across instances by the row lock) and
   * saved in that order; a retried action id is answered from its first run. The answer waits
   * until the move is saved.
   */
  async function perform<R = GameState>(
    sessionId: string,
    move: Move,
    options: PerformOptions<R> = {},
  ): Promise<R> {
    const respond = options.respond ?? ((state: GameState) => state as R);
    const { actionId } = options;
    const queuedAt = performance.now();
    const { response, saved } = await withLock(sessionId, async (): Promise<Outcome> => {
      recordMoveStage('lockWait', queuedAt);
      // Instances sharing a database ask once the row is locked (a try on another instance may
      // be saving the same move right now); a process owning its database asks here.
      const earlier =
        actionId && deps.exclusive ? await earlierRun(sessionId, actionId) : undefined;
      if (earlier) return earlier;
      try {
        return deps.exclusive
          ? await applyInOrder(sessionId, move, respond, actionId)
          : await applyAndSave(sessionId, move, respond, actionId);
      } catch (error) {
        // The same action id was applied on another instance a moment ago.
        if (actionId && isUniqueViolation(error)) {
          const earlier = await repository.findAppliedAction(sessionId, actionId);
          return { response: earlier, saved: Promise.resolve() };
        }
        throw error;
      }
    });
    const savingAt = performance.now();
    await saved;
    recordMoveStage('save', savingAt);
    return response as R;
  }

  return {
    load,
    perform,

    /**
     * The answer of the move this action id made, once it is saved; undefined if it made none.
     * For a call that decides by the session's state whether to move at all.
     */
    async answerOf(
      sessionId: string,
      actionId: string,
    ): Promise<{ response: unknown } | undefined> {
      const earlier = await earlierRun(sessionId, actionId);
      if (!earlier) return undefined;
      await earlier.saved;
      return { response: earlier.response };
    },
    /** The durations a room gets unless its guide chooses others. */
    timings: deps.timings,

    loadWithVersion,

    /** Earlier sessions in which the player took a quiz (for the first-quiz and seeker badges). */
    priorQuizSessions: (userId: string, sessionId: string) =>
      repository.countQuizSessions(userId, sessionId),

    /**
     * After a restart: the running timer resumes at `deadline` (time spent down does not count).
     * Saved like a move and published, so every phone's countdown shows it.
     */
    async resumeDeadline(sessionId: string, deadline: number): Promise<void> {
      await withLock(sessionId, async () => {
        // Moves still being saved go first; this writes the row itself.
        await writer.settled(sessionId).catch(() => undefined);
        let resumed: GameState | undefined;
        const outcome = await repository.update(sessionId, ({ state }) => {
          if (state.deadline === null) return null;
          resumed = { ...state, deadline };
          return { state: resumed, result: undefined };
        });
        if (!outcome?.saved || !resumed) return;
        remember({ state: resumed, version: outcome.version });
        deps.onChange(resumed, [], outcome.version);
      });
    },

    /**
     * Rewrites a stored session's state outside the rules (a deleted student's name becomes their
     * roster number): saved like a move, after the moves being saved, and published.
     */
    async rewrite(sessionId: string, change: (state: GameState) => GameState): Promise<void> {
      await withLock(sessionId, async () => {
        await writer.settled(sessionId).catch(() => undefined);
        let next: GameState | undefined;
        const outcome = await repository.update(sessionId, ({ state }) => {
          next = change(state);
          return { state: next, result: undefined };
        });
        if (!outcome?.saved || !next) return;
        remember({ state: next, version: outcome.version });
        deps.onChange(next, [], outcome.version);
      });
    },

    /** Opens a session for a guide; the room code is the client's proposal or a fresh one. */
    async create(input: {
      moderatorId: string;
      moderatorUsername: string;
      roomCode?: string;
      /** The guide's own durations; the rest are the server's (kept with the session). */
      timings?: Partial<GameTimings>;
      /** The accessibility mode (every time limit longer); off when absent. */
      accessibility?: AccessibilityMode;
      /** The guide's chosen quiz bank (built from their own questions); the default when absent. */
      quizBank?: { bank: QuizBank; choice: 'own' | 'both' };
      /** The class the room is opened for (its badges lead to the lobby). */
      classId?: string;
      /** The opening call's action id: a retry is answered from the first run's room. */
      actionId?: string;
      /** What the call answers, saved with the action id. */
      respond?: (state: GameState) => unknown;
    }): Promise<{ state?: GameState; response: unknown }> {
      // Every try of one opening call gives one session id: a retry cannot open a second room.
      const sessionId = input.actionId ? sessionIdOfCall(input.actionId) : randomUUID();
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        const state = createGame({
          sessionId,
          roomCode: input.roomCode ?? freshRoomCode(),
          moderatorId: input.moderatorId,
          moderatorUsername: input.moderatorUsername,
          seed: randomInt(2 ** 31),
          now: Date.now(),
          // Kept with the session, so that every screen can say the durations in force.
          timings: { ...deps.timings, ...input.timings },
          ...(input.accessibility ? { accessibility: input.accessibility } : {}),
          ...(input.quizBank
            ? { quizBank: input.quizBank.bank, questionBank: input.quizBank.choice }
            : {}),
        });
        const response = input.respond?.(state);
        const action =
          input.actionId === undefined
            ? undefined
            : { actionId: input.actionId, actorId: input.moderatorId, response };
        if (await repository.insert(state, input.classId, action)) {
          remember({ state, version: 1 });
          deps.onChange(state, [], 1);
          return { state, response };
        }
        // The session id a retry of the call would give is taken: the room its first run opened.
        const earlier = input.actionId
          ? await repository.findAppliedAction(sessionId, input.actionId)
          : undefined;
        if (earlier !== undefined) return { response: earlier };
        if (input.roomCode) throw new AppError('ROOM_CODE_TAKEN');
      }
      throw new AppError('ROOM_CODE_TAKEN');
    },

    async findByRoomCode(roomCode: string): Promise<GameState> {
      const stored = await repository.findOpenByRoomCode(roomCode);
      if (!stored) throw new AppError('SESSION_NOT_FOUND');
      return stored.state;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
