import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { disasterForDay, type GameView } from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { sessionKey } from '@/lib/session/session-query';
import { useCountdown } from '@/lib/session/use-countdown';
import { checkWinCondition, endDiscussion, type WinCheck } from '../api/day';
import { WinNotice } from './bits';
import { Countdown } from './countdown';
import { Actions, Muted, Panel, RoundScreen } from './round-screen';
import styles from './day.module.css';

/** Red at 60 s or less (spec section 9). */
export const DISCUSSION_URGENT_SECONDS = 60;

type DiscussionProps = {
  view: GameView;
  sessionId: string;
  /** The guide's clock controls (pause, more time), shown to the guide only. */
  guideControls?: ReactNode;
};

/** /discussion-session: the 180 s talk, and the guide's button to end it early. */
export function Discussion({ view, sessionId, guideControls }: DiscussionProps) {
  const { t } = useTranslation(['round', 'game']);
  const promptId = useId();
  const round = view.currentRound;
  const left = useCountdown(view.gameState.deadline);
  const disaster = disasterForDay(round);
  return (
    <RoundScreen
      tone="day"
      scene={disaster}
      eyebrow={t('round:common.dayTitle', { day: round })}
      title={t('round:discussion.title')}
      wide={view.viewer.isModerator}
    >
      <Countdown
        deadline={view.gameState.deadline}
        pausedMs={view.gameState.pausedRemainingMs}
        label={t('round:discussion.timerLabel')}
        urgentAt={DISCUSSION_URGENT_SECONDS}
      />
      {left === 0 && view.gameState.deadline ? (
        <Alert tone="info">{t('round:discussion.timeUp')}</Alert>
      ) : null}
      <Panel labelledBy={promptId}>
        <h2 id={promptId} className="sr-only">
          {t('round:discussion.tipsHeading')}
        </h2>
        <p className={styles.prompt}>{t('round:discussion.prompt')}</p>
        <ul className={styles.tips}>
          <li>{t('round:discussion.tip1')}</li>
          <li>{t('round:discussion.tip2')}</li>
          <li>{t('round:discussion.tip3')}</li>
          <li>{t(`round:video.prompts.${disaster}`)}</li>
        </ul>
      </Panel>
      {view.viewer.isModerator ? (
        <>
          {guideControls}
          <EndDiscussion view={view} sessionId={sessionId} />
        </>
      ) : null}
    </RoundScreen>
  );
}

function EndDiscussion({ view, sessionId }: { view: GameView; sessionId: string }) {
  const { t } = useTranslation('round');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [win, setWin] = useState<WinCheck | null>(null);

  async function end() {
    setBusy(true);
    setError(null);
    // The rules settle wins themselves; the spec's check stays so the guide sees a decided game.
    const check = await checkWinCondition(sessionId).catch(() => null);
    if (check?.gameEnded) setWin(check);
    try {
      await endDiscussion(sessionId, view.viewer.userId);
      void queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) });
    } catch (cause) {
      // The spec's texts: status and text of a refusal, or the network failure's message.
      setError(
        cause instanceof ApiError && !cause.isNetworkError
          ? t('discussion.endFailedStatus', { status: cause.status, text: errorText(cause) })
          : t('discussion.endFailedNetwork', {
              message: cause instanceof Error ? cause.message : String(cause),
            }),
      );
      setBusy(false);
    }
  }

  return (
    <Panel>
      <Muted>{t('discussion.moderatorHint')}</Muted>
      {win?.winner && win.winReason ? (
        <WinNotice outcome={{ winner: win.winner, winReason: win.winReason }} />
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <Actions>
        <Button block disabled={busy} onClick={() => void end()}>
          {busy ? t('discussion.ending') : t('discussion.end')}
        </Button>
      </Actions>
    </Panel>
  );
}
