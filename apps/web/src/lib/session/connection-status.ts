/**
 * The socket's state as the rest of the app needs it: whether a game screen uses the socket and
 * whether that socket is lost (it was connected, or tried to, and is now waiting to reconnect).
 * `socket.ts` writes it; the connection banner and the service worker's update read it. It lives
 * apart from `socket.ts` so that the public site can read it without downloading socket.io-client.
 */
export type SocketStatus = { readonly wanted: boolean; readonly lost: boolean };

const IDLE: SocketStatus = { wanted: false, lost: false };
let status: SocketStatus = IDLE;
const listeners = new Set<() => void>();

export function reportSocketStatus(next: SocketStatus): void {
  if (next.wanted === status.wanted && next.lost === status.lost) return;
  status = { wanted: next.wanted, lost: next.lost };
  for (const listener of listeners) listener();
}

/** The same object until something changes (a `useSyncExternalStore` snapshot). */
export function socketStatus(): SocketStatus {
  return status;
}

export function subscribeSocketStatusChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
