import { useQuery } from '@tanstack/react-query';
import { API, type GuideNarrative, type NarrativeDraft } from '@ecoscha/contracts';
import { makeEditorApi } from '@/components/content-editor/editor-api';
import { roomNarrativesQueryOptions } from '@/lib/room-content';

/**
 * The guide's own versions (set-aside ones too), saved by their moment (PUT, used again); hiding
 * one goes back to the game's version (kept), restoring uses the guide's again.
 */
export const myNarrativesApi = makeEditorApi<GuideNarrative, NarrativeDraft>({
  queryKey: 'my-narratives',
  list: API.myNarratives,
  item: API.myNarrative,
  hide: API.myNarrativeHide,
  restore: API.myNarrativeRestore,
});

/** The game's own narratives (content/), which a guide's version replaces in their rooms. */
export const useDefaultNarratives = () => useQuery(roomNarrativesQueryOptions(null));
