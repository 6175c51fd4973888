import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { parseWirePhase, type GameView } from '@ecoscha/game';
import { formatClock } from '@/lib/session/clock';
import { sessionSeconds } from '@/lib/session/durations';
import { PausedTag } from '@/components/game/paused-tag';
import { useSessionClock } from '@/lib/session/use-countdown';
import styles from './waiting-quiz-clock.module.css';
import { TitledSection } from '@/components/ui/titled-section';

/**
 * The opening quiz's clock on the waiting screen: while the guide has not opened the quiz, the
 * time it will last in this session (the clock it will run), standing still; once it runs, the
 * time left to the server's deadline.
 */
export function WaitingQuizClock({ view }: { view: GameView }) {
  const { t } = useTranslation('leaderboard');
  const labelId = useId();
  const running = parseWirePhase(view.gameState.phase)?.phase === 'quiz_active';
  const deadline = running ? view.gameState.deadline : null;
  const clock = useSessionClock({ ...view.gameState, deadline });
  const paused = running && clock.paused;
  const counting = Boolean(deadline) || paused;
  const seconds = counting ? clock.seconds : sessionSeconds(view, 'quizMs');
  return (
    <TitledSection
      id={labelId}
      title={counting ? t('player.waiting.quizLeft') : t('player.waiting.quizLength')}
      className={styles.clock}
      titleClassName="eyebrow"
    >
      <p className={styles.value} role={counting ? 'timer' : undefined}>
        {formatClock(seconds)}
      </p>
      {paused ? <PausedTag /> : null}
      {counting ? null : <p className={styles.note}>{t('player.waiting.quizStarts')}</p>}
    </TitledSection>
  );
}
