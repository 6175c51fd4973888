import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { NarrativeMoment } from '@ecoscha/contracts';
import { parseWirePhase, type Phase, type Winner } from '@ecoscha/game';
import { useGame } from '@/components/game/game-session';
import { sideBackground } from '@/components/game/side-background';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { contentUrl } from '@/lib/content-url';
import { errorText } from '@/lib/i18n';
import { OPENED_ON_REQUEST } from '@/lib/session/belongs-on';
import { sessionSeconds, useDurationText } from '@/lib/session/durations';
import { useChangePhase } from '@/lib/session/phase-change';
import { NarrativeReader } from './narrative-reader';
import styles from './narrative.module.css';

type Step = 'ending' | 'closing_quiz_intro' | 'outro' | 'final_narrative';

/** The closing story's step in each phase after the win (the running quiz has its own screen). */
const STEP_OF_PHASE: Partial<Record<Phase, Step>> = {
  roleplay_ending_narrative: 'ending',
  closing_quiz_intro: 'closing_quiz_intro',
  closing_quiz_completed: 'outro',
  final_narrative: 'final_narrative',
};

const ENDINGS: Record<Winner, NarrativeMoment> = {
  good_guys: 'ending_good',
  villains: 'ending_villains',
};

const MOMENTS: Record<Exclude<Step, 'ending'>, NarrativeMoment> = {
  closing_quiz_intro: 'closing_quiz_intro',
  outro: 'outro',
  final_narrative: 'final_words',
};

type ClosingStageProps = {
  /** The guide's End Game control, shown in the last steps. */
  endGame?: ReactNode;
};

/** The final results of the game: the guide's panel, or the players' final leaderboard. */
const finalResultsHref = (sessionId: string, moderator: boolean) =>
  moderator
    ? paths.moderatorLeaderboard.getHref({ sessionId, type: 'final' })
    : paths.leaderboard.getHref({ sessionId, type: 'after-closing-quiz' });

/**
 * /ending-narrative and /closing-quiz (its story steps): the winner's ending story, the closing
 * quiz's introduction, the outro and the final words. The guide moves the session on; players
 * read along and wait. From the last steps the final results open (game.md section 2).
 */
export function ClosingStage({ endGame }: ClosingStageProps) {
  const { t } = useTranslation(['narrative', 'common']);
  const { view, sessionId } = useGame();
  const duration = useDurationText();
  const change = useChangePhase(sessionId);
  const phase = parseWirePhase(view.gameState.phase)?.phase;
  const step = phase ? STEP_OF_PHASE[phase] : undefined;
  const moderator = view.viewer.isModerator;

  if (!step) return <p className="loading-note">{t('common:status.loading')}</p>;

  const winner = view.gameState.winner;
  const moment = step === 'ending' ? (winner ? ENDINGS[winner] : 'ending_neutral') : MOMENTS[step];
  const endingTitle = t(`ending.title.${winner ?? 'neutral'}`);
  const startFailed =
    step === 'closing_quiz_intro' && change.isError
      ? change.error instanceof ApiError && change.error.isNetworkError
        ? t('closing.startError')
        : t('closing.startFailed')
      : null;
  const lastSteps = step === 'outro' || step === 'final_narrative';
  const waiting = (
    <Button className={styles.bigButton} disabled>
      {t('closing.waitingForModerator')}
    </Button>
  );

  return (
    <div
      className={styles.stage}
      style={{
        backgroundImage: `url("${contentUrl(
          step === 'ending' && winner === 'villains'
            ? '/content/images/backgrounds/night.svg'
            : '/content/images/backgrounds/morning.svg',
        )}")`,
      }}
    >
      <PageTitle title={step === 'ending' ? endingTitle : t('closing.eyebrow')} />
      <div className={styles.paper}>
        {step === 'ending' ? (
          <header className={`${styles.banner} ${sideBackground(winner)}`}>
            <span className={styles.bannerEyebrow}>{t('ending.eyebrow')}</span>
            <h1 className={styles.bannerTitle}>{endingTitle}</h1>
          </header>
        ) : null}
        <NarrativeReader
          moment={moment}
          headingLevel={step === 'ending' ? 2 : 1}
          showWhen={step !== 'ending'}
        />

        <div className={styles.footer}>
          {step === 'ending' ? (
            moderator ? (
              <Button
                className={styles.bigButton}
                disabled={change.isPending}
                onClick={() => change.mutate('closing_quiz_intro')}
              >
                {t('ending.continue')}
              </Button>
            ) : (
              waiting
            )
          ) : null}

          {step === 'closing_quiz_intro' ? (
            <>
              <p className={styles.next}>
                {t('closing.hint', { duration: duration(sessionSeconds(view, 'closingQuizMs')) })}
              </p>
              {moderator ? (
                <Button
                  className={styles.bigButton}
                  disabled={change.isPending}
                  onClick={() => change.mutate('closing_quiz_active')}
                >
                  {t('closing.startQuiz')}
                </Button>
              ) : (
                waiting
              )}
            </>
          ) : null}

          {step === 'outro' && moderator ? (
            <Button
              className={styles.bigButton}
              disabled={change.isPending}
              onClick={() => change.mutate('final_narrative')}
            >
              {t('closing.showFinal')}
            </Button>
          ) : null}

          {step === 'final_narrative' && !moderator ? (
            <p className={styles.thanks}>{t('closing.thanks')}</p>
          ) : null}

          {!moderator && lastSteps ? <p className={styles.next}>{t('closing.listen')}</p> : null}

          {change.isError ? <Alert>{startFailed ?? errorText(change.error)}</Alert> : null}

          {lastSteps && (moderator || step === 'final_narrative') ? (
            <ButtonLink
              variant={step === 'outro' ? 'secondary' : undefined}
              className={styles.bigButton}
              to={finalResultsHref(sessionId, moderator)}
              state={OPENED_ON_REQUEST}
            >
              {t('closing.finalResults')}
            </ButtonLink>
          ) : null}
        </div>
        {moderator && lastSteps ? endGame : null}
      </div>
    </div>
  );
}
