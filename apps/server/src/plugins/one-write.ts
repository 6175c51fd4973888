/**
 * The parts of a Socket.IO socket's Engine.IO connection this module drives: its transport (for a
 * WebSocket, `ws`'s socket over the TCP socket) and the flush that hands its waiting packets over.
 */
type Connection = {
  transport?: {
    name?: string;
    writable?: boolean;
    socket?: { _socket?: { cork?: () => void; uncork?: () => void } };
  };
  flush?: () => void;
};

/**
 * Runs `emit`, which emits several packets to one socket, so that they leave in one write to the
 * network. Engine.IO holds a socket's packets while its transport is busy and hands them over
 * together once it is free: the transport is marked busy while `emit` runs, then the packets are
 * handed over with the TCP socket corked, so that their WebSocket frames go out in one system
 * call. A phase change is two packets to each phone (the room's event and the view's patch); at
 * 4,000 phones the writes were the largest single cost of the server's thread
 * (docs/performance.md). A connection that is not a free WebSocket (long-polling, a write under
 * way, another Engine.IO) gets its packets as usual, one by one.
 */
export function inOneWrite(connection: unknown, emit: () => void): void {
  const { transport, flush } = connection as Connection;
  const tcp = transport?.socket?._socket;
  const batchable =
    transport?.name === 'websocket' &&
    transport.writable === true &&
    typeof flush === 'function' &&
    typeof tcp?.cork === 'function' &&
    typeof tcp.uncork === 'function';
  if (!batchable) return emit();
  transport.writable = false;
  try {
    emit();
  } finally {
    transport.writable = true;
  }
  tcp.cork?.();
  try {
    flush.call(connection);
  } finally {
    tcp.uncork?.();
  }
}
