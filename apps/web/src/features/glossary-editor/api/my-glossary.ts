import { useQuery } from '@tanstack/react-query';
import { API, type GlossaryEntry, type GuideGlossaryEntry } from '@ecoscha/contracts';
import { makeEditorApi } from '@/components/content-editor/editor-api';
import { glossaryQueryOptions } from '@/components/sundanese/use-glossary';

/** The guide's own phrases (hidden ones too): save, hide, restore. */
export const myGlossaryApi = makeEditorApi<GuideGlossaryEntry, GlossaryEntry>({
  queryKey: 'my-glossary',
  list: API.myGlossary,
  create: API.myGlossary,
  item: API.myGlossaryEntry,
  hide: API.myGlossaryHide,
  restore: API.myGlossaryRestore,
});

/** The game's own glossary (content/), whose meanings a guide's phrase may replace. */
export const useDefaultGlossary = () => useQuery(glossaryQueryOptions(null));
