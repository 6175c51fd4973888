import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  pathTo,
  type GuideNarrative,
  type NarrativeDraft,
  type NarrativeMoment,
} from '@ecoscha/contracts';
import { api } from '@/lib/api-client';
import { roomNarrativesQueryOptions } from '@/lib/room-content';

/** GET /api/my-narratives: the guide's own versions, set-aside ones too. */
export const myNarrativesQueryOptions = queryOptions({
  queryKey: ['my-narratives'],
  queryFn: ({ signal }) => api.get<GuideNarrative[]>(API.myNarratives, { signal }),
});

export const useMyNarratives = () => useQuery(myNarrativesQueryOptions);

/** The game's own narratives (content/), which a guide's version replaces in their rooms. */
export const useDefaultNarratives = () => useQuery(roomNarrativesQueryOptions(null));

/** PUT /api/my-narratives/:moment: writes the guide's version of a moment (used again). */
export function saveNarrative({
  moment,
  draft,
}: {
  moment: NarrativeMoment;
  draft: NarrativeDraft;
}) {
  return api.put<GuideNarrative>(pathTo(API.myNarrative, { moment }), draft);
}

/** Back to the game's version (hidden, kept) or the guide's version again. */
export function setNarrativeHidden({
  moment,
  hidden,
}: {
  moment: NarrativeMoment;
  hidden: boolean;
}) {
  return api.post<GuideNarrative>(
    pathTo(hidden ? API.myNarrativeHide : API.myNarrativeRestore, { moment }),
  );
}

function useListMutation<Input>(mutationFn: (input: Input) => Promise<GuideNarrative>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myNarrativesQueryOptions.queryKey }),
  });
}

export const useSaveNarrative = () => useListMutation(saveNarrative);
export const useSetNarrativeHidden = () => useListMutation(setNarrativeHidden);
