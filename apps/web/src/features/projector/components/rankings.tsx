import { useTranslation } from '@/lib/use-translation';
import { isVillain, type ProjectorView } from '@ecoscha/game';
import { PracticeBadge } from '@/components/game/practice-badge';
import { roleNameKey } from '@/lib/role-name';
import styles from './projector.module.css';
import board from './results.module.css';
import { TitledSection } from '@/components/ui/titled-section';
import { Panel } from './panel';

/** The practice mark after a name, a space apart; nothing for a student. */
function PracticeMark({ show }: { show?: boolean }) {
  return show ? (
    <>
      {' '}
      <PracticeBadge />
    </>
  ) : null;
}

/** As many lines as fit at once beside the player list. */
const SHOWN = 10;

/** The ranking as the class may see it: by quiz score after the opening quiz, by total at the end. */
export function RankingBoard({ view, final }: { view: ProjectorView; final: boolean }) {
  const { t } = useTranslation('projector');
  const rows = view.leaderboard.slice(0, SHOWN);
  const more = view.leaderboard.length - rows.length;
  return (
    <Panel id="projector-ranking" title={final ? t('ranking.finalTitle') : t('ranking.quizTitle')}>
      {rows.length === 0 ? <p className={styles.hint}>{t('ranking.empty')}</p> : null}
      <table className={board.ranking}>
        <thead>
          <tr>
            <th scope="col">{t('ranking.rank')}</th>
            <th scope="col">{t('ranking.player')}</th>
            <th scope="col" className={board.number}>
              {t('ranking.score')}
            </th>
            {final ? (
              <th scope="col" className={board.number}>
                {t('ranking.points')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.userId}
              className={row.rank !== null && row.rank <= 3 ? board.top : undefined}
            >
              <td>{row.rank}</td>
              <td className={board.name}>
                {row.username}
                <PracticeMark show={row.isPractice} />
              </td>
              <td className={board.number}>{final ? row.totalScore : row.totalQuizScore}</td>
              {final ? <td className={board.number}>{row.points}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {more > 0 ? <p className={styles.note}>{t('ranking.more', { count: more })}</p> : null}
    </Panel>
  );
}

const AWARDS = ['best_eco_thinker', 'most_strategic'] as const;

/** The two awards of the closing quiz, with who earned them. */
export function AwardsPanel({ view }: { view: ProjectorView }) {
  const { t } = useTranslation(['projector', 'achievements']);
  const nameOf = (userId: string) => view.players.find((p) => p.userId === userId)?.username;
  return (
    <TitledSection
      id="projector-awards"
      title={t('awards.title')}
      titleClassName={styles.panelTitle}
    >
      <ul className={board.awards}>
        {AWARDS.map((type) => {
          const names = view.achievements
            .filter((a) => a.type === type)
            .map((a) => nameOf(a.userId))
            .filter(Boolean);
          return (
            <li key={type} className={board.award}>
              <span className={board.awardTitle}>{t(`achievements:types.${type}.title`)}</span>
              <span className={board.awardName}>
                {names.length > 0 ? names.join(', ') : t('awards.none')}
              </span>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}

/** The winning side and, now that the game is over, everyone's role. */
export function WinnerPanel({ view }: { view: ProjectorView }) {
  const { t } = useTranslation(['projector', 'game']);
  const { winner, winReason } = view.gameState;
  return (
    <Panel id="projector-winner" title={t('winner.title')}>
      {winner ? <p className={styles.lead}>{t(`game:teams.${winner}`)}</p> : null}
      {winReason ? <p className={styles.hint}>{t(`game:winReasons.${winReason}`)}</p> : null}
    </Panel>
  );
}

/** Everyone's role, once the rules have made them public (after the win). */
export function RolesPanel({ view }: { view: ProjectorView }) {
  const { t } = useTranslation(['projector', 'game']);
  const players = view.players.filter((p) => p.roleId);
  if (players.length === 0) return null;
  return (
    <Panel id="projector-roles" title={t('winner.rolesTitle')}>
      <ul className={board.teams}>
        {players.map((p) => (
          <li key={p.userId}>
            <span>
              {p.username}
              <PracticeMark show={p.isPractice} />
            </span>
            <span className={p.roleId && isVillain(p.roleId) ? board.villain : undefined}>
              {t(roleNameKey(p.roleId))}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
