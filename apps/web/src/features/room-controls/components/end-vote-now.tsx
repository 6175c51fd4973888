import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useGame } from '@/components/game/game-session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { useRoomControl } from '../api/room-controls';
import styles from './room-controls.module.css';

/** "End the vote now", confirmed: the vote is counted with the votes cast so far. */
export function EndVoteNow() {
  const { t } = useTranslation('roomControls');
  const { view, sessionId } = useGame();
  const control = useRoomControl(sessionId);
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  // Focus follows the question: to its first answer when it opens.
  useEffect(() => {
    if (confirming) boxRef.current?.querySelector('button')?.focus();
  }, [confirming]);
  const living = view.players.filter((p) => p.isAlive);
  const cast = living.filter((p) => p.hasVoted).length;

  if (!confirming) {
    return (
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('endVote.button')}
        </Button>
      </div>
    );
  }
  return (
    <div ref={boxRef} className={styles.confirm} role="group" aria-labelledby={questionId}>
      <p id={questionId} className={styles.question}>
        {t('endVote.question', { count: cast, total: living.length })}
      </p>
      <div className={styles.row}>
        <Button disabled={control.isPending} onClick={() => control.mutate({ control: 'endVote' })}>
          {t('endVote.confirm')}
        </Button>
        <Button variant="ghost" disabled={control.isPending} onClick={() => setConfirming(false)}>
          {t('endVote.cancel')}
        </Button>
      </div>
      {control.isError ? <Alert>{errorText(control.error)}</Alert> : null}
    </div>
  );
}
