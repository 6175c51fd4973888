import { useMutation } from '@tanstack/react-query';
import { API } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

export type LinkBadgeResult = { className: string; studentName: string };

/** POST /api/auth/link-badge: the signed-in e-mail account takes the roster entry of a badge. */
export function linkBadge(code: string): Promise<LinkBadgeResult> {
  return api.post<LinkBadgeResult>(API.auth.linkBadge, { code });
}

export function useLinkBadge() {
  return useMutation({ mutationFn: linkBadge });
}
