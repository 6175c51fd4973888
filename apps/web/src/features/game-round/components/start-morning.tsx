import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routeFor, type GameView } from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { phaseOf } from '../utils/night-steps';
import { Actions, Panel, RoundScreen } from './round-screen';

export type ProcessControls = { process: () => void; pending: boolean; error: string | null };

type StartMorningProps = { view: GameView; controls?: ProcessControls; banner?: ReactNode };

/**
 * /start-morning-phase: in this game the morning starts when the night's results are
 * processed. The page says where the session stands and offers the one fitting button.
 */
export function StartMorning({ view, controls, banner }: StartMorningProps) {
  const { t } = useTranslation('round');
  const phase = phaseOf(view);
  const readOnly = !controls;
  let text: string;
  let action: ReactNode;
  if (phase === 'night_phase_complete') {
    text = t('startMorning.nightDone');
    action = (
      <Button block disabled={readOnly || controls.pending} onClick={() => controls?.process()}>
        {controls?.pending ? t('startMorning.processing') : t('startMorning.process')}
      </Button>
    );
  } else if (phase === 'morning_phase_active') {
    text = t('startMorning.started');
    action = readOnly ? (
      <Button block disabled>
        {t('startMorning.openMorning')}
      </Button>
    ) : (
      <ButtonLink block to={paths.moderatorMorningPhase.getHref({ sessionId: view.sessionId })}>
        {t('startMorning.openMorning')}
      </ButtonLink>
    );
  } else {
    text = t('startMorning.elsewhere');
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
        <p>{text}</p>
        {controls?.error ? <Alert>{controls.error}</Alert> : null}
        <Actions>{action}</Actions>
      </Panel>
    </RoundScreen>
  );
}
