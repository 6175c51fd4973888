import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { PausedTag } from '@/components/game/paused-tag';
import { useGame } from '@/components/game/game-session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/i18n';
import { formatClock } from '@/lib/session/clock';
import { sessionSeconds, topicSeconds, useDurationText } from '@/lib/session/durations';
import { useSessionClock } from '@/lib/session/use-countdown';
import { useLanguage } from '@/lib/use-language';
import { useQuizTopics } from '../api/get-quiz-topics';
import { useGuideAway } from '../hooks/use-guide-away';
import { localise } from '../utils/localise';
import { QUIZ_KINDS, type QuizKind } from '../utils/quiz-kinds';
import { countdownSeen } from '../utils/quiz-storage';
import { StandbyOverlay } from './standby-overlay';
import { TopicCard } from './topic-card';
import styles from './topic-chooser.module.css';

/** Shown, closed, when the topics cannot be loaded (game.md section 8). */
const FALLBACK_TOPICS = [
  { topicId: 'forest_land_fires', number: 1, titleKey: 'chooser.fallback.forest' },
  { topicId: 'industrial_waste', number: 2, titleKey: 'chooser.fallback.water' },
] as const;

/**
 * The topic choice of the opening quiz (/choose-topic-card) and the closing quiz
 * (/closing-choose-topic): a 2-column grid of topic cards, the done ones closed, the quiz's
 * time left, and a standby message once every topic is done.
 */
export function TopicChooser({ kind }: { kind: QuizKind }) {
  const { t } = useTranslation('gameQuiz');
  const { sessionId, view } = useGame();
  const language = useLanguage();
  const navigate = useNavigate();
  const isGuide = useGuideAway(kind);
  const duration = useDurationText();
  const topics = useQuizTopics(sessionId, kind);
  const { seconds, paused } = useSessionClock(view.gameState);
  const config = QUIZ_KINDS[kind];
  const done = new Set([
    ...config.completedIn(view),
    ...(topics.data?.topics.filter((topic) => topic.completed).map((topic) => topic._id) ?? []),
  ]);
  // The opening quiz starts with the 3-2-1 countdown, once per session (not after a topic).
  const needsCountdown =
    kind === 'opening' &&
    !isGuide &&
    done.size === 0 &&
    !countdownSeen.get(sessionId, view.viewer.userId);

  useEffect(() => {
    if (needsCountdown) void navigate(paths.countdown.getHref({ sessionId }), { replace: true });
  }, [needsCountdown, sessionId, navigate]);

  if (isGuide || needsCountdown) return null;

  const list = topics.data?.topics ?? [];
  const allDone = list.length > 0 && list.every((topic) => done.has(topic._id));
  const timeLeft = view.gameState.deadline || paused ? formatClock(seconds) : undefined;
  const title = t(`chooser.${kind}.title`);

  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>
          {t(`chooser.${kind}.lead`, { duration: duration(topicSeconds(view)) })}
        </p>
        {kind === 'closing' && (
          <p className={styles.hint}>
            {t('chooser.closing.hint', {
              duration: duration(sessionSeconds(view, 'closingQuizMs')),
            })}
          </p>
        )}
        <div className={styles.stats}>
          {list.length > 0 && (
            <p className={styles.progress}>
              {t('chooser.progress', { done: done.size, total: list.length })}
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${(100 * done.size) / list.length}%` }} />
              </span>
            </p>
          )}
          {timeLeft && (
            <p className={styles.clock} data-hurry={seconds <= 60 || undefined}>
              <span>{t('chooser.timeLeft')}</span>
              <strong role="timer">{timeLeft}</strong>
              {paused ? <PausedTag /> : null}
            </p>
          )}
        </div>
      </header>

      {topics.data ? (
        <ul className={styles.grid} aria-label={t('chooser.listLabel')}>
          {list.map((topic, index) => (
            <TopicCard
              key={topic._id}
              topicId={topic._id}
              number={kind === 'closing' ? index + 1 : topic.topic_id}
              title={localise(topic, 'topic_name', language)}
              done={done.has(topic._id)}
              onSelect={() => void navigate(config.topicHref(sessionId, topic._id, index + 1))}
            />
          ))}
        </ul>
      ) : topics.isError ? (
        <>
          <Alert>{t('chooser.loadFailed', { message: errorText(topics.error) })}</Alert>
          <div className={styles.retry}>
            <p>{t('chooser.fallbackNote')}</p>
            <Button onClick={() => void topics.refetch()} disabled={topics.isFetching}>
              {t('chooser.retry')}
            </Button>
          </div>
          <ul className={styles.grid} aria-label={t('chooser.listLabel')}>
            {FALLBACK_TOPICS.map((topic) => (
              <TopicCard
                key={topic.topicId}
                topicId={topic.topicId}
                number={topic.number}
                title={t(topic.titleKey)}
                done={false}
                disabled
              />
            ))}
          </ul>
        </>
      ) : (
        <p role="status" className={styles.loading}>
          {t('chooser.loading')}
        </p>
      )}

      {allDone && <StandbyOverlay kind={kind} timeLeft={timeLeft} />}
    </div>
  );
}
