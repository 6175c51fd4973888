import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { API, pathTo, type NightVoteResponse } from '@ecoscha/contracts';
import type {
  GameView,
  NightActionKind,
  NightActionStatus,
  PlayerActionState,
  RoleId,
} from '@ecoscha/game';
import { POLL_MS } from '@/config/timing';
import { acceptingRepeat, api } from '@/lib/api-client';
import { sessionKey, useSocketLive } from '@/lib/session/session-query';

export const nightStatusKey = (sessionId: string) => ['night-actions-status', sessionId] as const;

/**
 * GET /api/game-sessions/:id/night-actions-status: everyone's night status, for the guide's
 * screens (a player's own is in their pushed view, `viewer.reportedAction`). Refreshed with every
 * pushed change of the session, and polled only while the socket is down.
 */
export function useNightActionsStatus(sessionId: string, view: GameView, enabled = true) {
  const connected = useSocketLive();
  const query = useQuery({
    queryKey: nightStatusKey(sessionId),
    queryFn: ({ signal }) =>
      api.get<NightActionStatus>(pathTo(API.sessions.nightActionsStatus, { id: sessionId }), {
        signal,
      }),
    enabled,
    staleTime: 0,
    refetchInterval: connected ? false : POLL_MS.night,
  });
  const seen = useRef(view);
  const { refetch } = query;
  useEffect(() => {
    if (seen.current === view) return;
    seen.current = view;
    if (enabled) void refetch();
  }, [view, enabled, refetch]);
  return query;
}

/** PUT /api/game-sessions/:id/player-action: the phone reports its night status. */
export function reportActionState(
  sessionId: string,
  playerId: string,
  actionState: PlayerActionState,
): Promise<unknown> {
  return api.put(pathTo(API.sessions.playerAction, { id: sessionId }), { playerId, actionState });
}

export type NightVoteResult = NightVoteResponse;

const VOTE_PATH: Record<NightActionKind, string> = {
  kill: API.gameflow.killVote,
  save: API.gameflow.saveVote,
  investigate: API.gameflow.investigateVote,
};

const ACTOR_FIELDS: Record<NightActionKind, [string, string]> = {
  kill: ['killerId', 'killerRole'],
  save: ['guardianId', 'guardianRole'],
  investigate: ['managerId', 'managerRole'],
};

/** POST /api/gameflow/{kill,save,investigate}-vote. */
export function submitNightVote(input: {
  sessionId: string;
  kind: NightActionKind;
  actorId: string;
  roleId: RoleId | undefined;
  targetId: string;
}): Promise<NightVoteResult> {
  const [idField, roleField] = ACTOR_FIELDS[input.kind];
  const send = api.post<NightVoteResult>(VOTE_PATH[input.kind], {
    sessionId: input.sessionId,
    [idField]: input.actorId,
    ...(input.roleId ? { [roleField]: input.roleId } : {}),
    targetId: input.targetId,
  });
  // A retry of a choice already counted: the session's view has the choice (and any finding).
  return acceptingRepeat(send, 'ALREADY_ACTED', {
    success: true,
    kind: input.kind,
    targetId: input.targetId,
  });
}

/** A night vote; afterwards the phone reports "done" and the session is refreshed. */
export function useNightVote(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitNightVote,
    onSuccess: (_result, input) => {
      reportActionState(sessionId, input.actorId, 'done').catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) });
    },
  });
}

/** POST /api/gameflow/process-night-results: the guide settles the night; morning follows. */
export function useProcessNightResults(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ success: boolean; gameEnded: boolean }>(API.gameflow.processNightResults, {
        sessionId,
      }),
    // Also after a failure: if the night was processed after all, the refetched phase moves on.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) }),
  });
}
