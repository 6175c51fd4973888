import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type UserResponse } from '@ecoscha/contracts';
import { MODERATOR_ROLE_ID, roleIdForCharacterKey } from '@ecoscha/game';
import { api } from '@/lib/api-client';
import { authSessionKey, completeLogin, type AuthSession } from '@/lib/auth';
import { storage } from '@/lib/storage';

/** PUT /api/auth/character: the card a signed-in player scanned is their role from now on. */
export function setCharacter(character: string): Promise<UserResponse | undefined> {
  return api.put<UserResponse | undefined>(API.auth.character, { character });
}

/**
 * Whether a card scanned by a signed-in account becomes its role: any player's known card, but
 * never the guide's card, nor for the guide's own account (a scan must not take their desk away,
 * nor make a guide without the sign-up's checks).
 */
export function takesScannedCard(accountRoleId: string | undefined, character: string): boolean {
  const cardRole = roleIdForCharacterKey(character);
  return (
    cardRole !== undefined && cardRole !== MODERATOR_ROLE_ID && accountRoleId !== MODERATOR_ROLE_ID
  );
}

/** Sets the card on the server, then remembers its role as a login with that card does. */
export function useApplyCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (character: string): Promise<AuthSession> => {
      const answer = await setCharacter(character);
      const session = queryClient.getQueryData<AuthSession | null>(authSessionKey);
      const user = answer?.user ?? session?.user;
      const token = storage.getToken();
      if (!user || !token) throw new Error('Not signed in');
      return completeLogin(queryClient, { token, user }, character);
    },
  });
}
