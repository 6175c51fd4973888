import type { ClientToServerEvents, ServerToClientEvents } from '@ecoscha/contracts';
import type { GameEvent } from '@ecoscha/game';
import type { Server } from 'socket.io';

/** Between instances (Redis adapter): a session changed; push it to the sockets held here. */
export type InterServerEvents = {
  /** With the move's events, which each instance tells its own sockets with the view. */
  'session:changed': (sessionId: string, events?: GameEvent[]) => void;
  /** Asks every other instance how many sockets it holds (socket-balance.ts). */
  'sockets:count': (answer: (count: number) => void) => void;
};

/**
 * What the server knows of a connection: the authenticated user, and when it connected (set by
 * socket-budgets.ts; other instances read it to find an account's oldest socket).
 */
export type SocketData = {
  userId: string;
  /** Milliseconds since the epoch. */
  connectedAt?: number;
  /** Counts this instance's connections: orders those of one millisecond. */
  connectionNumber?: number;
};

/** The room of every socket of one account. */
export const userRoom = (userId: string) => `user:${userId}`;

/** Socket.IO typed with the contracts' event maps: every emit is checked against its payload. */
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
