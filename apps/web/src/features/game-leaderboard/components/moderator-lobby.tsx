import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { AccessibilityNote } from '@/components/game/accessibility-note';
import { useGame } from '@/components/game/game-session';
import { ProjectorLink } from '@/components/game/projector-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { useChangePhase } from '@/lib/session/phase-change';
import { DealRolesControl } from './deal-roles-control';
import { EndGameButton } from './end-game-button';
import { ScreenHeader } from './screen-header';
import { PlayerList } from './player-list';
import { PracticeSeatsControl } from './practice-seats-control';
import { QuizMonitor } from './quiz-monitor';
import { Ranking } from './ranking';
import { RolesToggle } from './roles-toggle';
import { RoomCode } from './room-code';
import styles from './screen.module.css';
import { TitledSection } from '@/components/ui/titled-section';

type Stage = 'initial' | 'quiz' | 'results';

function stageOf(phase: string): Stage {
  if (phase === 'quiz_active') return 'quiz';
  if (phase === 'quiz_completed') return 'results';
  return 'initial';
}

/**
 * /moderator-leaderboard-startgame: before the game the room code and who has joined, with Start
 * Game; during the opening quiz its progress; after it the ranking and the roleplay's start.
 */
export function ModeratorLobby({
  seatControls,
}: {
  /** The guide's seat controls (remove a player, move a seat), while the lobby is open. */
  seatControls?: ReactNode;
}) {
  const { t } = useTranslation('leaderboard');
  const { view, sessionId } = useGame();
  const [showRoles, setShowRoles] = useState(false);
  const change = useChangePhase(sessionId);
  const hintId = useId();
  const stage = stageOf(view.gameState.phase);
  const title = stage === 'results' ? t('titles.afterQuiz') : t(`lobby.title.${stage}`);
  const noPlayers = view.players.length === 0;
  const toggle = <RolesToggle shown={showRoles} onToggle={() => setShowRoles((s) => !s)} />;

  return (
    <div className={styles.page}>
      <ScreenHeader title={title} eyebrow={t('lobby.eyebrow')} guide={view.moderatorUsername}>
        <AccessibilityNote mode={view.accessibility} />
      </ScreenHeader>

      {stage === 'initial' ? (
        <>
          <RoomCode code={view.roomCode} />
          <ProjectorLink sessionId={sessionId} />
          <section className={styles.section} aria-labelledby="lobby-players">
            <div className={styles.sectionHead}>
              <h2 id="lobby-players">{t('lobby.players', { count: view.players.length })}</h2>
              {noPlayers ? null : toggle}
            </div>
            <PlayerList players={view.players} showRoles={showRoles} />
          </section>
          {seatControls}
          <PracticeSeatsControl />
          <DealRolesControl />
          <div className={styles.actions}>
            <Button
              className={styles.bigButton}
              disabled={noPlayers || change.isPending}
              aria-describedby={noPlayers ? hintId : undefined}
              onClick={() => change.mutate('narrative_1')}
            >
              {t('lobby.startGame')}
            </Button>
          </div>
          {noPlayers ? (
            <p id={hintId} className={styles.hint}>
              {t('lobby.addPlayers')}
            </p>
          ) : null}
        </>
      ) : null}

      {stage === 'quiz' ? (
        <>
          <QuizMonitor kind="opening" />
          {seatControls}
        </>
      ) : null}

      {stage === 'results' ? (
        <section className={styles.section} aria-labelledby="lobby-results">
          <div className={styles.sectionHead}>
            <h2 id="lobby-results">{t('table.caption')}</h2>
            {toggle}
          </div>
          <p className={styles.hint}>{t('lobby.resultsHint')}</p>
          <Ranking showRoles={showRoles} />
          <div className={styles.actions}>
            <Button
              className={styles.bigButton}
              disabled={change.isPending}
              onClick={() => change.mutate('start_roleplay_narrative')}
            >
              {t('lobby.startRoleplay')}
            </Button>
          </div>
        </section>
      ) : null}

      {change.isError ? <Alert>{errorText(change.error)}</Alert> : null}
      {/* Set apart from Start: ending the game for everyone cannot be undone. */}
      <TitledSection
        id="lobby-danger"
        title={t('lobby.dangerZone')}
        className={styles.dangerZone}
        titleClassName={styles.dangerTitle}
      >
        <p className={styles.hint}>{t('lobby.dangerHint')}</p>
        <EndGameButton sessionId={sessionId} />
      </TitledSection>
    </div>
  );
}
