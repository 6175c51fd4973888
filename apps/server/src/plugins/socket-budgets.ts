import { SOCKET_EVENTS } from '@ecoscha/contracts';
import type { Socket } from 'socket.io';
import type { LimitStore } from '../lib/limit-store';
import type { RedisLink } from '../lib/redis-link';
import { createCoolOffs } from '../lib/shared-cool-offs';
import { createSharedBuckets } from '../lib/shared-token-buckets';
import { createTokenBucket } from '../lib/token-bucket';
import { beyondNewest, socketsOfAccount } from './account-sockets';
import type { RealtimeServer } from './realtime-server';

/**
 * What one phone and one account may send over sockets. A phone sends a handful of events per
 * game (joining, leaving, joining again after a reconnect): the budgets are far above that and far
 * below what stalls the server (a `joinRoom` loop sends thousands a second).
 */
export type SocketBudgets = {
  perSocket: { capacity: number; perSecond: number };
  perAccount: { capacity: number; perSecond: number };
  /** Events dropped within `dropWindowMs` after which the socket is closed. */
  cutOffAfterDrops: number;
  dropWindowMs: number;
  /** After a cut-off the account may not connect again for this long. */
  coolOffMs: number;
  /** Open sockets per account, over every instance; a new one closes the oldest. */
  maxConnectionsPerAccount: number;
  /**
   * New connections per account: a phone on a flaky network reconnects now and then, a script
   * opening hundreds is refused at the handshake, before it costs a room join and a view.
   */
  connectsPerAccount: { capacity: number; perSecond: number };
};

export const SOCKET_BUDGETS: SocketBudgets = {
  perSocket: { capacity: 20, perSecond: 5 },
  perAccount: { capacity: 40, perSecond: 10 },
  cutOffAfterDrops: 100,
  dropWindowMs: 10_000,
  coolOffMs: 10_000,
  maxConnectionsPerAccount: 10,
  connectsPerAccount: { capacity: 20, perSecond: 1 },
};

/** How often at most a socket is told that its events are being dropped. */
const WARN_EVERY_MS = 1_000;
const MAX_TRACKED_ACCOUNTS = 10_000;

type AnySocket = Socket & { data: { userId: string } };

/**
 * Budgets for every event a socket sends, known or not: a token bucket per socket and one per
 * account. An event over budget is dropped (the socket hears `SOCKET_RATE_LIMITED` at most once a
 * second); a socket that keeps going is closed (`SOCKET_CUT_OFF`) and its account waits a moment
 * before it may connect again. An account holds at most a few sockets over all instances: the
 * newest wins, the oldest, wherever it lives, hears `TOO_MANY_CONNECTIONS` and is closed (the
 * instances are asked through the Redis adapter at each connection, never at each event; while
 * Redis is away or slow, this instance's sockets alone count: account-sockets.ts). The account's
 * budgets and its wait after a cut-off count in `store`: with Redis, at every instance; a
 * socket's own budget is counted where it lives.
 */
export function installSocketBudgets(
  io: RealtimeServer,
  store: LimitStore,
  budgets: SocketBudgets = SOCKET_BUDGETS,
  link?: RedisLink,
) {
  const accountBuckets = createSharedBuckets(store, 'socket-account', {
    ...budgets.perAccount,
    maxKeys: MAX_TRACKED_ACCOUNTS,
  });
  const connectBuckets = createSharedBuckets(store, 'socket-connect', {
    ...budgets.connectsPerAccount,
    maxKeys: MAX_TRACKED_ACCOUNTS,
  });
  const cutOffs = createCoolOffs(store, 'socket-cut-off', {
    durationMs: budgets.coolOffMs,
    maxKeys: MAX_TRACKED_ACCOUNTS,
  });
  let connectionNumber = 0;

  io.use(async (socket, next) => {
    const userId = socket.data.userId;
    if (await cutOffs.isWaiting(userId)) return next(new Error('SOCKET_CUT_OFF'));
    if (!(await connectBuckets.take(userId))) return next(new Error('SOCKET_RATE_LIMITED'));
    next();
  });

  /** Closes the socket once every instance knows its account must wait. */
  async function cutOff(socket: AnySocket) {
    await cutOffs.impose(socket.data.userId);
    socket.emit(SOCKET_EVENTS.sessionError, { code: 'SOCKET_CUT_OFF' });
    socket.disconnect(true);
  }

  io.on('connection', (socket) => {
    const userId = socket.data.userId;
    connectionNumber += 1;
    socket.data.connectedAt = Date.now();
    socket.data.connectionNumber = connectionNumber;
    // The socket is already in its account's room (realtime.ts).
    void socketsOfAccount(io, userId, link)
      .then((sockets) => {
        for (const oldest of beyondNewest(sockets, budgets.maxConnectionsPerAccount)) {
          oldest.emit(SOCKET_EVENTS.sessionError, { code: 'TOO_MANY_CONNECTIONS' });
          oldest.disconnect(true);
        }
      })
      // Counting only ever adds a limit: if it fails, the new socket simply stays.
      .catch(() => undefined);

    const bucket = createTokenBucket(budgets.perSocket.capacity, budgets.perSocket.perSecond);
    let drops = 0;
    let dropsSince = 0;
    let warnedAt = -Infinity;
    let cut = false;
    function drop() {
      const now = Date.now();
      if (cut) return;
      if (now - dropsSince > budgets.dropWindowMs) {
        drops = 0;
        dropsSince = now;
      }
      drops += 1;
      if (drops > budgets.cutOffAfterDrops) {
        cut = true;
        return void cutOff(socket);
      }
      if (now - warnedAt >= WARN_EVERY_MS) {
        warnedAt = now;
        socket.emit(SOCKET_EVENTS.sessionError, { code: 'SOCKET_RATE_LIMITED' });
      }
    }
    // A dropped event never reaches `next`.
    socket.use((_packet, next) => {
      if (cut || !bucket.take()) return drop();
      void accountBuckets.take(userId).then((taken) => (taken && !cut ? next() : drop()));
    });
  });
}
