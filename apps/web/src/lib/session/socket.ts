import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_EVENTS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@ecoscha/contracts';
import { SOCKET_TIMEOUT_MS } from '@/config/timing';
import { socketBase } from '../runtime-config';
import { storage } from '../storage';

/** The app's socket, typed with the server's event maps from the contracts. */
export type SessionSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * One socket for the app, authenticated with the stored token. It connects with polling and then
 * upgrades to websocket (spec section 7), and joins again every session room after a reconnect.
 */
let socket: SessionSocket | null = null;
let socketToken: string | null = null;
const rooms = new Map<string, number>();
/** The rooms the server confirmed (`roomJoined`) since the socket last connected. */
const joinedRooms = new Set<string>();
const statusListeners = new Set<() => void>();

function notifyStatus() {
  for (const listener of statusListeners) listener();
}

export function getSocket(): SessionSocket {
  const token = storage.getToken();
  if (socket && socketToken === token) return socket;
  socket?.close();
  socketToken = token;
  socket = io(socketBase() || undefined, {
    auth: { token },
    transports: ['polling', 'websocket'],
    timeout: SOCKET_TIMEOUT_MS,
  });
  const current = socket;
  current.on('connect', () => {
    for (const sessionId of rooms.keys()) current.emit(SOCKET_EVENTS.joinRoom, sessionId);
    notifyStatus();
  });
  current.on(SOCKET_EVENTS.roomJoined, ({ sessionId }) => {
    joinedRooms.add(sessionId);
    notifyStatus();
  });
  // A refused join (not a member, unknown session) leaves the room unjoined: no pushes will come.
  current.on(SOCKET_EVENTS.sessionError, ({ sessionId }) => {
    if (sessionId) joinedRooms.delete(sessionId);
    notifyStatus();
  });
  current.on('disconnect', () => {
    joinedRooms.clear();
    notifyStatus();
  });
  current.on('connect_error', notifyStatus);
  return current;
}

/** Joins a session's room for as long as some screen needs it; returns the leave function. */
export function joinSessionRoom(sessionId: string): () => void {
  const current = getSocket();
  rooms.set(sessionId, (rooms.get(sessionId) ?? 0) + 1);
  if (current.connected && rooms.get(sessionId) === 1) {
    current.emit(SOCKET_EVENTS.joinRoom, sessionId);
  }
  return () => {
    const left = (rooms.get(sessionId) ?? 1) - 1;
    if (left > 0) return void rooms.set(sessionId, left);
    rooms.delete(sessionId);
    joinedRooms.delete(sessionId);
    if (current.connected) current.emit(SOCKET_EVENTS.leaveRoom, sessionId);
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
  socket = null;
  socketToken = null;
  rooms.clear();
  joinedRooms.clear();
  notifyStatus();
}
