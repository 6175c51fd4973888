import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  API,
  phraseKey,
  type GlossaryEntry,
  type GlossaryReadingEntry,
  type Language,
} from '@ecoscha/contracts';
import { withQuery } from '@/config/paths';
import { api } from '@/lib/api-client';
import { ROOM_CONTENT_META, useRoomContentScope } from '@/lib/room-content';
import { useLanguage } from '@/lib/use-language';

export type Glossary = ReadonlyMap<string, GlossaryReadingEntry>;

/**
 * GET /api/glossary (`?sessionId=`: as that room reads it, with its guide's own phrases;
 * `?lng=`: the meanings in that language only, as a reader needs them).
 */
export function getGlossary<Entry extends GlossaryReadingEntry = GlossaryEntry>(
  options: { signal?: AbortSignal; sessionId?: string | null; language?: Language } = {},
): Promise<Entry[]> {
  const query = { sessionId: options.sessionId, lng: options.language };
  return api.get<Entry[]>(withQuery(API.glossary, query), { signal: options.signal });
}

/** Later entries replace earlier ones with the same phrase (a guide's own meaning wins). */
function indexGlossary(...lists: ReadonlyArray<readonly GlossaryReadingEntry[]>): Glossary {
  return new Map(lists.flat().map((entry) => [phraseKey(entry.phrase), entry]));
}

/**
 * The glossary is content: fetched once per visit (once per room inside a game), shared by
 * every Sundanese text; with the meanings in `language` only, or in both without it.
 */
const glossaryQuery = <Entry extends GlossaryReadingEntry>(
  sessionId: string | null,
  language?: Language,
) =>
  queryOptions({
    queryKey: ['glossary', sessionId ?? 'default', language ?? 'both'],
    queryFn: ({ signal }) => getGlossary<Entry>({ signal, sessionId, language }),
    staleTime: Infinity,
    meta: ROOM_CONTENT_META,
    gcTime: Infinity,
  });

/** With both languages' meanings, as the glossary editor shows them. */
export const glossaryQueryOptions = (sessionId: string | null = null) =>
  glossaryQuery<GlossaryEntry>(sessionId);

/** As a reader's screen needs it: the meanings in `language` only. */
export const readingGlossaryQueryOptions = (sessionId: string | null, language: Language) =>
  glossaryQuery<GlossaryReadingEntry>(sessionId, language);

/**
 * The glossary of the room the screen belongs to (`RoomContentProvider`), else the game's, with
 * its meanings in `language` (the interface's by default).
 */
export function useGlossary({
  enabled = true,
  language,
}: { enabled?: boolean; language?: Language } = {}) {
  const { sessionId, ownGlossary } = useRoomContentScope();
  const interfaceLanguage = useLanguage();
  const select = useCallback(
    (entries: GlossaryReadingEntry[]) => indexGlossary(entries, ownGlossary ?? []),
    [ownGlossary],
  );
  return useQuery({
    ...readingGlossaryQueryOptions(sessionId, language ?? interfaceLanguage),
    select,
    enabled,
  });
}

/** The meaning of `phrase` in `language`, or undefined when the glossary has no entry. */
export function meaningOf(
  glossary: Glossary | undefined,
  phrase: string,
  language: Language,
): string | undefined {
  return glossary?.get(phraseKey(phrase))?.[language];
}
