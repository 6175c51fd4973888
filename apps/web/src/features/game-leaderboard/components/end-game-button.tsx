import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useChangePhase } from '@/lib/session/phase-change';
import styles from './end-game-button.module.css';

/**
 * The guide ends the session for everyone (PUT phase game_completely_ended) after confirming.
 * On success the game frame moves every screen, this one too, to the results with the news that
 * the game has ended; on failure it says so inline.
 */
export function EndGameButton({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('leaderboard');
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const opened = useRef(false);

  // Focus follows the question: to Cancel when it opens, back to the button when it closes.
  useEffect(() => {
    if (confirming || opened.current) {
      boxRef.current?.querySelector<HTMLButtonElement>('[data-focus-target]')?.focus();
    }
    opened.current = confirming;
  }, [confirming]);
  const end = useChangePhase(sessionId);

  return (
    <div ref={boxRef} className={styles.box}>
      {confirming ? (
        <div role="group" aria-labelledby={titleId} className={styles.confirm}>
          <p id={titleId} className={styles.title}>
            {t('endGame.confirmTitle')}
          </p>
          <p className={styles.text}>{t('endGame.confirmText')}</p>
          <div className={styles.actions}>
            <Button
              className="danger-button"
              disabled={end.isPending}
              onClick={() => end.mutate('game_completely_ended')}
            >
              {end.isPending ? t('endGame.ending') : t('endGame.confirm')}
            </Button>
            <Button
              data-focus-target
              variant="ghost"
              disabled={end.isPending}
              onClick={() => {
                end.reset();
                setConfirming(false);
              }}
            >
              {t('endGame.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          data-focus-target
          variant="ghost"
          className={styles.open}
          onClick={() => setConfirming(true)}
        >
          {t('endGame.button')}
        </Button>
      )}
      {end.isError ? <Alert>{t('endGame.failed')}</Alert> : null}
    </div>
  );
}
