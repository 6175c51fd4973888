import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useGame } from '@/components/game/game-session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/i18n';
import { useRoomControl } from '../api/room-controls';
import styles from './room-controls.module.css';

/**
 * Moves a seat to another account (a student plays on from a friend's phone and account, or a
 * late student takes over a practice seat): role, points, answers and votes go with it.
 */
export function ReseatForm() {
  const { t } = useTranslation('roomControls');
  const { view, sessionId } = useGame();
  const control = useRoomControl(sessionId);
  const titleId = useId();
  const seatId = useId();
  const [from, setFrom] = useState('');
  const [account, setAccount] = useState('');
  const [moved, setMoved] = useState<{ seat: string; account: string } | null>(null);
  const seats = view.players;
  const seat = seats.find((p) => p.userId === from);
  const ready = seat !== undefined && account.trim().length > 0 && !control.isPending;
  if (seats.length === 0) return null;

  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{t('reseat.title')}</summary>
      <form
        className={styles.form}
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready || !seat) return;
          const toUsername = account.trim();
          setMoved(null);
          control.mutate(
            { control: 'reseat', fromUserId: seat.userId, toUsername },
            { onSuccess: () => setMoved({ seat: seat.username, account: toUsername }) },
          );
        }}
      >
        <p id={titleId} className="box-hint">
          {t('reseat.hint')}
        </p>
        <div className="select-field">
          <label htmlFor={seatId} className="select-label">
            {t('reseat.seatLabel')}
          </label>
          <select
            id={seatId}
            className="select-box"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          >
            <option value="">{t('reseat.choose')}</option>
            {seats.map((p) => (
              <option key={p.userId} value={p.userId}>
                {p.isPractice ? t('reseat.practiceSeat', { name: p.username }) : p.username}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('reseat.accountLabel')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={account}
          onChange={(event) => setAccount(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={!ready}>
          {t('reseat.submit')}
        </Button>
        {moved ? <Alert tone="success">{t('reseat.done', moved)}</Alert> : null}
        {control.isError ? <Alert>{errorText(control.error)}</Alert> : null}
      </form>
    </details>
  );
}
