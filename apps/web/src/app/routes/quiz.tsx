import { useSearchParams } from 'react-router';
import { QuizRunner } from '@/features/game-quiz/components/quiz-runner';

/** /quiz?sessionId&topicId&topicIndex: the opening quiz's question(s) of one topic. */
export default function QuizRoute() {
  const [params] = useSearchParams();
  const topicIndex = Number(params.get('topicIndex'));
  return (
    <QuizRunner
      kind="opening"
      topicId={params.get('topicId') ?? ''}
      topicIndex={Number.isInteger(topicIndex) && topicIndex > 0 ? topicIndex : undefined}
    />
  );
}
