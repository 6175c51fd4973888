import { useQuery } from '@tanstack/react-query';
import { API, type SignupModeResponse } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/** GET /api/auth/signup-mode: whether guides sign up freely or by invite; whether the caller invites. */
export function getSignupMode(): Promise<SignupModeResponse> {
  return api.get<SignupModeResponse>(API.auth.signupMode);
}

/**
 * The server's sign-up mode, asked per signed-in account (the administrator's answer is theirs
 * alone; a logout drops it with every other cached answer). Unknown while loading or failing:
 * the server still checks every sign-up.
 */
export function useSignupMode() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['signupMode', user?.id ?? null],
    queryFn: getSignupMode,
    staleTime: 60_000,
    retry: false,
  });
}
