import type { GameView } from '@ecoscha/game';
import { paths } from '@/config/paths';

/** The opening quiz (before the roleplay) and the closing quiz (after it): one screen each. */
export type QuizKind = 'opening' | 'closing';

type KindConfig = {
  /** The topic chooser of this quiz. */
  chooserHref(sessionId: string): string;
  /** The quiz page of one topic. */
  topicHref(sessionId: string, topicId: string, topicIndex: number): string;
  /** Where the guide goes when they open a page of this quiz (game.md sections 2 and 4). */
  guideHref(sessionId: string): string;
  /** The topics this viewer has handed in, as the live session says. */
  completedIn(view: GameView): string[];
};

export const QUIZ_KINDS: Record<QuizKind, KindConfig> = {
  opening: {
    chooserHref: (sessionId) => paths.chooseTopicCard.getHref({ sessionId }),
    topicHref: (sessionId, topicId, topicIndex) =>
      paths.quiz.getHref({ sessionId, topicId, topicIndex }),
    guideHref: (sessionId) => paths.leaderboard.getHref({ sessionId, type: 'default' }),
    completedIn: (view) => view.viewer.completedTopics.opening,
  },
  closing: {
    chooserHref: (sessionId) => paths.closingChooseTopic.getHref({ sessionId }),
    topicHref: (sessionId, topicId, topicIndex) =>
      paths.closingQuiz.getHref({ sessionId, topicId, topicIndex }),
    guideHref: (sessionId) => paths.leaderboard.getHref({ sessionId, type: 'default' }),
    completedIn: (view) => view.viewer.completedTopics.closing,
  },
};

/** The topic picture (our own artwork, one per topic id). */
export const topicImage = (topicId: string) => `/content/images/topics/${topicId}.svg`;
