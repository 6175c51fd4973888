import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { parseWirePhase, type GameView, type Phase } from '@ecoscha/game';
import { readingGlossaryQueryOptions } from '@/components/sundanese/use-glossary';
import { roomNarrativesQueryOptions } from '@/lib/room-content';
import { useLanguage } from '@/lib/use-language';

/** The phases in which a player's phone loads the room's stories and Sundanese phrases ahead. */
const CONTENT_AHEAD = new Set<Phase>(['quiz_active', 'quiz_completed', 'start_roleplay_narrative']);

/** Each phone waits a random part of this, so a class does not ask in the same second. */
export const ROOM_CONTENT_SPREAD_MS = 20_000;

/**
 * A player's phone loads the room's stories and phrases (about 18 KB) during the opening quiz,
 * at a random moment: the first night and morning then show at once, instead of a whole class
 * asking for them over the school's Wi-Fi when the first morning comes (about 900 KB for 50
 * phones, seconds of a 2 Mbit/s link). Content is kept for the room (`ROOM_CONTENT_META`).
 */
export function usePrefetchRoomContent(view: GameView | undefined, sessionId: string | null) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const phase = view ? parseWirePhase(view.gameState.phase)?.phase : undefined;
  const ahead = Boolean(view?.viewer.isPlayer && phase && CONTENT_AHEAD.has(phase));
  useEffect(() => {
    if (!ahead || !sessionId) return;
    const timer = setTimeout(() => {
      void queryClient.prefetchQuery(roomNarrativesQueryOptions(sessionId));
      void queryClient.prefetchQuery(readingGlossaryQueryOptions(sessionId, language));
    }, Math.random() * ROOM_CONTENT_SPREAD_MS);
    return () => clearTimeout(timer);
  }, [ahead, sessionId, language, queryClient]);
}
