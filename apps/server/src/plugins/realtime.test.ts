import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, useTestApp } from '../testing/test-app';

let url: string;
const sockets: Socket[] = [];
const t = useTestApp();
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
});

function attempt(auth: Record<string, unknown>): Promise<string> {
  const socket = connect(url, {
    auth,
    transports: ['polling', 'websocket'],
    reconnection: false,
    timeout: 10_000,
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message));
  });
}

it('accepts a socket with a valid token and refuses the rest', async () => {
  const account = await createAccount(t.app);
  expect(await attempt({ token: account.token })).toBe('connected');
  expect(await attempt({})).toBe('UNAUTHENTICATED');
  expect(await attempt({ token: 'forged.token.value' })).toBe('TOKEN_INVALID');
});
