import type { GameEvent } from '@ecoscha/game';
import { AppError } from '../../lib/app-error';
import type { AppliedAction, StoredSession } from './session-repository';

/** A move applied in memory, waiting to be saved. */
export type AppliedMove = StoredSession & { events: GameEvent[]; action?: AppliedAction };

type Queued = AppliedMove & { saved: Promise<void>; resolve(): void; reject(error: unknown): void };

/** A session with moves not yet saved: the state saved last, and the moves after it in order. */
type Line = { durable: StoredSession; saving: Queued[]; queue: Queued[] };

/** The last move of a line: queued, or else in the write on its way. */
const lastOf = (line: Line) =>
  line.queue[line.queue.length - 1] ?? line.saving[line.saving.length - 1];

/**
 * Saves each session's moves in the order they were applied, several in one write when they come
 * faster than the database answers (a class voting at once): while one write is on its way, the
 * moves after it are applied in memory and wait for the next write together. A move counts, and
 * is pushed, only once the write that holds it is saved; a write that fails fails every move
 * queued behind it too (they were applied on top of it), and the session is read again.
 */
export function createSessionWriter(deps: {
  /** Saves `to` over the version `from` (whose state was `from.state`), with the moves' actions. */
  save(from: StoredSession, to: StoredSession, actions: AppliedAction[]): Promise<boolean>;
  /** A move is saved: pushed and remembered, in order. */
  onSaved(move: AppliedMove): void;
  /** A write failed: whatever is remembered of the session is read again. */
  onFailed(sessionId: string): void;
}) {
  const lines = new Map<string, Line>();

  async function drain(sessionId: string, line: Line) {
    while (line.queue.length > 0) {
      const batch = line.queue.splice(0);
      line.saving = batch;
      const last = batch[batch.length - 1] as Queued;
      try {
        const actions = batch.flatMap((move) => (move.action ? [move.action] : []));
        if (!(await deps.save(line.durable, last, actions))) throw new AppError('INTERNAL');
      } catch (error) {
        lines.delete(sessionId);
        deps.onFailed(sessionId);
        for (const move of [...batch, ...line.queue.splice(0)]) move.reject(error);
        return;
      }
      line.durable = { state: last.state, version: last.version };
      for (const move of batch) {
        try {
          deps.onSaved(move);
          move.resolve();
        } catch (error) {
          // Saved, but not told (as when a single save's push failed): its caller hears of it.
          move.reject(error);
        }
      }
    }
    lines.delete(sessionId);
  }

  return {
    /** The session with its unsaved moves applied, if it has any. */
    latest(sessionId: string): StoredSession | undefined {
      const line = lines.get(sessionId);
      return line && lastOf(line);
    },

    /** The unsaved move of this action id, if one is waiting. */
    waiting(sessionId: string, actionId: string): Queued | undefined {
      const line = lines.get(sessionId);
      const ofAction = (move: Queued) => move.action?.actionId === actionId;
      return line && (line.saving.find(ofAction) ?? line.queue.find(ofAction));
    },

    /** Queues a move applied to `base` (the saved state, or `latest`); settles once saved. */
    enqueue(base: StoredSession, move: AppliedMove): Promise<void> {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const saved = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
      // Whoever waits for it is told; nobody else need be.
      saved.catch(() => undefined);
      const queued: Queued = { ...move, saved, resolve, reject };
      const sessionId = move.state.sessionId;
      const line = lines.get(sessionId);
      if (line) line.queue.push(queued);
      else {
        const started: Line = { durable: base, saving: [], queue: [queued] };
        lines.set(sessionId, started);
        void drain(sessionId, started);
      }
      return saved;
    },

    /** Settles once every move queued so far for the session is saved (or failed). */
    settled(sessionId: string): Promise<void> {
      const line = lines.get(sessionId);
      return (line && lastOf(line)?.saved) ?? Promise.resolve();
    },
  };
}

export type SessionWriter = ReturnType<typeof createSessionWriter>;
