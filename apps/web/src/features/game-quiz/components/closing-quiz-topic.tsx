import { useSearchParams } from 'react-router';
import { QuizRunner } from './quiz-runner';

/**
 * /closing-quiz?sessionId&topicId&topicIndex: the closing quiz's question of one topic, the same
 * runner as the opening quiz's /quiz, handing in with isClosingQuiz and returning to
 * /closing-choose-topic. The /closing-quiz route renders this when the URL has a topicId.
 */
export function ClosingQuizTopic() {
  const [params] = useSearchParams();
  const topicIndex = Number(params.get('topicIndex'));
  return (
    <QuizRunner
      kind="closing"
      topicId={params.get('topicId') ?? ''}
      topicIndex={Number.isInteger(topicIndex) && topicIndex > 0 ? topicIndex : undefined}
    />
  );
}
