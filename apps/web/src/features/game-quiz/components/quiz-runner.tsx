import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { useGame } from '@/components/game/game-session';
import { PageTitle } from '@/components/ui/page-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { contentUrl } from '@/lib/content-url';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useQuizTopics } from '../api/get-quiz-topics';
import { useGuideAway } from '../hooks/use-guide-away';
import { localise } from '../utils/localise';
import { QUIZ_KINDS, topicImage, type QuizKind } from '../utils/quiz-kinds';
import styles from './quiz-runner.module.css';
import { TopicQuiz } from './topic-quiz';

export type QuizRunnerProps = {
  kind: QuizKind;
  topicId: string;
  /** The card's place in the chooser (1-based), as the link carried it. */
  topicIndex?: number;
};

/**
 * The quiz page of one topic, for the opening quiz (/quiz) and the closing quiz
 * (/closing-quiz?topicId=..): finds the player's question(s), keeps a topic that is already
 * done closed, and runs it.
 */
export function QuizRunner({ kind, topicId, topicIndex }: QuizRunnerProps) {
  const { t } = useTranslation('gameQuiz');
  const { sessionId, view } = useGame();
  const language = useLanguage();
  const navigate = useNavigate();
  const isGuide = useGuideAway(kind);
  const topics = useQuizTopics(sessionId, kind);
  const [handedIn, setHandedIn] = useState(false);
  const config = QUIZ_KINDS[kind];
  const topic = topics.data?.topics.find((item) => item._id === topicId);
  const done = Boolean(topic?.completed) || config.completedIn(view).includes(topicId);
  const reopened = done && !handedIn;

  // Each topic is answered once: a topic already done sends the player back to the choice.
  useEffect(() => {
    if (reopened && !isGuide) void navigate(config.chooserHref(sessionId), { replace: true });
  }, [reopened, isGuide, config, sessionId, navigate]);

  if (isGuide || reopened) return null;

  const back = (
    <ButtonLink to={config.chooserHref(sessionId)} variant="secondary">
      {t('quiz.back')}
    </ButtonLink>
  );
  if (!topics.data) {
    return (
      <div className={styles.page}>
        <PageTitle title={t('quiz.loading')} />
        {topics.isError ? (
          <div className={styles.message}>
            <Alert>{t('quiz.loadFailed', { message: errorText(topics.error) })}</Alert>
            <Button onClick={() => void topics.refetch()}>{t('quiz.retry')}</Button>
            {back}
          </div>
        ) : (
          <p role="status" className={styles.loading}>
            {t('quiz.loading')}
          </p>
        )}
      </div>
    );
  }
  if (!topic) {
    return (
      <div className={styles.page}>
        <PageTitle title={t('quiz.topicNotFound')} />
        <div className={styles.message}>
          <h1>{t('quiz.topicNotFound')}</h1>
          {back}
        </div>
      </div>
    );
  }

  const title = localise(topic, 'topic_name', language);
  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <header className={styles.header}>
        <img
          className={styles.thumb}
          src={contentUrl(topicImage(topic._id))}
          alt={t('quiz.topicPicture', { title })}
          width={56}
          height={78}
        />
        <div>
          <p className={styles.kicker}>
            {t('quiz.topicLabel', {
              number: kind === 'closing' ? (topicIndex ?? topic.topic_id) : topic.topic_id,
            })}
          </p>
          <h1 className={styles.title}>{title}</h1>
        </div>
      </header>
      {topic.questions.length === 0 ? (
        <div className={styles.message}>
          <Alert tone="info">{t('quiz.noQuestions')}</Alert>
          {back}
        </div>
      ) : (
        <TopicQuiz key={topic._id} kind={kind} topic={topic} onHandIn={() => setHandedIn(true)} />
      )}
    </div>
  );
}
