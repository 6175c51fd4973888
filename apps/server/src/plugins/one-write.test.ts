import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, expect, it } from 'vitest';
import { inOneWrite } from './one-write';

const closers: Array<() => void> = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A Socket.IO server and one client over `transport`; resolves with both ends once connected. */
async function connected(transport: 'websocket' | 'polling') {
  const http = createServer();
  const io = new Server(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const serverSide = new Promise<ServerSocket>((resolve) => io.once('connection', resolve));
  const client: Socket = connect(`http://127.0.0.1:${port}`, {
    transports: [transport],
    reconnection: false,
  });
  closers.push(() => {
    client.close();
    void io.close();
  });
  return { client, socket: await serverSide };
}

/** Counts the writes to the network of a WebSocket connection's TCP socket from now on. */
function countWrites(socket: ServerSocket): () => number {
  const tcp = (socket.conn.transport as unknown as { socket: { _socket: Record<string, unknown> } })
    .socket._socket;
  let writes = 0;
  for (const method of ['_write', '_writev']) {
    const original = tcp[method] as (...args: unknown[]) => unknown;
    tcp[method] = (...args: unknown[]) => {
      writes += 1;
      return original.apply(tcp, args);
    };
  }
  return () => writes;
}

/** What the client receives of events a, b and c, in order, once c arrived. */
function received(client: Socket): Promise<string[]> {
  const seen: string[] = [];
  return new Promise((resolve) =>
    client.onAny((event: string, value: number) => {
      seen.push(`${event}${value}`);
      if (event === 'c') resolve(seen);
    }),
  );
}

const emitThree = (socket: ServerSocket) => () => {
  socket.emit('a', 1);
  socket.emit('b', 2);
  socket.emit('c', 3);
};

it('sends the packets emitted together over a WebSocket in one write, in order', async () => {
  const { client, socket } = await connected('websocket');
  const writes = countWrites(socket);
  const arrived = received(client);
  inOneWrite(socket.conn, emitThree(socket));
  expect(await arrived).toEqual(['a1', 'b2', 'c3']);
  expect(writes()).toBe(1);
});

it('takes more than one write for the same packets emitted one by one', async () => {
  const { client, socket } = await connected('websocket');
  const writes = countWrites(socket);
  const arrived = received(client);
  emitThree(socket)();
  expect(await arrived).toEqual(['a1', 'b2', 'c3']);
  expect(writes()).toBeGreaterThan(1);
});

it('sends them as usual, in order, over long-polling', async () => {
  const { client, socket } = await connected('polling');
  const arrived = received(client);
  inOneWrite(socket.conn, emitThree(socket));
  expect(await arrived).toEqual(['a1', 'b2', 'c3']);
});
