import { useTranslation } from '@/lib/use-translation';
import type { ProjectorView } from '@ecoscha/game';
import { PracticeBadge } from '@/components/game/practice-badge';
import type { Scene } from '../utils/scene';
import styles from './player-board.module.css';

type PlayerBoardProps = {
  view: ProjectorView;
  scene: Scene;
  connected: ReadonlySet<string>;
  topicCount: number;
};

/**
 * What a player's line says about the moment: quiz topics handed in, a vote cast, or out of the
 * game. Short on screen (a tick, a count), in words for screen readers.
 */
function useStatus({ view, scene, topicCount }: Omit<PlayerBoardProps, 'connected'>) {
  const { t } = useTranslation('projector');
  return (player: ProjectorView['players'][number]) => {
    if (scene.kind === 'quiz' && scene.quiz) {
      const done = view.quizProgress[player.userId]?.[scene.quiz] ?? 0;
      const ready = topicCount > 0 && done >= topicCount;
      const label = t('players.topicsLabel', { done, total: topicCount });
      return { ready, text: ready ? '✓' : t('players.topics', { done, total: topicCount }), label };
    }
    if (!player.isAlive) return { ready: false, text: t('players.out'), label: t('players.out') };
    if (scene.kind === 'voting') {
      const label = player.hasVoted ? t('players.voted') : t('players.notVoted');
      return { ready: player.hasVoted, text: player.hasVoted ? '✓' : '', label };
    }
    return null;
  };
}

/** Everyone in the room: name, connected or not, and how far they are in the moment. */
export function PlayerBoard({ view, scene, connected, topicCount }: PlayerBoardProps) {
  const { t } = useTranslation('projector');
  const statusOf = useStatus({ view, scene, topicCount });
  const players = view.players;
  // A practice seat is played by the server: it is always there.
  const isOnline = (player: (typeof players)[number]) =>
    player.isPractice === true || connected.has(player.userId);
  const count = players.length;
  const living = players.filter((p) => p.isAlive);
  const summary =
    scene.kind === 'quiz' && scene.quiz
      ? t('players.summary.quiz', {
          count,
          done: players.filter((p) => statusOf(p)?.ready).length,
        })
      : scene.kind === 'voting'
        ? t('players.summary.voting', {
            count: living.length,
            done: living.filter((p) => p.hasVoted).length,
          })
        : t('players.summary.joined', {
            count,
            connected: players.filter(isOnline).length,
          });
  const density = count > 24 ? styles.dense : count > 10 ? styles.twoColumns : '';

  return (
    <section className={styles.board} aria-labelledby="projector-players">
      <header className={styles.head}>
        <h2 id="projector-players">{t('players.title', { count })}</h2>
        <p>{summary}</p>
      </header>
      {count === 0 ? <p className={styles.empty}>{t('players.empty')}</p> : null}
      <ul className={`${styles.list} ${density}`}>
        {players.map((player) => {
          const online = isOnline(player);
          const status = statusOf(player);
          return (
            <li
              key={player.userId}
              className={`${styles.player} ${player.isAlive ? '' : styles.out}`}
            >
              <span
                className={online ? styles.online : styles.offline}
                role="img"
                aria-label={online ? t('players.online') : t('players.offline')}
              >
                {online ? '●' : '○'}
              </span>
              <span className={styles.name}>{player.username}</span>
              {player.isPractice ? <PracticeBadge /> : null}
              {status ? (
                <span className={status.ready ? styles.ready : styles.status}>
                  <span aria-hidden="true">{status.text}</span>
                  <span className="sr-only">{status.label}</span>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
