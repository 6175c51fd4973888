import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useGame } from '@/components/game/game-session';
import { QUIZ_KINDS, type QuizKind } from '../utils/quiz-kinds';

/**
 * The guide does not take the quiz: one who opens a quiz page goes to the leaderboard (game.md
 * sections 2 and 4). Returns whether the viewer is the guide, so the page renders nothing.
 */
export function useGuideAway(kind: QuizKind): boolean {
  const { sessionId, view } = useGame();
  const navigate = useNavigate();
  const isGuide = view.viewer.isModerator;
  useEffect(() => {
    if (isGuide) void navigate(QUIZ_KINDS[kind].guideHref(sessionId), { replace: true });
  }, [isGuide, kind, sessionId, navigate]);
  return isGuide;
}
