import type { ClientToServerEvents, ServerToClientEvents } from '@ecoscha/contracts';
import type { Server } from 'socket.io';

/** Between instances (Redis adapter): a session changed; push it to the sockets held here. */
export type InterServerEvents = {
  'session:changed': (sessionId: string) => void;
  /** Asks every other instance how many sockets it holds (socket-balance.ts). */
  'sockets:count': (answer: (count: number) => void) => void;
};

/** What the server knows of a connection: the authenticated user. */
export type SocketData = { userId: string };

/** Socket.IO typed with the contracts' event maps: every emit is checked against its payload. */
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
