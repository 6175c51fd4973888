import { useTranslation } from '@/lib/use-translation';
import { useGame } from '@/components/game/game-session';
import { ScreenHeader } from './screen-header';
import { QuizMonitor } from './quiz-monitor';
import styles from './screen.module.css';

/** /closing-quiz?step=quiz_active for the guide: the closing quiz's countdown and progress. */
export function ClosingQuizMonitor() {
  const { t } = useTranslation('leaderboard');
  const { view } = useGame();
  const title = t('monitor.closing.title');
  return (
    <div className={styles.page}>
      <ScreenHeader title={title} eyebrow={t('panel.eyebrow')} guide={view.moderatorUsername} />
      <QuizMonitor kind="closing" />
    </div>
  );
}
