import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { PUSH_DEFLATE } from './realtime';
import { deflateMessage, deflatePushesInOneCall } from './sync-deflate';

// The server's own settings (realtime.ts): no context kept, a 4 KB window, level 1.
let server: WebSocketServer;
let url: string;
beforeAll(async () => {
  deflatePushesInOneCall();
  server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    perMessageDeflate: PUSH_DEFLATE,
  });
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      const { count, size } = JSON.parse(String(data)) as { count: number; size: number };
      for (let i = 0; i < count; i += 1) socket.send(viewOf(i, size));
    });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A view-like JSON message of about `size` bytes, different for each `i`. */
function viewOf(i: number, size: number): string {
  const players = Array.from({ length: Math.ceil(size / 90) }, (_, n) => ({
    userId: `user-${n}`,
    username: `murid_${n}_${i}`,
    isAlive: n % 3 !== 0,
    points: n * i,
  }));
  return JSON.stringify({ version: i, players });
}

/** Asks for `count` messages; resolves with them and the bytes that came over the wire. */
async function receive(options: WebSocket.ClientOptions, count: number, size: number) {
  const client = new WebSocket(url, options);
  await new Promise((resolve, reject) => client.once('open', resolve).once('error', reject));
  const messages: string[] = [];
  const done = new Promise<void>((resolve) =>
    client.on('message', (data) => {
      messages.push(String(data));
      if (messages.length === count) resolve();
    }),
  );
  client.send(JSON.stringify({ count, size }));
  await done;
  const wireBytes = (client as unknown as { _socket: { bytesRead: number } })._socket.bytesRead;
  client.close();
  return { messages, wireBytes, extensions: client.extensions };
}

it('pushes views deflated in one call that a permessage-deflate client reads back exactly', async () => {
  const { messages, wireBytes, extensions } = await receive({ perMessageDeflate: true }, 20, 6000);
  expect(extensions).toContain('permessage-deflate');
  expect(messages).toEqual(Array.from({ length: 20 }, (_, i) => viewOf(i, 6000)));
  const plain = messages.reduce((sum, message) => sum + message.length, 0);
  expect(wireBytes).toBeLessThan(plain / 3);
});

it('sends messages under the threshold as they are: deflating them would save little', async () => {
  const small = await receive({ perMessageDeflate: true }, 5, 700);
  expect(small.messages).toEqual(Array.from({ length: 5 }, (_, i) => viewOf(i, 700)));
  const plain = small.messages.reduce((sum, message) => sum + message.length, 0);
  for (const message of small.messages) {
    expect(message.length).toBeLessThan(PUSH_DEFLATE.threshold);
  }
  // The handshake's answer and the frames' headers come on top of the messages themselves.
  expect(small.wireBytes).toBeGreaterThan(plain);
});

it('reads back large messages whatever window the client agreed on', async () => {
  // A client that would take a larger window is answered with the server's 4 KB one.
  const large = await receive({ perMessageDeflate: { serverMaxWindowBits: 15 } }, 5, 40_000);
  expect(large.messages).toEqual(Array.from({ length: 5 }, (_, i) => viewOf(i, 40_000)));
});

it('a client without compression gets the same views', async () => {
  const { messages, extensions } = await receive({ perMessageDeflate: false }, 3, 6000);
  expect(extensions).toBe('');
  expect(messages).toEqual(Array.from({ length: 3 }, (_, i) => viewOf(i, 6000)));
});

it('deflates each message alone, byte for byte as deflateRawSync does, whatever came before', () => {
  const options = {
    ...PUSH_DEFLATE.zlibDeflateOptions,
    windowBits: PUSH_DEFLATE.serverMaxWindowBits,
  };
  // Small, a view's size, and larger than the 64 KB the output is first written to.
  const messages = [viewOf(1, 1200), viewOf(2, 6000), viewOf(3, 400_000), viewOf(2, 6000), 'x'];
  for (const message of [...messages, ...messages.map((m) => Buffer.from(m))]) {
    const expected = deflateRawSync(message, { ...options, finishFlush: constants.Z_SYNC_FLUSH });
    expect(deflateMessage(message, options).equals(expected)).toBe(true);
  }
  // Random bytes deflate to more than they are: the output spills over several writes.
  const noise = randomBytes(200_000);
  const deflated = deflateMessage(noise, options);
  expect(deflated.length).toBeGreaterThan(noise.length);
  const inflated = inflateRawSync(deflated, { finishFlush: constants.Z_SYNC_FLUSH });
  expect(inflated.equals(noise)).toBe(true);
});
