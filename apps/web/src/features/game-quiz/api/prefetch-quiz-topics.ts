import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { parseWirePhase, type Phase } from '@ecoscha/game';
import { useGame } from '@/components/game/game-session';
import type { QuizKind } from '../utils/quiz-kinds';
import { quizTopicsKey, quizTopicsQueryOptions } from './get-quiz-topics';

/** The phases a player waits through before a quiz, and that quiz. */
const QUIZ_AHEAD: Partial<Record<Phase, QuizKind>> = {
  initial: 'opening',
  narrative_1: 'opening',
  roleplay_ending_narrative: 'closing',
  closing_quiz_intro: 'closing',
};

/**
 * A player's phone loads the next quiz's topics while the class waits for it (the lobby, the
 * story before it): when the guide starts the quiz, 50 phones show it at once instead of asking
 * for their questions together over the school's Wi-Fi. Loaded once, and kept for the room
 * (`quizTopicsQueryOptions`).
 */
export function usePrefetchQuizTopics(): void {
  const { view, sessionId } = useGame();
  const queryClient = useQueryClient();
  const phase = parseWirePhase(view.gameState.phase)?.phase;
  const kind = view.viewer.isPlayer && phase ? QUIZ_AHEAD[phase] : undefined;
  useEffect(() => {
    if (!kind || queryClient.getQueryData(quizTopicsKey(sessionId, kind))) return;
    void queryClient.prefetchQuery(quizTopicsQueryOptions(sessionId, kind));
  }, [kind, sessionId, queryClient]);
}
