import { useTranslation } from '@/lib/use-translation';
import type { QuizKind } from '@ecoscha/game';
import { PausedTag } from '@/components/game/paused-tag';
import { useGame } from '@/components/game/game-session';
import { PracticeBadge } from '@/components/game/practice-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { formatClock } from '@/lib/session/clock';
import { useSessionClock } from '@/lib/session/use-countdown';
import { useChangePhase } from '@/lib/session/phase-change';
import { useTopicCount } from '../api/get-topic-count';
import styles from './quiz-monitor.module.css';
import screen from './screen.module.css';

/** The timer turns red for the last minute. */
const LAST_MINUTE_S = 60;

/**
 * The guide's view of a running quiz (opening or closing): the countdown from the server's
 * deadline, how many topics each player has finished, and the button that ends it early.
 */
export function QuizMonitor({ kind }: { kind: QuizKind }) {
  const { t } = useTranslation('leaderboard');
  const { view, sessionId } = useGame();
  const { seconds, paused } = useSessionClock(view.gameState);
  const total = useTopicCount().data;
  const finish = useChangePhase(sessionId);
  const rows = view.players.map((player) => ({
    player,
    done: view.quizProgress?.[player.userId]?.[kind] ?? 0,
  }));
  const finished = total ? rows.filter((row) => row.done >= total).length : 0;
  const lastMinute = !paused && seconds < LAST_MINUTE_S;

  return (
    <section className={styles.monitor} aria-labelledby="quiz-monitor-heading">
      <h2 id="quiz-monitor-heading" className="sr-only">
        {t(`monitor.${kind}.title`)}
      </h2>
      <div className={`${styles.timer} ${lastMinute ? styles.urgent : ''}`}>
        <span className={styles.timerLabel}>{t('monitor.timerLabel')}</span>
        <span role="timer" className={styles.clock}>
          {formatClock(seconds)}
        </span>
        {lastMinute ? <span className={styles.timerNote}>{t('monitor.lastMinute')}</span> : null}
        {paused ? <PausedTag /> : null}
      </div>
      <p className={styles.summary} role="status">
        {t('monitor.finished', { done: finished, total: rows.length })}
      </p>
      <ul className={styles.list}>
        {rows.map(({ player, done }) => {
          const complete = total !== undefined && done >= total;
          return (
            <li key={player.userId} className={`${styles.row} ${complete ? styles.complete : ''}`}>
              <span className={styles.name}>
                {player.username} {player.isPractice ? <PracticeBadge /> : null}
              </span>
              <span className={styles.count}>
                {complete ? <span className={styles.doneTag}>{t('monitor.doneTag')}</span> : null}
                {total
                  ? t('monitor.progress', { done, total })
                  : t('monitor.progressNoTotal', { done })}
              </span>
              {total ? (
                <progress className={styles.bar} max={total} value={done} aria-hidden="true" />
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className={screen.hint}>{t('monitor.autoFinish')}</p>
      <div className={screen.actions}>
        <Button
          className={screen.bigButton}
          disabled={finish.isPending}
          onClick={() =>
            finish.mutate(kind === 'opening' ? 'quiz_completed' : 'closing_quiz_completed')
          }
        >
          {t(`monitor.${kind}.finish`)}
        </Button>
      </div>
      {finish.isError ? <Alert>{errorText(finish.error)}</Alert> : null}
    </section>
  );
}
