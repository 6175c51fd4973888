import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isPracticeSeat, MAX_PLAYERS } from '@ecoscha/game';
import { useGame } from '@/components/game/game-session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/i18n';
import { usePracticeSeats } from '../api/practice-seats';
import styles from './practice-seats-control.module.css';
import { ControlBox } from '@/components/ui/control-box';

/** Enough players for a full table of roles (two villains, a guardian, a manager, citizens). */
const SMALLEST_FULL_TABLE = 7;

/**
 * The lobby's "Add practice players": the guide fills empty seats with players the server plays
 * (a count, then Add), or takes them all away again.
 */
export function PracticeSeatsControl() {
  const { t } = useTranslation('practice');
  const { view, sessionId } = useGame();
  const { add, remove } = usePracticeSeats(sessionId);
  const titleId = useId();
  const free = MAX_PLAYERS - view.players.length;
  const practice = view.players.filter(isPracticeSeat).length;
  // Until the guide types a number, the suggestion follows the students who have joined.
  const [typed, setTyped] = useState<string | null>(null);
  const count = typed ?? String(Math.max(1, SMALLEST_FULL_TABLE - view.players.length));
  const wanted = Number(count);
  const valid = Number.isInteger(wanted) && wanted >= 1 && wanted <= free;
  const busy = add.isPending || remove.isPending;
  const failed = add.error ?? remove.error;

  return (
    <ControlBox id={titleId} title={t('lobby.title')} hint={t('lobby.hint')} className={styles.box}>
      {free > 0 ? (
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) add.mutate(wanted, { onSuccess: () => setTyped(null) });
          }}
        >
          <TextField
            className={styles.count}
            label={t('lobby.countLabel')}
            type="number"
            inputMode="numeric"
            min={1}
            max={free}
            value={count}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={!valid || busy}>
            {t('lobby.add')}
          </Button>
        </form>
      ) : (
        <p className="box-hint">{t('lobby.full')}</p>
      )}
      {practice > 0 ? (
        <div className={styles.row}>
          <p className={styles.inRoom}>{t('lobby.inRoom', { count: practice })}</p>
          <Button variant="ghost" disabled={busy} onClick={() => remove.mutate()}>
            {t('lobby.removeAll')}
          </Button>
        </div>
      ) : null}
      {failed ? <Alert>{errorText(failed)}</Alert> : null}
    </ControlBox>
  );
}
