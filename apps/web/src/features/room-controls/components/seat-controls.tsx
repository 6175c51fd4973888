import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { JOINABLE_PHASES, parseWirePhase } from '@ecoscha/game';
import { useGame } from '@/components/game/game-session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { ControlBox } from '@/components/ui/control-box';
import { useRoomControl } from '../api/room-controls';
import { ReseatForm } from './reseat-form';
import styles from './room-controls.module.css';

/**
 * The lobby's seat controls: take a seat out of the room before the role-play (confirmed), and
 * move a seat to another account.
 */
export function SeatControls() {
  const { t } = useTranslation('roomControls');
  const { view, sessionId } = useGame();
  const control = useRoomControl(sessionId);
  const titleId = useId();
  const [asking, setAsking] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Focus follows the question: to its answer when it opens.
  useEffect(() => {
    if (asking) listRef.current?.querySelector<HTMLButtonElement>('[data-confirm]')?.focus();
  }, [asking]);
  const phase = parseWirePhase(view.gameState.phase)?.phase;
  const removable = phase !== undefined && JOINABLE_PHASES.includes(phase);
  if (view.players.length === 0) return null;

  return (
    <ControlBox id={titleId} title={t('seats.title')} className={styles.box}>
      {removable ? (
        <>
          <p className="box-hint">{t('seats.hint')}</p>
          <ul ref={listRef} className={styles.seats}>
            {view.players.map((p) => (
              <li key={p.userId} className={styles.seat}>
                <span className={styles.name}>{p.username}</span>
                {asking === p.userId ? (
                  <span
                    className={styles.row}
                    role="group"
                    aria-label={t('seats.confirmLabel', { name: p.username })}
                  >
                    <Button
                      data-confirm
                      className="danger-button"
                      disabled={control.isPending}
                      onClick={() =>
                        control.mutate(
                          { control: 'removePlayer', playerId: p.userId },
                          { onSettled: () => setAsking(null) },
                        )
                      }
                    >
                      {t('seats.confirm', { name: p.username })}
                    </Button>
                    <Button variant="ghost" onClick={() => setAsking(null)}>
                      {t('seats.cancel')}
                    </Button>
                  </span>
                ) : (
                  <Button
                    variant="ghost"
                    className={styles.remove}
                    aria-label={t('seats.removeLabel', { name: p.username })}
                    onClick={() => setAsking(p.userId)}
                  >
                    {t('seats.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {control.isError ? <Alert>{errorText(control.error)}</Alert> : null}
      <ReseatForm />
    </ControlBox>
  );
}
