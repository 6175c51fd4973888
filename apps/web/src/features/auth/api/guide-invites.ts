import { useMutation } from '@tanstack/react-query';
import { API, type GuideInviteResponse } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/guide-invites: the administrator's one-time invite for a new guide. */
export function createGuideInvite(): Promise<GuideInviteResponse> {
  return api.post<GuideInviteResponse>(API.auth.guideInvites);
}

export function useCreateGuideInvite() {
  return useMutation({ mutationFn: createGuideInvite });
}
