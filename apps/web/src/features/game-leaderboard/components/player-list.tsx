import { useTranslation } from '@/lib/use-translation';
import type { PlayerView } from '@ecoscha/game';
import { PracticeBadge } from '@/components/game/practice-badge';
import { roleNameKey } from '@/lib/role-name';
import styles from './player-list.module.css';

type PlayerListProps = { players: PlayerView[]; showRoles: boolean };

/** The lobby's numbered list: number, username, role type (when shown) and points. */
export function PlayerList({ players, showRoles }: PlayerListProps) {
  const { t } = useTranslation(['leaderboard', 'game']);
  if (players.length === 0) return <p className={styles.empty}>{t('lobby.noPlayers')}</p>;
  return (
    <ol className={styles.list}>
      {players.map((player, index) => (
        <li key={player.userId} className={styles.item}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <span className={styles.who}>
            <span className={styles.name}>{player.username}</span>
            {player.isPractice ? <PracticeBadge /> : null}
            {showRoles ? (
              <span className={styles.role}>{t(roleNameKey(player.roleId))}</span>
            ) : null}
          </span>
          <span className={styles.points}>{t('lobby.pointsValue', { points: player.points })}</span>
        </li>
      ))}
    </ol>
  );
}
