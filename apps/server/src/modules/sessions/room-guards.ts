/** Sockets of one account in one session's room at most; a newer one takes the oldest's place. */
export const MAX_SOCKETS_PER_ACCOUNT_AND_SESSION = 3;
/** Unknown session ids remembered, and for how long: a flood of them reads the database once. */
const MAX_MISSING = 1_000;
const MISSING_FOR_MS = 5 * 60_000;

/**
 * Session ids that were looked up and not found. Session ids are random and made by the server,
 * so an id unknown a moment ago is only known later if this server made it (`forget` then).
 */
export function createMissingSessions() {
  const missing = new Map<string, number>();
  return {
    has(sessionId: string, now = Date.now()): boolean {
      const until = missing.get(sessionId);
      if (until === undefined) return false;
      if (until > now) return true;
      missing.delete(sessionId);
      return false;
    },
    add(sessionId: string, now = Date.now()) {
      missing.delete(sessionId);
      missing.set(sessionId, now + MISSING_FOR_MS);
      if (missing.size > MAX_MISSING) missing.delete(missing.keys().next().value as string);
    },
    forget: (sessionId: string) => void missing.delete(sessionId),
    size: () => missing.size,
  };
}

/**
 * Which sockets of an account are in a session's room, oldest first. `admit` returns the sockets
 * that must leave so that at most `max` stay (the newest win).
 */
export function createSeatSockets<S>(max = MAX_SOCKETS_PER_ACCOUNT_AND_SESSION) {
  const seats = new Map<string, S[]>();
  const keyOf = (sessionId: string, userId: string) => `${sessionId}|${userId}`;
  return {
    admit(sessionId: string, userId: string, socket: S): S[] {
      const key = keyOf(sessionId, userId);
      const sockets = (seats.get(key) ?? []).filter((s) => s !== socket);
      sockets.push(socket);
      const evicted = sockets.splice(0, Math.max(0, sockets.length - max));
      seats.set(key, sockets);
      return evicted;
    },
    release(sessionId: string, userId: string, socket: S) {
      const key = keyOf(sessionId, userId);
      const sockets = (seats.get(key) ?? []).filter((s) => s !== socket);
      if (sockets.length === 0) seats.delete(key);
      else seats.set(key, sockets);
    },
    count: (sessionId: string, userId: string) => seats.get(keyOf(sessionId, userId))?.length ?? 0,
  };
}
