import type { NarrativeMoment } from '@ecoscha/contracts';
import { useRoomNarratives } from '@/lib/room-content';

/** One moment's narrative as the room reads it (undefined while loading or when missing). */
export function useNarrative(moment: NarrativeMoment) {
  const query = useRoomNarratives();
  return { ...query, narrative: query.data?.find((n) => n._id === moment) };
}
