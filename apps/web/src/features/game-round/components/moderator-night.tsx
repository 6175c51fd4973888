import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Narrative } from '@ecoscha/contracts';
import type { GameView, NightActionStatus, PlayerActionState, PlayerView } from '@ecoscha/game';
import { PracticeBadge } from '@/components/game/practice-badge';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  actionOfRole,
  isNightStep,
  nextNightStep,
  nightStepsFor,
  phaseOf,
  STEP_ACTION,
  STEP_NARRATIVE,
  type NightStep,
} from '../utils/night-steps';
import { DetailsToggle } from './bits';
import { NarrativeBlock } from './narrative-block';
import { useRoleName } from './role-card';
import { Actions, Panel, RoundScreen } from './round-screen';
import { StepTracker } from './step-tracker';
import styles from './moderator-night.module.css';
import layout from './round-screen.module.css';

/** What the guide can do; absent in the read-only preview. */
export type NightControls = {
  next: (step: NightStep) => void;
  process: () => void;
  pending: 'next' | 'process' | null;
  error: string | null;
};

export type ModeratorNightProps = {
  view: GameView;
  status?: NightActionStatus;
  statusError?: string | null;
  /** The highest scorers who may reveal a card (night 1's first action step). */
  eligibleIds?: string[];
  narratives?: Narrative[];
  narrativesLoading?: boolean;
  controls?: NightControls;
  banner?: ReactNode;
  /** The guide's seat controls (move a seat whose phone died), under the night's panels. */
  guideControls?: ReactNode;
};

/** The living players whose turn the step is. */
export function actorsOfStep(view: GameView, step: NightStep, eligibleIds: string[] = []) {
  const living = view.players.filter((p) => p.isAlive);
  if (step === 'highest_scorer_action') return living.filter((p) => eligibleIds.includes(p.userId));
  const kind = STEP_ACTION[step];
  return kind ? living.filter((p) => actionOfRole(p.roleId) === kind) : [];
}

function actedInStep(view: GameView, step: NightStep, userId: string): boolean {
  const round = view.currentRound;
  if (step === 'highest_scorer_action') {
    return view.specialReveals.some((r) => r.round === round && r.playerId === userId);
  }
  const kind = STEP_ACTION[step];
  return view.nightActions.some(
    (a) => a.round === round && a.kind === kind && a.actorId === userId,
  );
}

function stateOf(
  view: GameView,
  step: NightStep,
  status: NightActionStatus | undefined,
  userId: string,
) {
  const reported = status?.actionStatus[userId];
  if (reported === 'done' || actedInStep(view, step, userId)) return 'done' as const;
  return reported ?? ('wait' as PlayerActionState);
}

/** /moderator-night-phase: the guide leads the night step by step. Takes the view as a prop. */
export function ModeratorNight(props: ModeratorNightProps) {
  const { view, narratives, narrativesLoading = false, controls, banner } = props;
  const { t } = useTranslation('round');
  const stepHeadingId = useId();
  const phase = phaseOf(view);
  const step: NightStep = isNightStep(phase) ? phase : 'night_phase';
  const round = view.currentRound;
  const steps = nightStepsFor(round);
  const next = nextNightStep(step, round);
  const moment = STEP_NARRATIVE[step];

  return (
    <RoundScreen
      tone="night"
      wide
      banner={banner}
      eyebrow={t(`steps.${step}.label`)}
      title={t('moderatorNight.title', { round })}
    >
      <StepTracker steps={steps} current={step} label={t('moderatorNight.stepsLabel')} />
      <div className={layout.columns}>
        <div className={layout.column}>
          <Panel labelledBy={stepHeadingId} className={layout.order1}>
            <h2 id={stepHeadingId} className={styles.stepTitle}>
              {t('moderatorNight.current')}: {t(`steps.${step}.label`)}
            </h2>
            <p className={styles.instruction}>{t(`moderatorNight.instructions.${step}`)}</p>
          </Panel>
          {moment ? (
            <div className={layout.order3}>
              <NarrativeBlock
                moment={moment}
                narratives={narratives}
                loading={narrativesLoading}
                label={t('common.readAloud')}
              />
            </div>
          ) : null}
        </div>
        <div className={layout.column}>
          {STEP_ACTION[step] || step === 'highest_scorer_action' ? (
            <LiveStatus {...props} step={step} />
          ) : null}
          <Panel className={`${layout.order4} ${layout.sticky}`}>
            <div className={styles.controls}>
              {controls?.error ? <Alert>{controls.error}</Alert> : null}
              <Actions>
                {next ? (
                  <Button
                    block
                    disabled={!controls || controls.pending !== null}
                    onClick={() => controls?.next(next)}
                  >
                    {controls?.pending === 'next'
                      ? t('moderatorNight.moving')
                      : t('moderatorNight.next', { step: t(`steps.${next}.label`) })}
                  </Button>
                ) : (
                  <Button
                    block
                    disabled={!controls || controls.pending !== null}
                    onClick={() => controls?.process()}
                  >
                    {controls?.pending === 'process'
                      ? t('moderatorNight.processing')
                      : t('moderatorNight.process')}
                  </Button>
                )}
              </Actions>
            </div>
          </Panel>
          <Panel label={t('moderatorNight.details.caption')} className={layout.order5}>
            <DetailsToggle>
              <NightDetails {...props} step={step} />
            </DetailsToggle>
          </Panel>
        </div>
      </div>
      {props.guideControls}
    </RoundScreen>
  );
}

