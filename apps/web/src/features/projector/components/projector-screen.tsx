import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import type { ScreenStateResponse } from '@ecoscha/contracts';
import { AccessibilityNote } from '@/components/game/accessibility-note';
import { SessionAnnouncements } from '@/components/game/announcer/session-announcements';
import { topicCountQueryOptions } from '../api/get-content';
import { sceneOf } from '../utils/scene';
import { PhaseClock } from './phase-clock';
import { PlayerBoard } from './player-board';
import styles from './projector.module.css';
import { AwardsPanel } from './rankings';
import { SceneView } from './scene-view';

const AWARD_TYPES: readonly string[] = ['best_eco_thinker', 'most_strategic'];

type ProjectorScreenProps = { screen: ScreenStateResponse; offline: boolean };

/**
 * The class's screen: the phase and its clock on top, the moment in the middle, the players
 * aside. In the session's accessibility mode it says so and turns to high contrast.
 */
export function ProjectorScreen({ screen, offline }: ProjectorScreenProps) {
  const { t } = useTranslation('projector');
  const { view } = screen;
  const scene = sceneOf(view);
  const { data: topicCount = 0 } = useQuery(topicCountQueryOptions);
  const connected = new Set(screen.connectedUserIds);
  // A game the guide ended before the closing quiz has no awards to show: the ranking only.
  const awarded = view.achievements.some((a) => AWARD_TYPES.includes(a.type));
  const showAwards =
    scene.aside === 'awards' ||
    (scene.kind === 'finalRanking' && (scene.aside !== 'ended' || awarded));

  return (
    <>
      <SessionAnnouncements session={view} />
      <div className={styles.screen} data-contrast={view.accessibility ? 'high' : undefined}>
        <header className={styles.bar}>
          <div className={styles.barTitle}>
            <span className={styles.eyebrow}>{t('eyebrow')}</span>
            <h1 className={styles.phase}>
              {t(`phases.${scene.phase}`, { round: view.currentRound })}
            </h1>
          </div>
          <AccessibilityNote mode={view.accessibility} short />
          <PhaseClock clock={view.gameState} />
          {scene.kind === 'join' ? null : (
            <div className={styles.codeChip}>
              {t('roomCodeChip')}
              <strong>{view.roomCode}</strong>
            </div>
          )}
        </header>
        {offline ? (
          <p className={styles.banner} role="status">
            {t('offline')}
          </p>
        ) : null}
        <div className={styles.body}>
          <main className={styles.stage}>
            <SceneView scene={scene} view={view} />
          </main>
          <aside className={styles.side}>
            {showAwards ? (
              <AwardsPanel view={view} />
            ) : (
              <PlayerBoard
                view={view}
                scene={scene}
                connected={connected}
                topicCount={topicCount}
              />
            )}
          </aside>
        </div>
      </div>
    </>
  );
}
