import { useTranslation } from '@/lib/use-translation';
import type { AchievementType } from '@ecoscha/game';
import { roleTypeOf } from '@ecoscha/game';
import type { GameHistoryEntry } from '@ecoscha/contracts';
import { Alert } from '@/components/ui/alert';
import { CardTable } from '@/components/ui/card-table';
import { errorText } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';
import { useGameHistory } from '../api/get-history';
import styles from './game-history.module.css';
import { ProfileSection, SessionStatus } from './profile-section';

/** Every achievement earned across the games, with how many times. */
function countAchievements(history: GameHistoryEntry[]): Array<[AchievementType, number]> {
  const counts = new Map<AchievementType, number>();
  for (const game of history) {
    for (const { type } of game.achievements) counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts];
}

function Achievements({ history }: { history: GameHistoryEntry[] }) {
  const { t } = useTranslation(['profile', 'achievements']);
  const earned = countAchievements(history);
  return (
    <ProfileSection
      id="profile-achievements"
      title={t('achievements.title')}
      none={earned.length === 0 ? t('achievements.none') : null}
      className={styles.section}
    >
      <ul className="stack-list">
        {earned.map(([type, count]) => (
          <li key={type} className={styles.badge}>
            <span className={styles.badgeTitle}>
              {t(`achievements:types.${type}.title`)}
              {count > 1 ? (
                <span className={styles.count}>{t('achievements.times', { count })}</span>
              ) : null}
            </span>
            <span className={styles.badgeText}>{t(`achievements:types.${type}.description`)}</span>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}

const HEADINGS = ['date', 'role', 'score', 'learning', 'rank', 'status'] as const;

function HistoryTable({ history }: { history: GameHistoryEntry[] }) {
  const { t } = useTranslation(['profile', 'game']);
  const language = useLanguage();
  const dateFormat = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    day: 'numeric',
    month: 'short',
    year: '2-digit',
  });
  return (
    <ProfileSection
      id="profile-history"
      title={t('history.title')}
      none={history.length === 0 ? t('history.none') : null}
      className={styles.section}
    >
      <CardTable
        label={t('history.tableLabel')}
        className={styles.scroller}
        tableClassName={styles.table}
      >
        {/* Explicit roles: the rows are cards on a narrow screen. */}
        <thead role="rowgroup">
          <tr role="row">
            {HEADINGS.map((key) => (
              <th key={key} role="columnheader" scope="col">
                {t(`history.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {history.map((game) => (
            <tr key={game.sessionId} role="row" className={styles.game}>
              <td role="cell" className={styles.date}>
                {dateFormat.format(new Date(game.date))}
              </td>
              <td role="cell" className={styles.role}>
                {t(`game:roles.${roleTypeOf(game.roleId)}`)}
              </td>
              <td role="cell" className={styles.score} data-label={t('history.score')}>
                {game.totalScore}
              </td>
              <td role="cell" className={styles.learning} data-label={t('history.learning')}>
                {t('history.learningValue', {
                  before: game.openingQuizScore,
                  after: game.closingQuizScore ?? t('history.notTaken'),
                })}
              </td>
              <td role="cell" className={styles.rank} data-label={t('history.rank')}>
                {t('history.rankOf', { rank: game.rank, count: game.playerCount })}
              </td>
              <td role="cell" className={styles.status}>
                <SessionStatus status={game.status} className={styles.statusPill} />
              </td>
            </tr>
          ))}
        </tbody>
      </CardTable>
    </ProfileSection>
  );
}

/** The profile's record of play: achievements earned and the games played. */
export function GameHistory() {
  const { t } = useTranslation(['profile', 'common']);
  const history = useGameHistory();
  if (history.isPending) return <p role="status">{t('common:status.loading')}</p>;
  if (history.isError) {
    return <Alert>{t('history.failed', { message: errorText(history.error) })}</Alert>;
  }
  return (
    <>
      <Achievements history={history.data} />
      <HistoryTable history={history.data} />
    </>
  );
}
