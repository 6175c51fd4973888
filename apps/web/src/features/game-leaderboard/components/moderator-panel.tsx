import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { parseWirePhase, routeFor, TRANSITIONS, type Phase, type WirePhase } from '@ecoscha/game';
import { useGame } from '@/components/game/game-session';
import { ProjectorLink } from '@/components/game/projector-link';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/i18n';
import { useChangePhase } from '@/lib/session/phase-change';
import { Awards } from './awards';
import { Confetti } from './confetti';
import { EndGameButton } from './end-game-button';
import { EndedBanner } from './ended-banner';
import { ScreenHeader } from './screen-header';
import { Ranking } from './ranking';
import { RolesToggle } from './roles-toggle';
import { VictoryBanner } from './victory-banner';
import styles from './screen.module.css';

/** The moves this panel offers, in this order, when the rules allow them from the phase. */
const ACTIONS = ['video_learning_active', 'night_phase', 'roleplay_ending_narrative'] as const;
type Action = (typeof ACTIONS)[number];

type StatusKey = 'voting_completed' | 'video_learning_completed' | 'game_ended';
const STATUS: readonly Phase[] = ['voting_completed', 'video_learning_completed', 'game_ended'];
const isStatusKey = (phase: Phase | undefined): phase is StatusKey =>
  phase !== undefined && STATUS.includes(phase);

/** The guide's moves from `phase` that this panel shows, read from the rules' transition table. */
function actionsFrom(phase: Phase | undefined): Action[] {
  return ACTIONS.filter((to) =>
    TRANSITIONS.some((row) => row.from === phase && row.to === to && row.by === 'moderator'),
  );
}

const isOffline = (error: unknown) => error instanceof ApiError && error.isNetworkError;

/**
 * /moderator-leaderboard: the ranking with the buttons the current phase allows (learning video,
 * next night, ending narrative), the winner on victory, and End Game. With `type=final` (opened
 * from the closing story's last steps) it is the Final Game Results: the awards, the final
 * ranking, the learning report, the way back to the story, and End Game.
 */
export function ModeratorPanel({
  seatControls,
}: {
  /** The guide's seat controls (move a seat whose phone died). */
  seatControls?: ReactNode;
} = {}) {
  const { t } = useTranslation(['leaderboard', 'report']);
  const { view, sessionId } = useGame();
  const [params] = useSearchParams();
  const [showRoles, setShowRoles] = useState(false);
  const [lastAction, setLastAction] = useState<Action | null>(null);
  const change = useChangePhase(sessionId);
  const phase = parseWirePhase(view.gameState.phase)?.phase;
  const final = params.get('type') === 'final';
  const ended = phase === 'game_completely_ended';

  const victory = phase === 'game_ended';
  const title =
    final || ended ? t('titles.final') : victory ? t('titles.victory') : t('titles.default');
  const wireOf = (action: Action): WirePhase =>
    action === 'night_phase' ? `night_phase_${view.currentRound + 1}` : action;
  // A failed "next night" in the spec's words; any other failure by its code.
  const failure = !change.isError
    ? null
    : lastAction !== 'night_phase'
      ? errorText(change.error)
      : isOffline(change.error)
        ? t('errors.nextNightNetwork')
        : t('errors.nextNight');

  function run(action: Action) {
    setLastAction(action);
    change.mutate(wireOf(action));
  }

  return (
    <div className={styles.page}>
      {victory ? <Confetti /> : null}
      <ScreenHeader title={title} eyebrow={t('panel.eyebrow')} guide={view.moderatorUsername} />
      {victory ? (
        <VictoryBanner winner={view.gameState.winner} winReason={view.gameState.winReason} />
      ) : null}
      {isStatusKey(phase) ? <p className={styles.message}>{t(`panel.status.${phase}`)}</p> : null}
      {ended ? <EndedBanner view={view} /> : null}
      {final && !ended ? (
        <>
          <p className={styles.message}>{t('panel.finalHint')}</p>
          <Awards view={view} />
        </>
      ) : null}

      <div className={styles.actions}>
        {actionsFrom(phase).map((action) => (
          <Button
            key={action}
            className={styles.bigButton}
            variant={action === 'video_learning_active' ? 'secondary' : 'primary'}
            disabled={change.isPending}
            onClick={() => run(action)}
          >
            {t(`panel.actions.${action}`)}
          </Button>
        ))}
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
      <ProjectorLink sessionId={sessionId} />

      <section className={styles.section} aria-labelledby="panel-ranking">
        <div className={styles.sectionHead}>
          <h2 id="panel-ranking">{t('table.caption')}</h2>
          <RolesToggle shown={showRoles} onToggle={() => setShowRoles((s) => !s)} />
        </div>
        <Ranking showRoles={showRoles} />
      </section>
      {final || ended ? (
        <ButtonLink
          variant="secondary"
          className={styles.bigButton}
          to={paths.report.getHref({ sessionId })}
        >
          {t('report:link.open')}
        </ButtonLink>
      ) : null}
      {final && !ended ? (
        <ButtonLink variant="secondary" className={styles.bigButton} to={routeFor(view)}>
          {t('panel.backToStory')}
        </ButtonLink>
      ) : null}
      {ended ? null : (
        <>
          {seatControls}
          <EndGameButton sessionId={sessionId} />
        </>
      )}
    </div>
  );
}
