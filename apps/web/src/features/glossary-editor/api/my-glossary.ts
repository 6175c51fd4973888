import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, pathTo, type GlossaryEntry, type GuideGlossaryEntry } from '@ecoscha/contracts';
import { glossaryQueryOptions } from '@/components/sundanese/use-glossary';
import { api } from '@/lib/api-client';

/** GET /api/my-glossary: the guide's own phrases, hidden ones too. */
export const myGlossaryQueryOptions = queryOptions({
  queryKey: ['my-glossary'],
  queryFn: ({ signal }) => api.get<GuideGlossaryEntry[]>(API.myGlossary, { signal }),
});

export const useMyGlossary = () => useQuery(myGlossaryQueryOptions);

/** The game's own glossary (content/), whose meanings a guide's phrase may replace. */
export const useDefaultGlossary = () => useQuery(glossaryQueryOptions(null));

/** A new phrase (POST) or a change to one (PUT), answered with the stored phrase. */
export function saveGlossaryEntry({ id, entry }: { id?: string; entry: GlossaryEntry }) {
  return id
    ? api.put<GuideGlossaryEntry>(pathTo(API.myGlossaryEntry, { id }), entry)
    : api.post<GuideGlossaryEntry>(API.myGlossary, entry);
}

export function setGlossaryEntryHidden({ id, hidden }: { id: string; hidden: boolean }) {
  return api.post<GuideGlossaryEntry>(
    pathTo(hidden ? API.myGlossaryHide : API.myGlossaryRestore, { id }),
  );
}

function useListMutation<Input>(mutationFn: (input: Input) => Promise<GuideGlossaryEntry>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myGlossaryQueryOptions.queryKey }),
  });
}

export const useSaveGlossaryEntry = () => useListMutation(saveGlossaryEntry);
export const useSetGlossaryEntryHidden = () => useListMutation(setGlossaryEntryHidden);
