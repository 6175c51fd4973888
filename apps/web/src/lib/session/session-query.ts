import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { API, pathTo, SOCKET_EVENTS } from '@ecoscha/contracts';
import type { GameView } from '@ecoscha/game';
import { POLL_MS } from '@/config/timing';
import { api } from '../api-client';
import { recordServerTime } from './clock';
import { subscribeSeatViews, type SeatView } from './seat-views';
import { getSocket, isSocketLive, joinSessionRoom, subscribeSocketStatus } from './socket';

export const sessionKey = (sessionId: string) => ['session', sessionId] as const;

export const sessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: sessionKey(sessionId),
    queryFn: ({ signal }) =>
      api.get<GameView>(pathTo(API.sessions.one, { id: sessionId }), { signal }),
    staleTime: Infinity,
  });

export function useSocketLive(): boolean {
  return useSyncExternalStore(subscribeSocketStatus, isSocketLive, () => false);
}

/**
 * Events after which other cached data of the session (leaderboards, results) is refetched; not
 * the room's content (narratives, glossary: `ROOM_CONTENT_META`), which a room keeps.
 */
const REFRESHING_EVENTS = [
  SOCKET_EVENTS.phaseChanged,
  SOCKET_EVENTS.playerEliminated,
  SOCKET_EVENTS.votingCompleted,
  SOCKET_EVENTS.saveAchievementData,
  SOCKET_EVENTS.gameEnded,
];

/**
 * Marks a query that its screen fetches again itself when the pushed view changes what it shows
 * (the ranking): a session event, which comes with that view, only marks it stale, for the next
 * screen that shows it; fetching it too would ask twice.
 */
export const FOLLOWS_VIEW_META = { followsView: true } as const;

/**
 * What the session's events (REFRESHING_EVENTS) do to a cached query: fetch it again, only mark it
 * stale (`FOLLOWS_VIEW_META`), or leave it (the session itself, other rooms, the room's content).
 */
export function onSessionEvent(
  query: { queryKey: readonly unknown[]; meta?: Record<string, unknown> },
  sessionId: string,
): 'refetch' | 'stale' | 'keep' {
  if (query.queryKey[0] === 'session' || !query.queryKey.includes(sessionId)) return 'keep';
  if (query.meta?.fixedForRoom === true) return 'keep';
  return query.meta?.followsView === true ? 'stale' : 'refetch';
}

/**
 * The session as this user may see it. Every change arrives pushed over the socket and replaces
 * the cached view; only while the socket is down does the query poll, every `pollMs`.
 */
export function useSession(sessionId: string | null, pollMs: number = POLL_MS.session) {
  const queryClient = useQueryClient();
  const connected = useSocketLive();

  useEffect(() => {
    if (!sessionId) return;
    const socket = getSocket();
    let version = 0;
    const onState = (push: SeatView) => {
      if (push.sessionId !== sessionId || push.version < version) return;
      version = push.version;
      recordServerTime(push.serverTime);
      queryClient.setQueryData(sessionKey(sessionId), push.view);
    };
    const onEvent = (payload: { sessionId?: string }) => {
      if (payload?.sessionId !== sessionId) return;
      void queryClient.invalidateQueries({
        predicate: (query) => onSessionEvent(query, sessionId) === 'refetch',
      });
      void queryClient.invalidateQueries({
        predicate: (query) => onSessionEvent(query, sessionId) === 'stale',
        refetchType: 'none',
      });
    };
    const stopViews = subscribeSeatViews(onState);
    for (const event of REFRESHING_EVENTS) socket.on(event, onEvent);
    const leave = joinSessionRoom(sessionId);
    return () => {
      stopViews();
      for (const event of REFRESHING_EVENTS) socket.off(event, onEvent);
      leave();
    };
  }, [sessionId, queryClient]);

  return useQuery({
    ...sessionQueryOptions(sessionId ?? ''),
    enabled: Boolean(sessionId),
    refetchInterval: connected ? false : pollMs,
  });
}
