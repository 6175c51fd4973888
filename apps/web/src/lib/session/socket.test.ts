import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for socket.io-client's socket: the test plays the server's side. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Array<(payload?: unknown) => void>>();
  const socket = {
    connected: false,
    /** Socket.IO's `active`: whether it will try again after a lost connection. */
    active: true,
    options: undefined as unknown,
    emitted: [] as Array<[string, unknown]>,
    restarts: 0,
    on(event: string, handler: (payload?: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    emit(event: string, payload: unknown) {
      socket.emitted.push([event, payload]);
      return socket;
    },
    disconnect() {
      socket.active = false;
      return socket;
    },
    connect() {
      socket.active = true;
      socket.restarts += 1;
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
vi.mock('socket.io-client', () => ({
  io: (_url: unknown, options: unknown) => {
    fake.options = options;
    return fake;
  },
}));

const { closeSocket, getSocket, isSocketLive, joinSessionRoom } = await import('./socket');
const { socketStatus } = await import('./connection-status');

afterEach(() => {
  closeSocket();
  vi.useRealTimers();
  fake.emitted.length = 0;
  fake.active = true;
  fake.restarts = 0;
});

/** The connection drops: Socket.IO reports it and keeps trying (or not, if `active` is false). */
function connectionDrops(active = true) {
  fake.connected = false;
  fake.active = active;
  fake.serverSends('disconnect', 'transport close');
}

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

describe('reconnecting', () => {
  it('backs off with jitter up to 10 s and never gives up', () => {
    getSocket();
    expect(fake.options).toMatchObject({
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 10_000,
      randomizationFactor: 0.5,
    });
  });

  it('tries at once, within a random second, when the phone is online again', () => {
    vi.useFakeTimers();
    joinSessionRoom('s1');
    fake.connected = true;
    fake.serverSends('connect');
    connectionDrops();

    window.dispatchEvent(new Event('online'));
    expect(fake.restarts).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(fake.restarts).toBe(1);
  });

  it('starts a connected socket in a game afresh when the phone is online again', () => {
    vi.useFakeTimers();
    joinSessionRoom('s1');
    fake.connected = true;
    fake.serverSends('connect');
    fake.serverSends('roomJoined', { sessionId: 's1' });

    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(1_000);
    expect(fake.restarts).toBe(1);
  });

  it('leaves a connected socket outside a game, or one the server refused, alone when the phone is online', () => {
    vi.useFakeTimers();
    getSocket();
    fake.connected = true;
    fake.serverSends('connect');
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(1_000);

    connectionDrops(false);
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(1_000);
    expect(fake.restarts).toBe(0);
  });
});

describe('the connection status for the banner', () => {
  it('is not lost while the first connection is being made', () => {
    joinSessionRoom('s1');
    expect(socketStatus()).toEqual({ wanted: true, lost: false });
  });

  it('is lost while Socket.IO tries again, and found when it connects', () => {
    joinSessionRoom('s1');
    fake.connected = true;
    fake.serverSends('connect');
    connectionDrops();
    expect(socketStatus()).toEqual({ wanted: true, lost: true });

    fake.serverSends('connect_error', new Error('xhr poll error'));
    expect(socketStatus().lost).toBe(true);
    fake.connected = true;
    fake.serverSends('connect');
    expect(socketStatus()).toEqual({ wanted: true, lost: false });
  });

  it('is lost when the first connection fails', () => {
    joinSessionRoom('s1');
    fake.serverSends('connect_error', new Error('xhr poll error'));
    expect(socketStatus().lost).toBe(true);
  });

  it('is not lost when the server refused the socket (no retry will come)', () => {
    joinSessionRoom('s1');
    fake.active = false;
    fake.serverSends('connect_error', new Error('TOKEN_INVALID'));
    expect(socketStatus().lost).toBe(false);
  });

  it('is wanted only while a screen has joined a room', () => {
    const leave = joinSessionRoom('s1');
    expect(socketStatus().wanted).toBe(true);
    leave();
    expect(socketStatus().wanted).toBe(false);
  });
});
