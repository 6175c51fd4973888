import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { parseWirePhase } from '@ecoscha/game';
import { useGame } from '@/components/game/game-session';
import { EndGameButton } from '@/features/game-leaderboard/components/end-game-button';
import { ClosingQuizMonitor } from '@/features/game-leaderboard/components/closing-quiz-monitor';
import { usePrefetchQuizTopics } from '@/features/game-quiz/api/prefetch-quiz-topics';
import { ClosingStage } from '@/features/game-narrative/components/closing-stage';

/** A player's question of one closing topic (the quiz feature's runner), loaded when needed. */
const ClosingQuizTopic = lazy(async () => ({
  default: (await import('@/features/game-quiz/components/closing-quiz-topic')).ClosingQuizTopic,
}));

/**
 * /closing-quiz?sessionId[&step | &topicId&topicIndex]: a closing topic's question when the URL
 * names a topic; otherwise the closing story's step, or the guide's view of the running quiz.
 */
export default function ClosingQuizRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { view, sessionId } = useGame();
  usePrefetchQuizTopics();
  if (params.has('topicId')) {
    return (
      <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
        <ClosingQuizTopic />
      </Suspense>
    );
  }
  const running = parseWirePhase(view.gameState.phase)?.phase === 'closing_quiz_active';
  if (running && view.viewer.isModerator) return <ClosingQuizMonitor />;
  return <ClosingStage endGame={<EndGameButton sessionId={sessionId} />} />;
}
