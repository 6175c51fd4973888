import { useTranslation } from '@/lib/use-translation';
import { clampPenalty, clampQuizScore, type LeaderboardEntry } from '@ecoscha/game';
import { PracticeBadge } from '@/components/game/practice-badge';
import { roleNameKey } from '@/lib/role-name';
import styles from './leaderboard-table.module.css';
import { usePlayerName } from '@/lib/player-name';

type LeaderboardTableProps = {
  entries: LeaderboardEntry[];
  /** The row of this user is marked "You". */
  viewerId?: string;
  /**
   * Show the roles the entries carry (the guide's screen hides them unless asked). A player's
   * entries carry only the roles that player may know: a missing one is hidden, not an error.
   */
  showRoles?: boolean;
};

const MEDALS = { 1: styles.gold, 2: styles.silver, 3: styles.bronze } as const;
/** Practice seats have no place (null), so never a medal. */
const isMedalRank = (rank: number | null): rank is keyof typeof MEDALS =>
  rank !== null && rank >= 1 && rank <= 3;

/** Score columns as the spec shows them: quiz 0..120, penalty -20..0, total = quiz + penalty. */
export function displayedScores(entry: LeaderboardEntry) {
  const quiz = clampQuizScore(entry.totalQuizScore);
  const penalty = clampPenalty(entry.gameScore);
  return { quiz, penalty, total: quiz + penalty };
}

/** The ranked table: medals for ranks 1 to 3, the viewer's row marked, eliminated players tagged. */
export function LeaderboardTable({ entries, viewerId, showRoles = true }: LeaderboardTableProps) {
  const { t } = useTranslation(['leaderboard', 'game']);
  const playerName = usePlayerName();
  if (entries.length === 0) return <p className={styles.empty}>{t('table.empty')}</p>;
  return (
    <div
      className={styles.scroller}
      role="region"
      aria-label={t('table.scrollLabel')}
      // Keyboard users can scroll the table when a narrow screen cuts it.
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.rankHead}>
              <abbr title={t('table.rank')}>#</abbr>
            </th>
            <th scope="col" className={styles.playerHead}>
              {t('table.player')}
            </th>
            <th scope="col">{t('table.quiz')}</th>
            <th scope="col">{t('table.penalty')}</th>
            <th scope="col">{t('table.total')}</th>
            <th scope="col">{t('table.points')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const { quiz, penalty, total } = displayedScores(entry);
            const you = entry.userId === viewerId;
            const rowClass = [you && styles.you, !entry.isAlive && styles.out]
              .filter(Boolean)
              .join(' ');
            return (
              <tr key={entry.userId} className={rowClass || undefined}>
                <td className={styles.rankCell}>
                  <span
                    className={[styles.rank, isMedalRank(entry.rank) && MEDALS[entry.rank]]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {entry.rank}
                  </span>
                  {isMedalRank(entry.rank) ? (
                    <span className="sr-only">{t(`table.medal.${entry.rank}`)}</span>
                  ) : null}
                </td>
                <th scope="row" className={styles.player}>
                  <span className={styles.name}>{playerName(entry.username)}</span>
                  <span className={styles.tags}>
                    {you ? <span className={styles.youTag}>{t('table.you')}</span> : null}
                    {entry.isPractice ? <PracticeBadge /> : null}
                    {showRoles && entry.roleId ? <span>{t(roleNameKey(entry.roleId))}</span> : null}
                    {entry.isAlive ? null : (
                      <span className={styles.outTag}>{t('table.eliminated')}</span>
                    )}
                  </span>
                </th>
                <td>{quiz}</td>
                <td className={penalty < 0 ? styles.penalty : undefined}>{penalty}</td>
                <td className={styles.total}>{total}</td>
                <td>{entry.points}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
