import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isVillain, type GameView, type NightActionKind } from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { errorText } from '@/lib/i18n';
import { reportActionState, useNightVote } from '../api/night';
import { ACTION_STEP, actionOfRole, phaseOf, targetsFor } from '../utils/night-steps';
import { Confirmation } from './bits';
import { isRoleMissing, RoleMissing } from './role-card';
import { Panel, RoundScreen } from './round-screen';
import { TargetForm } from './target-form';
import { TargetGrid, type Target } from './target-grid';
import styles from './role-execute.module.css';
import { Icon } from './icon';

type ScreenProps = { view: GameView; sessionId: string };

const nameIn = (view: GameView, userId: string | undefined) =>
  view.players.find((p) => p.userId === userId)?.username ?? '';

/** /role-execute: the night action of the viewer's role in its step, else a sleeping screen. */
export function RoleExecute({ view, sessionId }: ScreenProps) {
  const { t } = useTranslation('round');
  const kind = actionOfRole(view.viewer.roleId);
  const myStep = kind !== null && view.viewer.isAlive && phaseOf(view) === ACTION_STEP[kind];
  return (
    <RoundScreen
      tone="night"
      scene="night"
      compactScene={myStep}
      title={t('common.nightTitle', { round: view.currentRound })}
    >
      {isRoleMissing(view) ? (
        <Panel>
          <RoleMissing />
        </Panel>
      ) : myStep ? (
        <NightAction
          key={`${view.currentRound}-${kind}`}
          kind={kind}
          view={view}
          sessionId={sessionId}
        />
      ) : (
        <Panel>
          <div className={styles.sleep}>
            <span className={styles.moon} aria-hidden="true">
              <Icon name="moon" size={56} />
            </span>
            <h2>{t('roleExecute.sleeping.title')}</h2>
            <p>{t('roleExecute.sleeping.text')}</p>
          </div>
        </Panel>
      )}
    </RoundScreen>
  );
}

/** Tells the server once that this player opened their action (the guide sees "choosing"). */
function useReportActing(sessionId: string, playerId: string, active: boolean) {
  const reported = useRef(false);
  useEffect(() => {
    if (!active || reported.current) return;
    reported.current = true;
    // Only a status for the guide's screen: a refusal (e.g. WRONG_PHASE during the narrative)
    // changes nothing for the player, so it stays quiet.
    reportActionState(sessionId, playerId, 'true').catch(() => undefined);
  }, [active, sessionId, playerId]);
}

function NightAction({ kind, view, sessionId }: ScreenProps & { kind: NightActionKind }) {
  const { t } = useTranslation('round');
  const headingId = useId();
  const me = view.viewer.userId;
  const round = view.currentRound;
  const [picked, setPicked] = useState<string | null>(null);
  const vote = useNightVote(sessionId);
  const own = view.nightActions.find(
    (a) => a.round === round && a.kind === kind && a.actorId === me,
  );
  const acted = view.viewer.hasActedThisStep || own !== undefined || vote.isSuccess;
  useReportActing(sessionId, me, !acted);

  const targets: Target[] = targetsFor(view.players, me, kind).map((p) => ({
    userId: p.userId,
    username: p.username,
    isPractice: p.isPractice,
    tag:
      p.userId === me
        ? t('roleExecute.selfTag')
        : kind === 'kill' && p.roleId && isVillain(p.roleId)
          ? t('roleExecute.fellow.tag')
          : undefined,
  }));
  const chosenId = own?.targetId ?? vote.variables?.targetId;

  return (
    <>
      <Panel labelledBy={headingId}>
        <div className={styles.intro}>
          <h2 id={headingId}>{t(`roleExecute.${kind}.heading`)}</h2>
          <p>{t(`roleExecute.${kind}.help`)}</p>
        </div>
      </Panel>
      {acted ? (
        <Panel>
          <Confirmation>
            <p>{t(`roleExecute.${kind}.done`, { name: nameIn(view, chosenId) })}</p>
            <p>{t('roleExecute.doneHelp')}</p>
          </Confirmation>
        </Panel>
      ) : (
        <TargetForm
          picked={picked}
          onSend={(targetId) =>
            vote.mutate({ sessionId, kind, actorId: me, roleId: view.viewer.roleId, targetId })
          }
          pending={vote.isPending}
          label={vote.isPending ? t('roleExecute.sending') : t('roleExecute.confirm')}
        >
          {targets.length > 0 ? (
            <TargetGrid
              legend={t(`roleExecute.${kind}.legend`)}
              targets={targets}
              value={picked}
              onChange={setPicked}
              disabled={vote.isPending}
            />
          ) : (
            <p>{t('roleExecute.noTargets')}</p>
          )}
          {vote.isError ? (
            <Alert>{t(`roleExecute.${kind}.failed`, { message: errorText(vote.error) })}</Alert>
          ) : null}
        </TargetForm>
      )}
      {kind === 'kill' ? <FellowChoices view={view} /> : null}
      {kind === 'investigate' ? (
        <Findings view={view} latest={vote.data?.result} acted={acted} />
      ) : null}
    </>
  );
}

