import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';
import { changePhase } from '@/lib/session/phase-change';
import styles from './end-game-button.module.css';

/**
 * The guide ends the session for everyone (PUT phase game_completely_ended) after confirming.
 * On success the spec's message is shown (a browser alert: it must be read before the page goes
 * home), the stored session is forgotten and the guide goes home; on failure it says so inline.
 */
export function EndGameButton({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('leaderboard');
  const navigate = useNavigate();
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
  const end = useMutation({
    mutationFn: () => changePhase(sessionId, 'game_completely_ended'),
    onSuccess: () => {
      window.alert(t('endGame.success'));
      storage.clearSessionData(sessionId);
      void navigate(paths.home.getHref(), { replace: true });
    },
  });

  return (
    <div ref={boxRef} className={styles.box}>
      {confirming ? (
        <div role="group" aria-labelledby={titleId} className={styles.confirm}>
          <p id={titleId} className={styles.title}>
            {t('endGame.confirmTitle')}
          </p>
          <p className={styles.text}>{t('endGame.confirmText')}</p>
          <div className={styles.actions}>
            <Button className={styles.danger} disabled={end.isPending} onClick={() => end.mutate()}>
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
