import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type UpdateProfileBody, type UserResponse } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/auth';
import { profileQueryKey } from './get-profile';

/** PUT /api/auth/profile. */
export function updateProfile(body: UpdateProfileBody): Promise<UserResponse> {
  return api.put<UserResponse>(API.auth.profile, body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (response) => {
      queryClient.setQueryData(profileQueryKey, response);
      updateSessionUser(queryClient, response.user);
    },
  });
}
