import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { EliminationReport, GameView } from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { GAME_DELAYS_MS } from '@/config/timing';
import { errorText } from '@/lib/i18n';
import { sessionKey } from '@/lib/session/session-query';
import { useChangePhase } from '@/lib/session/phase-change';
import { useNarratives } from '../api/narratives';
import { NarrativeBlock } from './narrative-block';
import { cardImageUrl, useRoleName } from './role-card';
import { Actions, Muted, MoveBar, Panel, RoundScreen } from './round-screen';
import styles from './reveal.module.css';
import layout from './round-screen.module.css';

type ScreenProps = { view: GameView; sessionId: string };
export type RevealStage = 'hidden' | 'name' | 'role';

/** The card turns 2 s after opening (the name), and again 0.5 s later (the role). */
function useRevealStage(key: string): RevealStage {
  const [stage, setStage] = useState<{ key: string; stage: RevealStage }>({ key, stage: 'hidden' });
  useEffect(() => {
    const first = setTimeout(
      () => setStage({ key, stage: 'name' }),
      GAME_DELAYS_MS.revealFirstFlip,
    );
    const second = setTimeout(
      () => setStage({ key, stage: 'role' }),
      GAME_DELAYS_MS.revealFirstFlip + GAME_DELAYS_MS.revealSecondFlip,
    );
    return () => {
      clearTimeout(first);
      clearTimeout(second);
    };
  }, [key]);
  return stage.key === key ? stage.stage : 'hidden';
}

/**
 * /reveal-player: the village's decision, card by card; the guide reads the after-voting
 * narrative aloud (game.md section 3, "Setelah Voting") and confirms to go on.
 */
export function Reveal({ view, sessionId }: ScreenProps) {
  const { t } = useTranslation('round');
  const result = view.eliminationResult;
  const current = result && result.round === view.currentRound ? result : null;
  const out = current?.eliminatedPlayerData ?? null;
  const stage = useRevealStage(`${current?.round ?? 0}-${out?.userId ?? 'none'}`);
  // The votes come after the card, so that they do not give the name away.
  const showVotes = current !== null && current.allVotes.length > 0 && (!out || stage === 'role');
  const decision =
    current === null ? (
      <Panel>
        <Alert tone="info">{t('reveal.noData')}</Alert>
      </Panel>
    ) : out ? (
      <Eliminated result={current} data={out} stage={stage} />
    ) : (
      <Panel>
        <Alert tone="info">{t('reveal.noVotes')}</Alert>
      </Panel>
    );
  const votes = showVotes && current ? <Votes result={current} /> : null;
  const hasResult = current !== null;
  return (
    <RoundScreen
      tone="day"
      wide={view.viewer.isModerator}
      eyebrow={t('common.dayTitle', { day: view.currentRound })}
      title={t('reveal.title')}
    >
      {view.viewer.isModerator ? (
        // A projector: the card and the votes beside the button and the text to read; on a
        // phone, the text after the card and the button within thumb reach.
        <div className={layout.columns}>
          <div className={layout.column}>
            <div className={layout.order1}>{decision}</div>
            {votes ? <div className={layout.order2}>{votes}</div> : null}
          </div>
          <div className={layout.column}>
            <Continue view={view} sessionId={sessionId} hasResult={hasResult} />
            <div className={layout.order3}>
              <AfterVoting />
            </div>
          </div>
        </div>
      ) : (
        <>
          {decision}
          {votes}
          <Continue view={view} sessionId={sessionId} hasResult={hasResult} />
        </>
      )}
    </RoundScreen>
  );
}

/** The narrative the guide reads once the votes are counted. */
function AfterVoting() {
  const { t } = useTranslation('round');
  const narratives = useNarratives();
  return (
    <NarrativeBlock
      moment="after_voting"
      narratives={narratives.data}
      loading={narratives.isPending}
      label={t('common.readAloud')}
    />
  );
}

