import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ADDABLE_SECONDS } from '@ecoscha/contracts';
import { EXTENDABLE_PHASES, PHASE_DEADLINES, parseWirePhase } from '@ecoscha/game';
import { useGame } from '@/components/game/game-session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { ControlBox } from '@/components/ui/control-box';
import { useRoomControl } from '../api/room-controls';
import { EndVoteNow } from './end-vote-now';
import { ReseatForm } from './reseat-form';
import styles from './room-controls.module.css';

/**
 * The guide's clock controls in a phase with a timer: pause or resume it; in the discussion and
 * the vote give 30 seconds or a minute more, and in the vote close it early. A seat whose phone
 * died can be handed on (re-seat) from here too. Nothing in a phase without a timer.
 */
export function TimerControls({ withReseat = true }: { withReseat?: boolean }) {
  const { t } = useTranslation('roomControls');
  const { view, sessionId } = useGame();
  const control = useRoomControl(sessionId);
  const titleId = useId();
  const paused = view.gameState.pausedRemainingMs !== undefined;
  const phase = parseWirePhase(view.gameState.phase)?.phase;
  const voting = phase === 'voting_active';
  const extendable = phase !== undefined && EXTENDABLE_PHASES.includes(phase);
  if (!phase || !PHASE_DEADLINES[phase]) return null;

  return (
    <ControlBox id={titleId} title={t('timer.title')} className={styles.box}>
      <div className={styles.row} role="group" aria-label={t('timer.groupLabel')}>
        <Button
          variant={paused ? 'primary' : 'secondary'}
          disabled={control.isPending}
          onClick={() => control.mutate({ control: paused ? 'resumeTimer' : 'pauseTimer' })}
        >
          {paused ? t('timer.resume') : t('timer.pause')}
        </Button>
        {(extendable ? ADDABLE_SECONDS : []).map((seconds) => (
          <Button
            key={seconds}
            variant="secondary"
            disabled={control.isPending}
            aria-label={t(`timer.addLabel.${seconds}`)}
            onClick={() => control.mutate({ control: 'addTime', seconds })}
          >
            {t(`timer.add.${seconds}`)}
          </Button>
        ))}
      </div>
      <p className="box-hint">{paused ? t('timer.pausedHint') : t('timer.hint')}</p>
      {control.isError ? <Alert>{errorText(control.error)}</Alert> : null}
      {voting ? <EndVoteNow /> : null}
      {withReseat ? <ReseatForm /> : null}
    </ControlBox>
  );
}
