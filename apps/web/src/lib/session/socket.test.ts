import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for socket.io-client's socket: the test plays the server's side. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Array<(payload?: unknown) => void>>();
  const socket = {
    connected: false,
    emitted: [] as Array<[string, unknown]>,
    on(event: string, handler: (payload?: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    emit(event: string, payload: unknown) {
      socket.emitted.push([event, payload]);
      return socket;
    },
    close() {
      socket.connected = false;
      handlers.clear();
    },
    serverSends(event: string, payload?: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
  };
  return socket;
});
vi.mock('socket.io-client', () => ({ io: () => fake }));

const { closeSocket, isSocketLive, joinSessionRoom } = await import('./socket');

afterEach(() => {
  closeSocket();
  fake.emitted.length = 0;
});

describe('the session socket', () => {
  it('counts as live only once the server has confirmed the room', () => {
    joinSessionRoom('s1');
    fake.connected = true;
    fake.serverSends('connect');
    expect(fake.emitted).toContainEqual(['joinRoom', 's1']);
    expect(isSocketLive()).toBe(false);

    fake.serverSends('roomJoined', { sessionId: 's1' });
    expect(isSocketLive()).toBe(true);
  });

  it('falls back to polling when the server refuses the room', () => {
    joinSessionRoom('s1');
    fake.connected = true;
    fake.serverSends('connect');
    fake.serverSends('session:error', { sessionId: 's1', code: 'NOT_IN_SESSION' });
    expect(isSocketLive()).toBe(false);
  });

  it('asks again after a reconnect and is not live until confirmed', () => {
    joinSessionRoom('s1');
    fake.connected = true;
    fake.serverSends('connect');
    fake.serverSends('roomJoined', { sessionId: 's1' });
    fake.connected = false;
    fake.serverSends('disconnect');
    expect(isSocketLive()).toBe(false);

    fake.connected = true;
    fake.emitted.length = 0;
    fake.serverSends('connect');
    expect(fake.emitted).toEqual([['joinRoom', 's1']]);
    expect(isSocketLive()).toBe(false);
    fake.serverSends('roomJoined', { sessionId: 's1' });
    expect(isSocketLive()).toBe(true);
  });
});
