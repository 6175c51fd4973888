import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_EVENTS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@ecoscha/contracts';
import { SOCKET_TIMEOUT_MS } from '@/config/timing';
import { socketBase } from '../runtime-config';
import { storage } from '../storage';
import { reportSocketStatus } from './connection-status';
import { forgetSeatViews, receiveSeatView } from './seat-views';

/** The app's socket, typed with the server's event maps from the contracts. */
export type SessionSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Reconnecting when a class's Wi-Fi drops: fifty phones must not knock on the server in the same
 * second. Socket.IO waits 1 s x 2^attempt, at most 10 s, each wait moved by up to half at random:
 * 0.5-1.5 s, 1-3 s, 2-6 s, 4-10 s, 8-10 s, then every 10 s (by then the phones' earlier random
 * waits have spread them apart), and it never gives up.
 */
export const RECONNECTION = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 10_000,
  randomizationFactor: 0.5,
} as const;

/**
 * When the phone says it is online again, within a random second (a class's phones must not
 * arrive together): a lost socket tries at once instead of finishing its current wait (up to
 * 10 s), and a socket in a game's room that looks connected starts afresh. Its connection may
 * have heard nothing since the Wi-Fi dropped: what the server sent meanwhile waits in TCP's
 * retransmission back-off, seconds after the link is back, while a new connection joins the room
 * and gets the whole view at once.
 */
export const ONLINE_RETRY_SPREAD_MS = 1_000;

/**
 * One socket for the app, authenticated with the stored token. It connects with polling and then
 * upgrades to websocket (spec section 7), and joins again every session room after a reconnect.
 */
let socket: SessionSocket | null = null;
let socketToken: string | null = null;
const rooms = new Map<string, number>();
/** The rooms this tab joined as the class's projector (the guide's second screen). */
const projectorRooms = new Set<string>();
const joinPayload = (sessionId: string) =>
  projectorRooms.has(sessionId) ? { sessionId, viewer: 'projector' as const } : sessionId;
/** The rooms the server confirmed (`roomJoined`) since the socket last connected. */
const joinedRooms = new Set<string>();
const statusListeners = new Set<() => void>();
/** Waiting to reconnect after a lost connection or a failed attempt (not after a refusal). */
let lost = false;
let stopOnlineRetry: (() => void) | null = null;

function notifyStatus() {
  reportSocketStatus({ wanted: rooms.size > 0, lost });
  for (const listener of statusListeners) listener();
}

function retryWhenOnline(current: SessionSocket): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const retry = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      // An inactive socket was refused by the server (its token): trying again would not help.
      if (!current.active) return;
      if (current.connected && rooms.size === 0) return;
      current.disconnect().connect();
    }, Math.random() * ONLINE_RETRY_SPREAD_MS);
  };
  window.addEventListener('online', retry);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('online', retry);
  };
}

export function getSocket(): SessionSocket {
  const token = storage.getToken();
  if (socket && socketToken === token) return socket;
  socket?.close();
  stopOnlineRetry?.();
  lost = false;
  socketToken = token;
  socket = io(socketBase() || undefined, {
    auth: { token },
    transports: ['polling', 'websocket'],
    timeout: SOCKET_TIMEOUT_MS,
    ...RECONNECTION,
  });
  const current = socket;
  stopOnlineRetry = retryWhenOnline(current);
  current.on('connect', () => {
    lost = false;
    for (const sessionId of rooms.keys())
      current.emit(SOCKET_EVENTS.joinRoom, joinPayload(sessionId));
    notifyStatus();
  });
  current.on(SOCKET_EVENTS.roomJoined, ({ sessionId }) => {
    joinedRooms.add(sessionId);
    notifyStatus();
  });
  current.on(SOCKET_EVENTS.sessionState, (push) =>
    receiveSeatView(push, (sessionId) => {
      current.emit(SOCKET_EVENTS.leaveRoom, sessionId);
      current.emit(SOCKET_EVENTS.joinRoom, joinPayload(sessionId));
    }),
  );
  // A refused join (not a member, unknown session) leaves the room unjoined: no pushes will come.
  current.on(SOCKET_EVENTS.sessionError, ({ sessionId }) => {
    if (sessionId) joinedRooms.delete(sessionId);
    notifyStatus();
  });
  // Lost only while Socket.IO tries again: not after the server sent the socket away.
  current.on('disconnect', () => {
    joinedRooms.clear();
    forgetSeatViews();
    lost = current.active;
    notifyStatus();
  });
  current.on('connect_error', () => {
    lost = current.active;
    notifyStatus();
  });
  return current;
}

/**
 * Joins a session's room for as long as some screen needs it; returns the leave function. As the
 * projector (`asProjector`), the guide's socket gets the class's view instead of the guide's.
 */
export function joinSessionRoom(sessionId: string, { asProjector = false } = {}): () => void {
  const current = getSocket();
  rooms.set(sessionId, (rooms.get(sessionId) ?? 0) + 1);
  if (asProjector) projectorRooms.add(sessionId);
  if (current.connected && rooms.get(sessionId) === 1) {
    current.emit(SOCKET_EVENTS.joinRoom, joinPayload(sessionId));
  }
  notifyStatus();
  return () => {
    const left = (rooms.get(sessionId) ?? 1) - 1;
    if (left > 0) return void rooms.set(sessionId, left);
    rooms.delete(sessionId);
    projectorRooms.delete(sessionId);
    joinedRooms.delete(sessionId);
    forgetSeatViews(sessionId);
    if (current.connected) current.emit(SOCKET_EVENTS.leaveRoom, sessionId);
    notifyStatus();
  };
}

/**
 * Whether pushes arrive: the socket is connected and the server confirmed every room a screen
 * asked for. Until then the screens poll.
 */
export function isSocketLive(): boolean {
  if (!socket?.connected) return false;
  for (const sessionId of rooms.keys()) if (!joinedRooms.has(sessionId)) return false;
  return true;
}

export function subscribeSocketStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** On logout: no socket may keep the old token. */
export function closeSocket(): void {
  socket?.close();
  stopOnlineRetry?.();
  stopOnlineRetry = null;
  socket = null;
  socketToken = null;
  lost = false;
  rooms.clear();
  projectorRooms.clear();
  joinedRooms.clear();
  forgetSeatViews();
  notifyStatus();
}
