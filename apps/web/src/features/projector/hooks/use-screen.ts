import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  SOCKET_EVENTS,
  type ScreenPresencePayload,
  type ScreenStatePayload,
  type ScreenStateResponse,
} from '@ecoscha/contracts';
import { POLL_MS } from '@/config/timing';
import { recordServerTime } from '@/lib/session/clock';
import { useSocketLive } from '@/lib/session/session-query';
import { getSocket, joinSessionRoom } from '@/lib/session/socket';
import { screenKey, screenQueryOptions } from '../api/get-screen';

/**
 * The class's view of a session for the projector. The socket joins the room as the projector and
 * every change arrives pushed (`screen:state`, `screen:presence`); only while the socket is down
 * does the query poll.
 */
export function useScreen(sessionId: string) {
  const queryClient = useQueryClient();
  const live = useSocketLive();

  useEffect(() => {
    const socket = getSocket();
    const key = screenKey(sessionId);
    const update = (change: (old: ScreenStateResponse) => ScreenStateResponse) =>
      queryClient.setQueryData<ScreenStateResponse>(key, (old) => (old ? change(old) : old));
    const onState = (push: ScreenStatePayload) => {
      if (push.sessionId !== sessionId) return;
      recordServerTime(push.serverTime);
      const old = queryClient.getQueryData<ScreenStateResponse>(key);
      if (!old) return void queryClient.invalidateQueries({ queryKey: key });
      if (push.version < old.version) return;
      update((current) => ({ ...current, ...push }));
    };
    const onPresence = (push: ScreenPresencePayload) => {
      if (push.sessionId !== sessionId) return;
      update((current) => ({ ...current, connectedUserIds: push.connectedUserIds }));
    };
    socket.on(SOCKET_EVENTS.screenState, onState);
    socket.on(SOCKET_EVENTS.screenPresence, onPresence);
    const leave = joinSessionRoom(sessionId, { asProjector: true });
    return () => {
      socket.off(SOCKET_EVENTS.screenState, onState);
      socket.off(SOCKET_EVENTS.screenPresence, onPresence);
      leave();
    };
  }, [sessionId, queryClient]);

  return useQuery({
    ...screenQueryOptions(sessionId),
    refetchInterval: live ? false : POLL_MS.session,
  });
}
