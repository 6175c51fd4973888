import type { ClientToServerEvents, ServerToClientEvents } from '@ecoscha/contracts';
import { io as connect, type Socket } from 'socket.io-client';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A test's socket of the account holding `token`: WebSocket only, never reconnecting. */
export const testSocket = (url: string, token: string): ClientSocket =>
  connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
