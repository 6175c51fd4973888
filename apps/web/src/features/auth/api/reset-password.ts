import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type LoginResponse, type ResetPasswordBody } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { completeLogin, type AuthSession } from '@/lib/auth';

/** POST /api/auth/reset-password: a new password with the guide's one-time code; signed in. */
export function resetPassword(body: ResetPasswordBody): Promise<LoginResponse> {
  return api.post<LoginResponse>(API.auth.resetPassword, body);
}

/** Sets the new password and remembers the session as the login does. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ResetPasswordBody): Promise<AuthSession> =>
      completeLogin(queryClient, await resetPassword(body)),
  });
}
