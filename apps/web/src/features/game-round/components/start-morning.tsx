import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { routeFor, type GameView } from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { phaseOf } from '../utils/night-steps';
import { Actions, Panel, RoundScreen } from './round-screen';

export type ProcessControls = { process: () => void; pending: boolean; error: string | null };

type StartMorningProps = { view: GameView; controls?: ProcessControls; banner?: ReactNode };

/**
 * /start-morning-phase: where the guide lands when the night is complete. Processing the
 * night's results starts the morning; the frame then opens the morning control. In any other
 * phase (a moment before the frame moves on) it links to the current screen.
 */
export function StartMorning({ view, controls, banner }: StartMorningProps) {
  const { t } = useTranslation('round');
  const readOnly = !controls;
  const nightDone = phaseOf(view) === 'night_phase_complete';
  let action: ReactNode;
  if (nightDone) {
    action = (
      <Button block disabled={readOnly || controls.pending} onClick={() => controls?.process()}>
        {controls?.pending ? t('startMorning.processing') : t('startMorning.process')}
      </Button>
    );
  } else {
    action = readOnly ? (
      <Button block disabled>
        {t('startMorning.goCurrent')}
      </Button>
    ) : (
      <ButtonLink block to={routeFor(view)}>
        {t('startMorning.goCurrent')}
      </ButtonLink>
    );
  }
  return (
    <RoundScreen
      tone="day"
      wide
      banner={banner}
      scene="morning"
      eyebrow={t('common.dayTitle', { day: Math.max(1, view.currentRound) })}
      title={t('startMorning.title')}
    >
      <Panel>
        <p>{nightDone ? t('startMorning.nightDone') : t('startMorning.elsewhere')}</p>
        {controls?.error ? <Alert>{controls.error}</Alert> : null}
        <Actions>{action}</Actions>
      </Panel>
    </RoundScreen>
  );
}
