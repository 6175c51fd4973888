/**
 * The difference between the server's clock and this device's, measured from the `serverTime`
 * of every push, so countdowns end together on every phone.
 */
let offsetMs = 0;

export function recordServerTime(serverTime: number, receivedAt = Date.now()): void {
  offsetMs = serverTime - receivedAt;
}

export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Whole seconds left until `deadline` (server time), never negative. */
export function secondsUntil(deadline: number | null | undefined, now = serverNow()): number {
  if (!deadline) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** `mm:ss`, as the discussion and quiz timers show it. */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}
