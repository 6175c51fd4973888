import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { API, phraseKey, type GlossaryEntry, type Language } from '@ecoscha/contracts';
import { withQuery } from '@/config/paths';
import { api } from '@/lib/api-client';
import { ROOM_CONTENT_META, useRoomContentScope } from '@/lib/room-content';

export type Glossary = ReadonlyMap<string, GlossaryEntry>;

/** GET /api/glossary (`?sessionId=`: as that room reads it, with its guide's own phrases). */
export function getGlossary(
  options: { signal?: AbortSignal; sessionId?: string | null } = {},
): Promise<GlossaryEntry[]> {
  return api.get<GlossaryEntry[]>(withQuery(API.glossary, { sessionId: options.sessionId }), {
    signal: options.signal,
  });
}

/** Later entries replace earlier ones with the same phrase (a guide's own meaning wins). */
function indexGlossary(...lists: ReadonlyArray<readonly GlossaryEntry[]>): Glossary {
  return new Map(lists.flat().map((entry) => [phraseKey(entry.phrase), entry]));
}

/**
 * The glossary is content: fetched once per visit (once per room inside a game), shared by
 * every Sundanese text.
 */
export const glossaryQueryOptions = (sessionId: string | null = null) =>
  queryOptions({
    queryKey: ['glossary', sessionId ?? 'default'],
    queryFn: ({ signal }) => getGlossary({ signal, sessionId }),
    staleTime: Infinity,
    meta: ROOM_CONTENT_META,
    gcTime: Infinity,
  });

/** The glossary of the room the screen belongs to (`RoomContentProvider`), else the game's. */
export function useGlossary({ enabled = true }: { enabled?: boolean } = {}) {
  const { sessionId, ownGlossary } = useRoomContentScope();
  const select = useCallback(
    (entries: GlossaryEntry[]) => indexGlossary(entries, ownGlossary ?? []),
    [ownGlossary],
  );
  return useQuery({ ...glossaryQueryOptions(sessionId), select, enabled });
}

/** The meaning of `phrase` in `language`, or undefined when the glossary has no entry. */
export function meaningOf(
  glossary: Glossary | undefined,
  phrase: string,
  language: Language,
): string | undefined {
  return glossary?.get(phraseKey(phrase))?.[language];
}
