import { TopicChooser } from '@/features/game-quiz/components/topic-chooser';

/** /closing-choose-topic?sessionId: the closing quiz's topics. */
export default function ClosingChooseTopicRoute() {
  return <TopicChooser kind="closing" />;
}
