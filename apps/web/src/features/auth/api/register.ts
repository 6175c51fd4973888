import { useMutation } from '@tanstack/react-query';
import { API, type RegisterBody } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/register. The account is created; signing in is a separate call. */
export async function register(body: RegisterBody): Promise<void> {
  await api.post<unknown>(API.auth.register, body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
