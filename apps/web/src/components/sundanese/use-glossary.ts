import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, phraseKey, type GlossaryEntry, type Language } from '@ecoscha/contracts';
import { api } from '@/lib/api-client';

export type Glossary = ReadonlyMap<string, GlossaryEntry>;

/** GET /api/glossary. */
export function getGlossary(options: { signal?: AbortSignal } = {}): Promise<GlossaryEntry[]> {
  return api.get<GlossaryEntry[]>(API.glossary, options);
}

function indexGlossary(entries: GlossaryEntry[]): Glossary {
  return new Map(entries.map((entry) => [phraseKey(entry.phrase), entry]));
}

/** The glossary is seed content: fetched once per visit, shared by every Sundanese text. */
export const glossaryQueryOptions = queryOptions({
  queryKey: ['glossary'],
  queryFn: ({ signal }) => getGlossary({ signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useGlossary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...glossaryQueryOptions, select: indexGlossary, enabled });
}

/** The meaning of `phrase` in `language`, or undefined when the glossary has no entry. */
export function meaningOf(
  glossary: Glossary | undefined,
  phrase: string,
  language: Language,
): string | undefined {
  return glossary?.get(phraseKey(phrase))?.[language];
}
