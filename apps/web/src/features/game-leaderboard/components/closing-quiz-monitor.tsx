import { useTranslation } from 'react-i18next';
import { useGame } from '@/components/game/game-session';
import { PageTitle } from '@/components/ui/page-title';
import { GuideName } from './guide-name';
import { QuizMonitor } from './quiz-monitor';
import styles from './screen.module.css';

/** /closing-quiz?step=quiz_active for the guide: the closing quiz's countdown and progress. */
export function ClosingQuizMonitor() {
  const { t } = useTranslation('leaderboard');
  const { view } = useGame();
  const title = t('monitor.closing.title');
  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <header className={styles.header}>
        <span className={styles.eyebrow}>{t('panel.eyebrow')}</span>
        <h1>{title}</h1>
        <GuideName name={view.moderatorUsername} />
      </header>
      <QuizMonitor kind="closing" />
    </div>
  );
}
