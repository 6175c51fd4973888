import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type BadgeLoginResponse } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { completeLogin } from '@/lib/auth';
import { joinSession } from '@/lib/session/join-session';
import { storage } from '@/lib/storage';

/** POST /api/auth/badge: a class badge's code signs its student in (no e-mail, no password). */
export function badgeLogin(code: string): Promise<BadgeLoginResponse> {
  return api.post<BadgeLoginResponse>(API.auth.badge, { code });
}

/** Where a badge's log-in leads: its class's room, the join page when that room refused, home. */
export type BadgeOutcome =
  | { to: 'lobby'; sessionId: string }
  | { to: 'join'; roomCode: string }
  | { to: 'home'; name: string };

export type BadgeStage = 'signingIn' | 'joining';

/**
 * Logs in with the badge and remembers the session exactly as the e-mail login does; when the
 * class has an open room, takes a seat in it as the role room's join form does.
 */
export function useBadgeLogin(onStage: (stage: BadgeStage) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<BadgeOutcome> => {
      onStage('signingIn');
      const { room, ...login } = await badgeLogin(code);
      const { user, roleId } = await completeLogin(queryClient, login);
      if (!room) return { to: 'home', name: user.username };
      onStage('joining');
      try {
        const answer = await joinSession(room.sessionId, {
          userId: user._id || user.id,
          roleId,
          username: user.username,
        });
        if (answer?.success === false) return { to: 'join', roomCode: room.roomCode };
        const sessionId = answer?.session?._id ?? room.sessionId;
        storage.setCurrentSessionId(sessionId);
        return { to: 'lobby', sessionId };
      } catch {
        // Signed in all the same: the join page says why this room cannot be entered now.
        return { to: 'join', roomCode: room.roomCode };
      }
    },
  });
}
