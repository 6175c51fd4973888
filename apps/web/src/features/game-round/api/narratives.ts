import type { Language, Narrative, NarrativeMoment } from '@ecoscha/contracts';
import { useRoomNarratives } from '@/lib/room-content';

/** Every narrative as the room reads it (its guide's own versions, else the game's). */
export const useNarratives = useRoomNarratives;

export type NarrativeText = { title: string; text: string };

/** One narrative's title and text in the interface language. */
export function narrativeFor(
  narratives: Narrative[] | undefined,
  moment: NarrativeMoment,
  language: Language,
): NarrativeText | null {
  const found = narratives?.find((n) => n._id === moment);
  if (!found) return null;
  const en = language === 'en';
  return {
    title: en ? found.judul_en : found.judul,
    text: en ? found.isiBacaan_en : found.isiBacaan,
  };
}
