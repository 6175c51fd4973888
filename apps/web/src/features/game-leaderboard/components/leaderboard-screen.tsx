import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import type { GameView, Winner } from '@ecoscha/game';
import { useGame } from '@/components/game/game-session';
import type { LeaderboardType } from '@/config/paths';
import { parseLeaderboardType, titleKeyOf } from '../utils/leaderboard-type';
import { AchievementPopup } from './achievement-popup';
import { Awards } from './awards';
import { Confetti } from './confetti';
import { EliminationBanners } from './elimination-banners';
import { EndedBanner } from './ended-banner';
import { ScreenHeader } from './screen-header';
import { Ranking } from './ranking';
import { RoomCode } from './room-code';
import { SeatRole } from './seat-role';
import { VictoryBanner } from './victory-banner';
import { WaitingQuizClock } from './waiting-quiz-clock';
import styles from './screen.module.css';

const AWARD_TYPES: readonly LeaderboardType[] = ['after-closing-quiz', 'final', 'after-game'];
const WINNERS: readonly Winner[] = ['good_guys', 'villains'];

/** What a player is told under the title after a quiz and between rounds. */
const PLAYER_STATUS: Partial<
  Record<LeaderboardType, 'afterQuiz' | 'afterClosingQuiz' | 'betweenRounds'>
> = {
  'after-quiz': 'afterQuiz',
  'after-closing-quiz': 'afterClosingQuiz',
  default: 'betweenRounds',
};

/** What the player should know now, under the title. */
function StatusMessage({ type, view }: { type: LeaderboardType; view: GameView }) {
  const { t } = useTranslation('leaderboard');
  if (type === 'waiting-moderator') {
    const reading = view.gameState.phase === 'narrative_1';
    return (
      <>
        <p className={styles.message} role="status">
          <span className={styles.pulse} aria-hidden="true" />
          {reading ? t('player.waiting.narrative') : t('player.waiting.initial')}
        </p>
        <WaitingQuizClock view={view} />
        {view.viewer.isPlayer ? <SeatRole roleId={view.viewer.roleId} /> : null}
        <p className={styles.hint}>{t('player.waiting.hint')}</p>
      </>
    );
  }
  if (type === 'eliminated') {
    const me = view.players.find((p) => p.userId === view.viewer.userId);
    return (
      <>
        <p className={`${styles.message} ${styles.messageStrong}`}>
          {t(`player.eliminated.${me?.eliminatedBy ?? 'other'}`)}
        </p>
        <p className={styles.hint}>{t('player.eliminated.watch')}</p>
      </>
    );
  }
  // The projector says the role-play begins as the guide reads its story: so does the phone.
  const status =
    type === 'after-quiz' && view.gameState.phase === 'start_roleplay_narrative'
      ? 'roleplayStory'
      : PLAYER_STATUS[type];
  if (!status) return null;
  return (
    <p className={styles.message} role="status">
      <span className={styles.pulse} aria-hidden="true" />
      {t(`player.${status}`)}
    </p>
  );
}

/**
 * /leaderboard for players, in every type of the spec: its title, the guide's name, what happens
 * now, the room code (default type), victory and elimination banners, the ranking, awards, and
 * the viewer's new achievements.
 */
export function LeaderboardScreen() {
  const { t } = useTranslation('leaderboard');
  const { view } = useGame();
  const [params] = useSearchParams();
  const type = parseLeaderboardType(params.get('type'));
  const title = t(`titles.${titleKeyOf(type)}`);
  const urlWinner = WINNERS.find((w) => w === params.get('winner')) ?? null;

  return (
    <div className={styles.page}>
      {type === 'victory' ? <Confetti /> : null}
      <ScreenHeader title={title} guide={view.moderatorUsername} />
      {type === 'victory' ? (
        <VictoryBanner
          winner={view.gameState.winner ?? urlWinner}
          winReason={view.gameState.winReason}
        />
      ) : null}
      {type === 'ended' ? <EndedBanner view={view} /> : <StatusMessage type={type} view={view} />}
      {type === 'default' ? <RoomCode code={view.roomCode} /> : null}
      {AWARD_TYPES.includes(type) ? <Awards view={view} /> : null}
      {type === 'ended' ? null : <EliminationBanners players={view.players} />}
      <Ranking viewerId={view.viewer.userId} />
      <AchievementPopup />
    </div>
  );
}
