import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { disasterForDay, type GameView } from '@ecoscha/game';
import type { LearningMaterial } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { errorText } from '@/lib/i18n';
import { sessionStorageKeys } from '@/lib/storage';
import { useLanguage } from '@/lib/use-language';
import { useChangePhase } from '@/lib/session/phase-change';
import { useRoundVideoState, videoAddress, videoTitle } from '@/lib/video/round-video';
import { youTubeEmbedUrl, youTubeId, youTubeStart } from '@/lib/video/youtube';
import { remember } from '../utils/remember';
import { Actions, Muted, MoveBar, Panel, RoundScreen, sceneUrl, type Scene } from './round-screen';
import styles from './video.module.css';
import { Icon } from './icon';

type ScreenProps = { view: GameView; sessionId: string };

/**
 * /video-learning: the round's news video, or a friendly talk prompt when there is none or when
 * this device cannot reach YouTube (a class without internet: the player would stay blank). The
 * guide's screen plays the video for the class; a student's phone points at the class screen and
 * loads the player only when the student asks, so fifty phones do not share the school's link.
 */
export function VideoLearning({ view, sessionId }: ScreenProps) {
  const { t } = useTranslation('round');
  const round = Math.max(1, view.currentRound);
  const video = useRoundVideoState(sessionId, round);
  const none = video.status === 'none';

  useEffect(() => {
    remember(sessionStorageKeys.lastVideoRound(sessionId), String(round));
  }, [sessionId, round]);

  return (
    <RoundScreen
      tone="day"
      wide
      scene={none ? disasterForDay(round) : undefined}
      compactScene
      eyebrow={t('common.dayTitle', { day: round })}
      title={t('video.title')}
    >
      {video.status === 'loading' ? (
        <Panel>
          <p role="status">{t('video.loading')}</p>
        </Panel>
      ) : video.material ? (
        <Video
          material={video.material}
          scene={disasterForDay(round)}
          playAtOnce={view.viewer.isModerator}
        />
      ) : (
        <NoVideo
          round={round}
          offline={video.offline}
          error={video.error ? errorText(video.error) : null}
          refreshing={video.refreshing}
          onRefresh={video.refresh}
        />
      )}
      {view.viewer.isModerator ? (
        <FinishVideo view={view} sessionId={sessionId} />
      ) : (
        <Muted>{none ? t('video.waitTalk') : t('video.waitGuide')}</Muted>
      )}
    </RoundScreen>
  );
}

function Video({
  material,
  scene,
  playAtOnce,
}: {
  material: LearningMaterial;
  scene: Scene;
  /** The guide's screen plays at once; a phone waits until its student asks. */
  playAtOnce: boolean;
}) {
  const { t } = useTranslation('round');
  const language = useLanguage();
  const [playing, setPlaying] = useState(playAtOnce);
  const title = videoTitle(material, language);
  const description = language === 'en' ? material.description_en : material.description;
  const address = videoAddress(material);
  const id = youTubeId(address);
  return (
    <Panel>
      <div className={styles.video}>
        {id && playing ? (
          <div className={styles.frame}>
            <iframe
              src={youTubeEmbedUrl(id, youTubeStart(address))}
              title={t('video.frameTitle', { title })}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              loading="lazy"
            />
          </div>
        ) : null}
        {playing ? null : (
          // The day's scene, already on the phone from the round's screens: no download.
          <div className={`${styles.frame} ${styles.still}`}>
            <img src={sceneUrl(scene)} alt="" width={800} height={450} />
            <p className={styles.onClassScreen}>{t('video.onClassScreen')}</p>
          </div>
        )}
        <h2 className={styles.title}>{title}</h2>
        {description ? <p className={styles.description}>{description}</p> : null}
        <p className={styles.source}>
          {t('video.source', { platform: material.source_credit.platform })}
        </p>
        {id && !playing ? (
          <Actions>
            <Button variant="secondary" onClick={() => setPlaying(true)}>
              {t('video.watchHere')}
            </Button>
          </Actions>
        ) : null}
        {id ? null : (
          <Actions>
            <ButtonLink to={address} reloadDocument target="_blank" rel="noreferrer noopener">
              {t('video.open')}
            </ButtonLink>
          </Actions>
        )}
      </div>
    </Panel>
  );
}

function NoVideo({
  round,
  offline,
  error,
  refreshing,
  onRefresh,
}: {
  round: number;
  offline: boolean;
  error: string | null;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation(['round', 'game']);
  const headingId = useId();
  const disaster = disasterForDay(round);
  return (
    <Panel labelledBy={headingId}>
      <div className={styles.none}>
        <span className={styles.badge} aria-hidden="true">
          <Icon name="chat" size={32} />
        </span>
        <h2 id={headingId}>{t('round:video.none')}</h2>
        {error ? <Alert>{t('round:video.failed', { message: error })}</Alert> : null}
        <p>{t(offline ? 'round:video.offlineText' : 'round:video.noneText')}</p>
        <div className={styles.prompt}>
          <h3>
            {t('round:video.promptHeading')} · {t(`game:disasters.${disaster}`)}
          </h3>
          <p>{t(`round:video.prompts.${disaster}`)}</p>
        </div>
        <Button variant="secondary" disabled={refreshing} onClick={onRefresh}>
          {t('round:video.refresh')}
        </Button>
      </div>
    </Panel>
  );
}

/** Before the discussion the video leads to it; after the reveal it ends the day's video. */
function FinishVideo({ view, sessionId }: ScreenProps) {
  const { t } = useTranslation('round');
  const advance = useChangePhase(sessionId);
  const before = view.gameState.videoStage === 'before_discussion';
  return (
    <MoveBar
      label={advance.isPending ? t('video.moving') : t('video.finish')}
      disabled={advance.isPending}
      onMove={() => advance.mutate(before ? 'discussion_active' : 'video_learning_completed')}
    >
      <Muted>{before ? t('video.finishBefore') : t('video.finishAfter')}</Muted>
      {advance.isError ? (
        <Alert>{t('video.finishFailed', { message: errorText(advance.error) })}</Alert>
      ) : null}
    </MoveBar>
  );
}