function Eliminated({
  result,
  data,
  stage,
}: {
  result: EliminationReport;
  data: NonNullable<EliminationReport['eliminatedPlayerData']>;
  stage: RevealStage;
}) {
  const { t } = useTranslation('round');
  const roleName = useRoleName()(data.roleId);
  return (
    <Panel>
      <div className={styles.stage}>
        <div className={styles.scene}>
          <div className={styles.card} data-testid="reveal-card" data-stage={stage}>
            <div className={`${styles.face} ${styles.back}`} aria-hidden={stage === 'name'}>
              {stage === 'role' ? (
                <img
                  className={styles.cardImage}
                  src={cardImageUrl(data.roleId)}
                  alt={t('common.cardAlt', { role: roleName })}
                  width={600}
                  height={900}
                />
              ) : (
                <>
                  <Logo size={72} alt={t('common.cardBack')} />
                  <span className={styles.question} aria-hidden="true">
                    ?
                  </span>
                </>
              )}
            </div>
            <div className={`${styles.face} ${styles.front}`} aria-hidden={stage !== 'name'}>
              <span className={styles.frontName}>{data.username}</span>
            </div>
          </div>
        </div>
        <div aria-live="polite">
          {stage === 'hidden' ? <p className={styles.headline}>{t('reveal.waiting')}</p> : null}
          {stage !== 'hidden' ? (
            <p className={styles.headline}>{t('reveal.eliminated', { name: data.username })}</p>
          ) : null}
          {stage === 'role' ? (
            <p className={styles.roleLine}>
              {t('reveal.roleLine', { name: data.username, role: roleName })}
            </p>
          ) : null}
        </div>
        {result.reason === 'draw_random' && stage === 'role' ? (
          <Muted>{t('reveal.tie')}</Muted>
        ) : null}
      </div>
    </Panel>
  );
}

function Votes({ result }: { result: EliminationReport }) {
  const { t } = useTranslation('round');
  const headingId = useId();
  const names = new Map(result.allVotes.map((v) => [v.targetId, v.targetUsername]));
  const tally = Object.entries(result.tally).sort((a, b) => b[1] - a[1]);
  return (
    <Panel labelledBy={headingId}>
      <h2 id={headingId}>{t('reveal.votesHeading')}</h2>
      <ul className={`${styles.votes} ${styles.tally}`}>
        {tally.map(([id, count]) => (
          <li key={id}>
            <strong>{t('reveal.tally', { name: names.get(id) ?? '', count })}</strong>
          </li>
        ))}
      </ul>
      <ul className={styles.votes}>
        {result.allVotes.map((v) => (
          <li key={v.voterId}>
            {t('reveal.voteLine', { voter: v.voterUsername, target: v.targetUsername })}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The guide confirms (the win, or on to the video); players wait, or refresh a missing result. */
function Continue({ view, sessionId, hasResult }: ScreenProps & { hasResult: boolean }) {
  const { t } = useTranslation('round');
  const advance = useChangePhase(sessionId);
  const queryClient = useQueryClient();
  const win = view.gameState.pendingWin;
  if (!view.viewer.isModerator) {
    return hasResult ? (
      <Muted>{t('reveal.waitGuide')}</Muted>
    ) : (
      <Actions>
        <Button
          variant="secondary"
          block
          onClick={() => void queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) })}
        >
          {t('reveal.continue')}
        </Button>
      </Actions>
    );
  }
  return (
    <MoveBar
      pinned
      win={win}
      label={
        advance.isPending
          ? t('reveal.moving')
          : !hasResult
            ? t('reveal.continue')
            : win
              ? t('reveal.confirmWin')
              : t('reveal.confirm')
      }
      disabled={advance.isPending}
      onMove={() => advance.mutate(win ? 'game_ended' : 'voting_completed')}
    >
      {advance.isError ? (
        <Alert>{t('reveal.confirmFailed', { message: errorText(advance.error) })}</Alert>
      ) : null}
    </MoveBar>
  );
}
