import type { RedisLink } from '../lib/redis-link';
import type { RealtimeServer, SocketData } from './realtime-server';
import { userRoom } from './realtime-server';

/** How long a connection waits for the other instances' sockets before it counts its own. */
const ASK_OTHERS_MS = 500;

/** What the rule needs of a socket, here or on another instance. */
type Counted = { id: string; data: Partial<SocketData> };

/** Later connections first; ties (same millisecond) by the order on their instance, then id. */
function newestFirst(a: Counted, b: Counted): number {
  return (
    (b.data.connectedAt ?? 0) - (a.data.connectedAt ?? 0) ||
    (b.data.connectionNumber ?? 0) - (a.data.connectionNumber ?? 0) ||
    b.id.localeCompare(a.id)
  );
}

/** The sockets of one account beyond its newest `max`: those to close. */
export function beyondNewest<T extends Counted>(sockets: T[], max: number): T[] {
  return [...sockets].sort(newestFirst).slice(max);
}

/**
 * Every open socket of `userId`'s account, on every instance (Redis adapter). With Redis away
 * (`link` says so) or slow to answer, this instance's alone: a connection is never refused or
 * held up because the others cannot be asked. One Redis round trip and one answer per instance.
 */
export async function socketsOfAccount(io: RealtimeServer, userId: string, link?: RedisLink) {
  const here = () => io.in(userRoom(userId)).local.fetchSockets();
  if (!link || !link.reachable()) return here();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ASK_OTHERS_MS);
  });
  try {
    const everywhere = await Promise.race([io.in(userRoom(userId)).fetchSockets(), late]);
    return everywhere ?? (await here());
  } catch {
    return here();
  } finally {
    clearTimeout(timer);
  }
}
