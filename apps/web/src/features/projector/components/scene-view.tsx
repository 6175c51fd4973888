import { useTranslation } from '@/lib/use-translation';
import { disasterForDay, type ProjectorView } from '@ecoscha/game';
import { useLanguage } from '@/lib/use-language';
import { useRoundVideoState, videoTitle } from '@/lib/video/round-video';
import type { Scene } from '../utils/scene';
import { JoinPanel } from './join-panel';
import { NarrativePanel } from './narrative-panel';
import styles from './projector.module.css';
import { RankingBoard, RolesPanel, WinnerPanel } from './rankings';
import { NightResult, VoteResult } from './results';

/** A short line of what to do now, large, with a hint under it. */
function Prompt({ lead, hint }: { lead: string; hint?: string }) {
  return (
    <div className={`${styles.panel} ${styles.centered}`}>
      <p className={styles.lead}>{lead}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}

/** A result shown above the narrative or the prompt, once the rules have made it public. */
function AsidePanel({ scene, view }: { scene: Scene; view: ProjectorView }) {
  const { t } = useTranslation('projector');
  if (scene.aside === 'sleep') return <p className={styles.bigResult}>{t('night.sleep')}</p>;
  if (scene.aside === 'nightResult') return <NightResult view={view} />;
  if (scene.aside === 'voteResult') return <VoteResult view={view} compact />;
  if (scene.aside === 'winner') return <WinnerPanel view={view} />;
  if (scene.aside === 'ended') return <p className={styles.bigResult}>{t('ended')}</p>;
  return null;
}

/**
 * The round's news video as the phones and the guide see it (the same rule decides): its title
 * in the screen's language, or, with no video or no internet, the day's question to talk over.
 */
function VideoPrompt({ view }: { view: ProjectorView }) {
  const { t } = useTranslation(['projector', 'round']);
  const language = useLanguage();
  const round = Math.max(1, view.currentRound);
  const video = useRoundVideoState(view.sessionId, round);
  if (video.status === 'loading') {
    return <Prompt lead={t('video.title')} hint={t('round:video.loading')} />;
  }
  if (video.material) {
    const title = videoTitle(video.material, language);
    return <Prompt lead={t('video.title')} hint={t('video.playing', { title })} />;
  }
  return (
    <Prompt lead={t('round:video.none')} hint={t(`round:video.prompts.${disasterForDay(round)}`)} />
  );
}

/** The projector's main area for the current scene. */
export function SceneView({ scene, view }: { scene: Scene; view: ProjectorView }) {
  const { t } = useTranslation('projector');
  switch (scene.kind) {
    case 'join':
      return <JoinPanel roomCode={view.roomCode} />;
    case 'narrative':
      return (
        <>
          <AsidePanel scene={scene} view={view} />
          {scene.moment ? <NarrativePanel key={scene.moment} moment={scene.moment} /> : null}
        </>
      );
    case 'quiz':
      return <Prompt lead={t(scene.quiz === 'closing' ? 'quiz.closing' : 'quiz.opening')} />;
    case 'quizRanking':
      return <RankingBoard view={view} final={false} />;
    case 'nightWait':
      return <Prompt lead={t('night.wait')} />;
    case 'video':
      return <VideoPrompt view={view} />;
    case 'discussion':
      return (
        <>
          <AsidePanel scene={scene} view={view} />
          <Prompt lead={t('discussion.lead')} hint={t('discussion.hint')} />
        </>
      );
    case 'voting':
      return <Prompt lead={t('voting.lead')} hint={t('voting.hint')} />;
    case 'voteResult':
      return <VoteResult view={view} />;
    case 'winner':
      return (
        <>
          <WinnerPanel view={view} />
          <RolesPanel view={view} />
        </>
      );
    case 'finalRanking':
      return (
        <>
          <AsidePanel scene={scene} view={view} />
          <RankingBoard view={view} final />
        </>
      );
  }
}
