import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { API, pathTo, type Character, type CharacterSummaryReading } from '@ecoscha/contracts';
import type { RoleId } from '@ecoscha/game';
import { api, ApiError } from './api-client';
import { useLanguage } from './use-language';

/** Characters are seed content: they change with a deployment, not during a lesson. */
const CHARACTER_STALE_TIME = 30 * 60_000;

export const charactersQueryKey = ['characters'] as const;

/** GET /api/characters. */
export function getCharacters(options: { signal?: AbortSignal } = {}): Promise<Character[]> {
  return api.get<Character[]>(API.characters.list, options);
}

/** GET /api/characters/:roleId; 404 CHARACTER_NOT_FOUND for an id without data. */
export function getCharacter(
  roleId: RoleId,
  options: { signal?: AbortSignal } = {},
): Promise<Character> {
  return api.get<Character>(pathTo(API.characters.one, { roleId }), options);
}

export const charactersQueryOptions = queryOptions({
  queryKey: charactersQueryKey,
  queryFn: ({ signal }) => getCharacters({ signal }),
  staleTime: CHARACTER_STALE_TIME,
});

export function useCharacters() {
  return useQuery(charactersQueryOptions);
}

/**
 * GET /api/characters?view=summary&lng=: every character without its abilities and card zones,
 * in the interface language.
 */
export function useCharacterSummaries() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...charactersQueryKey, 'summaries', language],
    queryFn: ({ signal }) =>
      api.get<CharacterSummaryReading[]>(`${API.characters.list}?view=summary&lng=${language}`, {
        signal,
      }),
    staleTime: CHARACTER_STALE_TIME,
  });
}

/** One character; idle (never fetched) while the role is unknown. */
export function useCharacter(roleId: RoleId | null) {
  return useQuery({
    queryKey: [...charactersQueryKey, roleId],
    queryFn: roleId ? ({ signal }) => getCharacter(roleId, { signal }) : skipToken,
    staleTime: CHARACTER_STALE_TIME,
  });
}

export function isCharacterNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
