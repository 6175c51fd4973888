import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { GameView, PlayerActionState } from '@ecoscha/game';
import {
  ACTION_STEP,
  actionOfRole,
  isNightStep,
  nightStepsFor,
  phaseOf,
  type NightStep,
} from '../utils/night-steps';
import { isRoleMissing, RoleMissing } from './role-card';
import { Panel, RoundScreen } from './round-screen';
import { StepTracker } from './step-tracker';
import styles from './night-status.module.css';
import { Icon, type IconName } from './icon';

export type OwnNightState = 'wait' | 'later' | 'acting' | 'done';

const ICONS: Record<OwnNightState, IconName> = {
  wait: 'moon',
  later: 'hourglass',
  acting: 'star',
  done: 'check',
};

/**
 * The player's own night status: done once they acted in this step (or earlier tonight in their
 * role's step), acting while their phone says so, "later" while their role's step is ahead.
 */
export function ownNightState(
  view: GameView,
  step: NightStep,
  reported: PlayerActionState | undefined,
): OwnNightState {
  if (view.viewer.hasActedThisStep || reported === 'done') return 'done';
  if (reported === 'true') return 'acting';
  const kind = actionOfRole(view.viewer.roleId);
  if (!kind) return 'wait';
  const steps = nightStepsFor(view.currentRound);
  const mine = steps.indexOf(ACTION_STEP[kind]);
  const now = steps.indexOf(step);
  if (mine > now) return 'later';
  const actedTonight = view.nightActions.some(
    (a) => a.round === view.currentRound && a.actorId === view.viewer.userId && a.kind === kind,
  );
  return actedTonight ? 'done' : 'wait';
}

/** /night-phase: what is happening in the night, and where the player stands. */
export function NightStatus({ view, reported }: { view: GameView; reported?: PlayerActionState }) {
  const { t } = useTranslation('round');
  const stepId = useId();
  const meId = useId();
  const phase = phaseOf(view);
  const step: NightStep = isNightStep(phase) ? phase : 'night_phase';
  const steps = nightStepsFor(view.currentRound);
  const own = ownNightState(view, step, reported);
  const index = Math.max(0, steps.indexOf(step));
  return (
    <RoundScreen
      tone="night"
      scene="night"
      title={t('common.nightTitle', { round: view.currentRound })}
    >
      <Panel labelledBy={stepId}>
        <div className={styles.step}>
          <p id={stepId} className={styles.meLabel}>
            {t('nightStatus.nowHappening')} ·{' '}
            {t('nightStatus.progress', { current: index + 1, total: steps.length })}
          </p>
          <h2 className={styles.stepTitle}>{t(`steps.${step}.label`)}</h2>
          <p className={styles.stepText} aria-live="polite">
            {t(`steps.${step}.player`)}
          </p>
          <StepTracker steps={steps} current={step} label={t('moderatorNight.stepsLabel')} />
        </div>
      </Panel>
      <Panel labelledBy={meId}>
        <div className={styles.me} data-state={own}>
          <span className={styles.icon} aria-hidden="true">
            <Icon name={ICONS[own]} size={28} />
          </span>
          <div>
            <p id={meId} className={styles.meLabel}>
              {t('nightStatus.yourStatus')}
            </p>
            {isRoleMissing(view) ? (
              <RoleMissing />
            ) : (
              <>
                <h2 className={styles.meTitle}>{t(`nightStatus.${own}.title`)}</h2>
                <p className={styles.meText}>{t(`nightStatus.${own}.text`)}</p>
              </>
            )}
          </div>
        </div>
      </Panel>
    </RoundScreen>
  );
}
