import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { GameView } from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { useDayVote } from '../api/day';
import { targetsFor } from '../utils/night-steps';
import { Confirmation } from './bits';
import { Countdown } from './countdown';
import { Muted, Panel, RoundScreen } from './round-screen';
import { TargetForm } from './target-form';
import { TargetGrid } from './target-grid';
import styles from './day.module.css';

/** The voting clock turns red for the last ten seconds. */
const VOTING_URGENT_SECONDS = 10;

type ScreenProps = { view: GameView; sessionId: string };

/** /voting: every living player votes for one other living player; the guide watches. */
export function Voting({
  view,
  sessionId,
  guideControls,
}: ScreenProps & { /** The guide's clock and vote controls. */ guideControls?: ReactNode }) {
  const { t } = useTranslation('round');
  const round = view.currentRound;
  const moderator = view.viewer.isModerator;
  return (
    <RoundScreen
      tone="day"
      wide={moderator}
      eyebrow={t('common.dayTitle', { day: round })}
      title={t('voting.title')}
    >
      <Countdown
        deadline={view.gameState.deadline}
        pausedMs={view.gameState.pausedRemainingMs}
        label={t('voting.timerLabel')}
        urgentAt={VOTING_URGENT_SECONDS}
      />
      {moderator ? (
        <>
          {guideControls}
          <ModeratorVoting view={view} />
        </>
      ) : (
        <PlayerVoting view={view} sessionId={sessionId} />
      )}
    </RoundScreen>
  );
}

function PlayerVoting({ view, sessionId }: ScreenProps) {
  const { t } = useTranslation('round');
  const me = view.viewer.userId;
  const [picked, setPicked] = useState<string | null>(null);
  const vote = useDayVote(sessionId);
  const candidates = targetsFor(view.players, me, 'vote');
  const mine = view.dayVotes.find((v) => v.round === view.currentRound && v.voterId === me);
  const votedFor = mine?.targetId ?? (vote.isSuccess ? vote.variables.targetId : undefined);
  const voted = view.viewer.hasActedThisStep || votedFor !== undefined;

  if (voted) {
    const name = view.players.find((p) => p.userId === votedFor)?.username;
    return (
      <Panel>
        <Confirmation>
          <p>{name ? t('voting.voted', { name }) : t('voting.votedNoName')}</p>
          <p>{t('voting.votedWait')}</p>
        </Confirmation>
      </Panel>
    );
  }
  return (
    <TargetForm
      picked={picked}
      onSend={(targetId) => vote.mutate({ voterId: me, targetId })}
      pending={vote.isPending}
      label={vote.isPending ? t('voting.sending') : t('voting.ok')}
      blocked={candidates.length === 0}
    >
      {candidates.length > 0 ? (
        <TargetGrid
          legend={t('voting.legend')}
          targets={candidates}
          value={picked}
          onChange={setPicked}
          disabled={vote.isPending}
        />
      ) : (
        <p>{t('voting.noCandidates')}</p>
      )}
      <p className={styles.hint}>{t('voting.help')}</p>
      {vote.isError ? (
        <Alert>{t('voting.failed', { message: errorText(vote.error) })}</Alert>
      ) : null}
    </TargetForm>
  );
}

/** The guide sees who is still in the vote (not pickable) and how many have voted. */
function ModeratorVoting({ view }: { view: GameView }) {
  const { t } = useTranslation('round');
  const living = view.players.filter((p) => p.isAlive);
  const cast = living.filter((p) => p.hasVoted).length;
  return (
    <>
      <Panel>
        <div aria-live="polite">
          <p className={styles.count}>
            {t('voting.votesCast', { count: cast, total: living.length })}
          </p>
          <progress
            className={styles.meter}
            max={Math.max(1, living.length)}
            value={cast}
            aria-hidden="true"
          />
        </div>
        <Muted>{t('voting.moderatorHint')}</Muted>
      </Panel>
      <Panel>
        <TargetGrid
          legend={t('voting.moderatorLegend')}
          targets={living.map((p) => ({
            ...p,
            tag: p.hasVoted ? t('voting.hasVoted') : undefined,
          }))}
          value={null}
          disabled
        />
        <div className={styles.spaced}>
          <Button block disabled>
            {t('voting.ok')}
          </Button>
        </div>
      </Panel>
    </>
  );
}
