import { useMutation } from '@tanstack/react-query';
import { API } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/logout-all: every token of the account stops working, on every device. */
export function signOutEverywhere(): Promise<{ message: string }> {
  return api.post<{ message: string }>(API.auth.logoutAll);
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
