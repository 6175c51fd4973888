import type { SessionStatePayload } from '@ecoscha/contracts';
import { receiveSeatPush, type GameView, type HeldView, type SeatPush } from '@ecoscha/game';

/** A seat's view as a push made it, whole: what the screens are given. */
export type SeatView = { sessionId: string; version: number; serverTime: number; view: GameView };

/** The view the socket holds per session: its pushes applied in order (whole, then patches). */
const held = new Map<string, HeldView<GameView>>();
const listeners = new Set<(push: SeatView) => void>();

/**
 * Takes a `session:state` push (the whole view, or what changed since the socket's last one) and
 * hands the view it makes to every listener. A patch that does not fit the view held (which a
 * socket's pushes, in order, never make) is dropped and `rejoin` asks for the whole view again.
 */
export function receiveSeatView(
  push: SessionStatePayload,
  rejoin: (sessionId: string) => void,
): void {
  const now = receiveSeatPush(held.get(push.sessionId), push as SeatPush<GameView>);
  if (!now) {
    held.delete(push.sessionId);
    return rejoin(push.sessionId);
  }
  held.set(push.sessionId, now);
  const seen = { sessionId: push.sessionId, serverTime: push.serverTime, ...now };
  for (const listener of listeners) listener(seen);
}

/** Listens to every seat view the socket receives; returns the way to stop. */
export function subscribeSeatViews(listener: (push: SeatView) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Forgets what the socket held (for one session, or all of them when it disconnected): the next
 * join sends the whole view again.
 */
export function forgetSeatViews(sessionId?: string): void {
  if (sessionId === undefined) held.clear();
  else held.delete(sessionId);
}
