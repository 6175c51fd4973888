import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { API, type GlossaryEntry, type Narrative } from '@ecoscha/contracts';
import { api } from './api-client';
import { withQuery } from '@/config/paths';

/**
 * Which content the screens inside read: a room's (`sessionId`: its guide's own narratives and
 * glossary phrases, kept when it opened), else the game's default. `ownGlossary` adds phrases
 * not stored anywhere yet (the content editor's preview of the guide's own glossary).
 */
export type RoomContentScope = {
  sessionId: string | null;
  ownGlossary?: readonly GlossaryEntry[];
};

const DEFAULT_SCOPE: RoomContentScope = { sessionId: null };
const ScopeContext = createContext<RoomContentScope>(DEFAULT_SCOPE);

export function RoomContentProvider({
  sessionId,
  ownGlossary,
  children,
}: RoomContentScope & { children: ReactNode }) {
  const scope = useMemo(() => ({ sessionId, ownGlossary }), [sessionId, ownGlossary]);
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

export const useRoomContentScope = () => useContext(ScopeContext);

/** Content is fixed for a room, and changes with a deployment otherwise. */
const CONTENT_STALE_TIME = 30 * 60_000;

/**
 * Marks a query of a room's content (its key holds the session id): the session's changes do not
 * fetch it again (session-query.ts), 50 phones would fetch the same content at every phase.
 */
export const ROOM_CONTENT_META = { fixedForRoom: true } as const;

/** GET /api/game-narratives (`?sessionId=`: as that room reads them). */
export const roomNarrativesQueryOptions = (sessionId: string | null) =>
  queryOptions({
    queryKey: ['game-narratives', sessionId ?? 'default'],
    queryFn: ({ signal }) =>
      api.get<Narrative[]>(withQuery(API.narratives.all, { sessionId }), { signal }),
    staleTime: CONTENT_STALE_TIME,
    meta: ROOM_CONTENT_META,
  });

/** The narratives of the room the screen belongs to (the default ones outside a room). */
export function useRoomNarratives() {
  const { sessionId } = useRoomContentScope();
  return useQuery(roomNarrativesQueryOptions(sessionId));
}