/** Tonight's kill votes of the other villains, so the villains can agree. */
function FellowChoices({ view }: { view: GameView }) {
  const { t } = useTranslation('round');
  const headingId = useId();
  const choices = view.nightActions.filter(
    (a) => a.kind === 'kill' && a.round === view.currentRound && a.actorId !== view.viewer.userId,
  );
  return (
    <Panel labelledBy={headingId}>
      <h2 id={headingId}>{t('roleExecute.fellow.heading')}</h2>
      {choices.length === 0 ? (
        <p>{t('roleExecute.fellow.none')}</p>
      ) : (
        <ul className={styles.list} aria-live="polite">
          {choices.map((a) => (
            <li key={a.actorId}>
              {t('roleExecute.fellow.choice', {
                villain: nameIn(view, a.actorId),
                target: nameIn(view, a.targetId),
              })}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The manager's result tonight (villain or not), then every earlier finding. */
function Findings({
  view,
  latest,
  acted,
}: {
  view: GameView;
  latest: { targetId: string; isVillain: boolean } | undefined;
  acted: boolean;
}) {
  const { t } = useTranslation('round');
  const headingId = useId();
  const mine = view.investigations.filter((i) => i.managerId === view.viewer.userId);
  const tonight = latest ?? mine.find((i) => i.round === view.currentRound);
  const earlier = mine.filter((i) => i.round !== view.currentRound);
  const verdict = (villain: boolean) =>
    villain
      ? t('roleExecute.investigate.verdictVillain')
      : t('roleExecute.investigate.verdictNotVillain');
  return (
    <>
      {acted && tonight ? (
        <Panel labelledBy={headingId}>
          <div className={styles.result} data-villain={tonight.isVillain}>
            <p id={headingId} className={styles.resultLabel}>
              {t('roleExecute.investigate.resultHeading')}
            </p>
            <p>
              {t(
                tonight.isVillain
                  ? 'roleExecute.investigate.villain'
                  : 'roleExecute.investigate.notVillain',
                {
                  name: nameIn(view, tonight.targetId),
                },
              )}
            </p>
          </div>
        </Panel>
      ) : null}
      {earlier.length > 0 ? (
        <Panel label={t('roleExecute.investigate.pastHeading')}>
          <h2>{t('roleExecute.investigate.pastHeading')}</h2>
          <ul className={styles.list}>
            {earlier.map((i) => (
              <li key={`${i.round}-${i.targetId}`}>
                {t('roleExecute.investigate.pastItem', {
                  round: i.round,
                  name: nameIn(view, i.targetId),
                  verdict: verdict(i.isVillain),
                })}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </>
  );
}
