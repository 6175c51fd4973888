import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type LoginBody, type LoginResponse } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { completeLogin, type AuthSession } from '@/lib/auth';

/** POST /api/auth/login. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post<LoginResponse>(API.auth.login, body);
}

/** Logs in and remembers the session; rejects with MissingUserIdError when no user id comes back. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody): Promise<AuthSession> =>
      completeLogin(queryClient, await login(body), body.character),
  });
}
