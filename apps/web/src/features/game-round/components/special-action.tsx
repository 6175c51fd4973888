import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { scaledDuration, type GameView, type RoleId } from '@ecoscha/game';
import { useHoldRedirect } from '@/components/game/game-session';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { GAME_DELAYS_MS } from '@/config/timing';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { sessionStorageKeys } from '@/lib/storage';
import { useRevealRole, useSpecialActionEligibility } from '../api/special-action';
import { remember } from '../utils/remember';
import { targetsFor } from '../utils/night-steps';
import { Panel, RoundScreen } from './round-screen';
import { RoleCard, useRoleName } from './role-card';
import { TargetForm } from './target-form';
import { TargetGrid } from './target-grid';
import styles from './special-action.module.css';

type ScreenProps = { view: GameView; sessionId: string };

/** Counts whole seconds down from `ms` once `active`, then calls `onDone` once. */
function useReturnCountdown(active: boolean, ms: number, onDone: () => void): number {
  const total = Math.ceil(ms / 1000);
  const [left, setLeft] = useState(total);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (!active) return;
    let remaining = total;
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        done.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [active, total]);
  return left;
}

/** /special-action: the round-1 highest scorer looks at one other player's card. */
export function SpecialAction({ view, sessionId }: ScreenProps) {
  const { t } = useTranslation('round');
  const navigate = useNavigate();
  const me = view.viewer.userId;
  const round = view.currentRound;
  const eligibility = useSpecialActionEligibility(sessionId);
  const reveal = useRevealRole(sessionId);
  const revealed = reveal.data?.revealedPlayer;
  const backHref = paths.roleExecute.getHref({ sessionId, round });

  // Hold the rules' redirect from the moment the pick is sent: the pushed view (no longer
  // eligible) may arrive before the answer, and the card must still be shown for 7 s.
  useHoldRedirect(reveal.isPending || revealed !== undefined);
  const left = useReturnCountdown(
    revealed !== undefined,
    // Longer in the accessibility mode: the card stays up for a screen reader to read it.
    scaledDuration(view, GAME_DELAYS_MS.specialActionReturn),
    () => {
      void navigate(backHref);
    },
  );

  useEffect(() => {
    if (revealed) remember(sessionStorageKeys.specialActionUsed(sessionId, me), 'true');
  }, [revealed, sessionId, me]);

  const screen = (children: ReactNode) => (
    <RoundScreen
      tone="night"
      scene="night"
      compactScene
      eyebrow={t('common.nightTitle', { round })}
      title={t('specialAction.title')}
    >
      {children}
    </RoundScreen>
  );

  if (revealed) {
    return screen(
      <Revealed username={revealed.username} roleId={revealed.roleId}>
        <p className={styles.countdown} role="status">
          {t('specialAction.returning', { count: Math.max(0, left) })}
        </p>
      </Revealed>,
    );
  }
  const earlier = view.specialReveals.find((r) => r.playerId === me && r.round === round);
  if (earlier) {
    const name = view.players.find((p) => p.userId === earlier.targetId)?.username ?? '';
    return screen(
      <Revealed username={name} roleId={earlier.targetRoleId}>
        <ButtonLink to={backHref}>{t('specialAction.continue')}</ButtonLink>
      </Revealed>,
    );
  }
  if (eligibility.isPending) {
    return screen(
      <Panel>
        <p role="status">{t('specialAction.checking')}</p>
      </Panel>,
    );
  }
  if (eligibility.isError) {
    return screen(
      <Panel>
        <Alert>{t('specialAction.checkFailed', { message: errorText(eligibility.error) })}</Alert>
        <Button variant="secondary" onClick={() => void eligibility.refetch()}>
          {t('common.retry')}
        </Button>
      </Panel>,
    );
  }
  const { eligiblePlayers, highestScore } = eligibility.data;
  const eligible = eligiblePlayers.some((p) => p.userId === me) && view.viewer.isAlive;
  if (!eligible) {
    return screen(
      <Panel>
        {eligiblePlayers.length === 0 ? (
          <Alert tone="info">{t('specialAction.noPlayers')}</Alert>
        ) : (
          <>
            <h2>{t('specialAction.notEligibleTitle')}</h2>
            <p>{t('specialAction.notEligible')}</p>
          </>
        )}
        <ButtonLink to={backHref}>{t('specialAction.continue')}</ButtonLink>
      </Panel>,
    );
  }
  return screen(
    <Picker
      view={view}
      score={highestScore}
      pending={reveal.isPending}
      error={reveal.error}
      onPick={(targetPlayerId) => reveal.mutate({ targetPlayerId, round })}
    />,
  );
}

function Picker({
  view,
  score,
  pending,
  error,
  onPick,
}: {
  view: GameView;
  score: number;
  pending: boolean;
  error: Error | null;
  onPick: (userId: string) => void;
}) {
  const { t } = useTranslation('round');
  const [picked, setPicked] = useState<string | null>(null);
  const targets = targetsFor(view.players, view.viewer.userId, 'reveal');
  const message =
    error instanceof ApiError && !error.isNetworkError
      ? errorText(error)
      : t('specialAction.submitFailed');
  return (
    <TargetForm
      picked={picked}
      onSend={onPick}
      pending={pending}
      label={pending ? t('roleExecute.sending') : t('specialAction.confirm')}
      hintClassName={styles.secret}
    >
      <p className={styles.intro}>{t('specialAction.intro', { score })}</p>
      <TargetGrid
        legend={t('specialAction.legend')}
        targets={targets}
        value={picked}
        onChange={setPicked}
        disabled={pending}
      />
      {error ? <Alert>{message}</Alert> : null}
    </TargetForm>
  );
}

function Revealed({
  username,
  roleId,
  children,
}: {
  username: string;
  roleId: RoleId;
  children: ReactNode;
}) {
  const { t } = useTranslation('round');
  const roleName = useRoleName()(roleId);
  return (
    <Panel>
      <div className={styles.reveal}>
        <h2>{t('specialAction.revealedHeading', { name: username })}</h2>
        <RoleCard roleId={roleId} caption={null} />
        <p className={styles.roleLine}>
          {t('specialAction.roleLine', { name: username, role: roleName })}
        </p>
        <p className={styles.secret}>{t('specialAction.secret')}</p>
        {children}
      </div>
    </Panel>
  );
}
