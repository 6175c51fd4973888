import { TopicChooser } from '@/features/game-quiz/components/topic-chooser';

/** /choose-topic-card?sessionId: the opening quiz's topic cards. */
export default function ChooseTopicCardRoute() {
  return <TopicChooser kind="opening" />;
}