/** How many of the step's actors have acted: counts only, no names (projector-safe). */
function LiveStatus({
  view,
  status,
  statusError,
  eligibleIds,
  step,
}: ModeratorNightProps & { step: NightStep }) {
  const { t } = useTranslation('round');
  const headingId = useId();
  const waitingForEligibility = step === 'highest_scorer_action' && eligibleIds === undefined;
  const actors = actorsOfStep(view, step, eligibleIds);
  const done = actors.filter((p) => stateOf(view, step, status, p.userId) === 'done').length;
  return (
    <Panel labelledBy={headingId} className={layout.order2}>
      <h2 id={headingId}>{t('moderatorNight.status.heading')}</h2>
      {statusError ? (
        <Alert>{t('moderatorNight.status.failed', { message: statusError })}</Alert>
      ) : null}
      {waitingForEligibility ? (
        <p role="status">{t('common.loading')}</p>
      ) : actors.length === 0 ? (
        <p className={styles.note}>{t('moderatorNight.status.none')}</p>
      ) : (
        <div aria-live="polite">
          <p className={styles.count}>
            {t('moderatorNight.status.progress', { done, total: actors.length })}
          </p>
          <progress className={styles.meter} max={actors.length} value={done} aria-hidden="true" />
          <p className={styles.note}>
            {done === actors.length
              ? t('moderatorNight.status.allDone')
              : t('moderatorNight.status.notYet')}
          </p>
        </div>
      )}
    </Panel>
  );
}

/** Names, roles, status and choices: behind the details toggle. */
function NightDetails({
  view,
  status,
  eligibleIds,
  step,
}: ModeratorNightProps & { step: NightStep }) {
  const { t } = useTranslation('round');
  const roleName = useRoleName();
  const round = view.currentRound;
  const nameOf = (id: string) => view.players.find((p) => p.userId === id)?.username ?? '';
  const actors = actorsOfStep(view, step, eligibleIds);
  const choiceOf = (player: PlayerView) => {
    if (step === 'highest_scorer_action') {
      const reveal = view.specialReveals.find(
        (r) => r.round === round && r.playerId === player.userId,
      );
      return reveal
        ? t('moderatorNight.details.choiceReveal', {
            target: nameOf(reveal.targetId),
            role: roleName(reveal.targetRoleId),
          })
        : t('moderatorNight.details.noChoice');
    }
    const action = view.nightActions.find(
      (a) => a.round === round && a.kind === STEP_ACTION[step] && a.actorId === player.userId,
    );
    if (!action) return t('moderatorNight.details.noChoice');
    const finding = view.investigations.find(
      (i) => i.round === round && i.managerId === player.userId,
    );
    return finding
      ? t('moderatorNight.details.choiceInvestigate', {
          target: nameOf(action.targetId),
          verdict: t(
            finding.isVillain
              ? 'roleExecute.investigate.verdictVillain'
              : 'roleExecute.investigate.verdictNotVillain',
          ),
        })
      : nameOf(action.targetId);
  };
  const tonight = [
    ...view.specialReveals
      .filter((r) => r.round === round)
      .map((r) => ({ actor: r.playerId, kind: 'reveal' as const, target: r.targetId })),
    ...view.nightActions
      .filter((a) => a.round === round)
      .map((a) => ({ actor: a.actorId, kind: a.kind, target: a.targetId })),
  ];
  return (
    <div className={styles.details}>
      {actors.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t(`steps.${step}.label`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('moderatorNight.details.name')}</th>
                <th scope="col">{t('moderatorNight.details.role')}</th>
                <th scope="col">{t('moderatorNight.details.state')}</th>
                <th scope="col">{t('moderatorNight.details.choice')}</th>
              </tr>
            </thead>
            <tbody>
              {actors.map((player) => (
                <tr key={player.userId}>
                  <th scope="row">
                    {player.username} {player.isPractice ? <PracticeBadge /> : null}
                  </th>
                  <td>{roleName(player.roleId)}</td>
                  <td>
                    {t(
                      `moderatorNight.details.states.${stateOf(view, step, status, player.userId)}`,
                    )}
                  </td>
                  <td>{choiceOf(player)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <h3>{t('moderatorNight.details.tonight')}</h3>
      {tonight.length === 0 ? (
        <p>{t('moderatorNight.details.nothingYet')}</p>
      ) : (
        <ul className={styles.list}>
          {tonight.map((line) => (
            <li key={`${line.kind}-${line.actor}`}>
              {t('moderatorNight.details.actionLine', {
                actor: nameOf(line.actor),
                kind: t(`moderatorNight.details.kinds.${line.kind}`),
                target: nameOf(line.target),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
