import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { useGame } from '@/components/game/game-session';
import { PageTitle } from '@/components/ui/page-title';
import { GAME_DELAYS_MS } from '@/config/timing';
import { useGuideAway } from '../hooks/use-guide-away';
import { QUIZ_KINDS } from '../utils/quiz-kinds';
import { countdownSeen } from '../utils/quiz-storage';
import styles from './countdown-screen.module.css';

const STEPS = ['3', '2', '1', 'start'] as const;

/** 3, 2, 1, START! one second each, then the opening quiz's topic choice. */
export function CountdownScreen() {
  const { t } = useTranslation('gameQuiz');
  const { sessionId, view } = useGame();
  const navigate = useNavigate();
  const isGuide = useGuideAway('opening');
  const [step, setStep] = useState(0);
  const userId = view.viewer.userId;

  useEffect(() => {
    if (isGuide) return;
    const timer = setTimeout(() => {
      if (step < STEPS.length - 1) return setStep(step + 1);
      countdownSeen.set(sessionId, userId);
      void navigate(QUIZ_KINDS.opening.chooserHref(sessionId), { replace: true });
    }, GAME_DELAYS_MS.countdownStep);
    return () => clearTimeout(timer);
  }, [step, isGuide, sessionId, userId, navigate]);

  if (isGuide) return null;
  const current = STEPS[step] ?? 'start';
  const start = current === 'start';

  return (
    <div className={styles.page}>
      <PageTitle title={t('countdown.title')} />
      <h1 className={styles.title}>{t('countdown.title')}</h1>
      <p className={styles.lead}>{t('countdown.lead')}</p>
      <p className={styles.stage} aria-live="assertive" aria-atomic="true">
        <span key={current} className={styles.count} data-start={start || undefined}>
          {start ? t('countdown.start') : current}
        </span>
      </p>
      <ol className={styles.dots} aria-hidden="true">
        {STEPS.map((item, index) => (
          <li key={item} data-active={index <= step || undefined} />
        ))}
      </ol>
    </div>
  );
}
