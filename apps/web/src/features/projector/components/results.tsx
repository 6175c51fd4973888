import { useTranslation } from '@/lib/use-translation';
import type { ProjectorView } from '@ecoscha/game';
import { roleNameKey } from '@/lib/role-name';
import styles from './projector.module.css';
import board from './results.module.css';
import { Panel } from './panel';

const nameOf = (view: ProjectorView, userId: string | null | undefined) =>
  view.players.find((p) => p.userId === userId)?.username ?? '';

/** Last night's outcome as the village hears it in the morning: who is out (and their role). */
export function NightResult({ view }: { view: ProjectorView }) {
  const { t } = useTranslation(['projector', 'game']);
  const night = view.nightResults.find((r) => r.round === view.currentRound);
  if (!night) return null;
  const killed = view.players.find((p) => p.userId === night.killedId);
  return (
    <section className={styles.panel} aria-live="polite">
      {night.resultType === 'killed' && killed ? (
        <>
          <p className={styles.bigResult}>{t('night.killed', { name: killed.username })}</p>
          {killed.roleId ? (
            <p className={styles.hint}>
              {t('night.roleWas', { name: killed.username, role: t(roleNameKey(killed.roleId)) })}
            </p>
          ) : null}
        </>
      ) : null}
      {night.resultType === 'saved' ? (
        <p className={styles.bigResult}>
          {t('night.saved', { name: nameOf(view, night.savedId) })}
        </p>
      ) : null}
      {night.resultType === 'peaceful' ? (
        <p className={styles.bigResult}>{t('night.peaceful')}</p>
      ) : null}
    </section>
  );
}

/** The village's vote once settled: who is out with their role, and the votes per player. */
export function VoteResult({ view, compact = false }: { view: ProjectorView; compact?: boolean }) {
  const { t } = useTranslation(['projector', 'game']);
  const result = view.eliminationResult;
  if (!result || result.round !== view.currentRound) {
    return compact ? null : <p className={styles.hint}>{t('vote.pending')}</p>;
  }
  const out = result.eliminatedPlayerData;
  const tally = Object.entries(result.tally)
    .map(([userId, votes]) => ({ userId, votes, name: nameOf(view, userId) }))
    .sort((a, b) => b.votes - a.votes || a.name.localeCompare(b.name));
  const most = tally[0]?.votes ?? 1;
  const shown = tally.slice(0, compact ? 3 : 6);
  return (
    <Panel id="projector-vote" title={t('vote.title')}>
      <p className={styles.bigResult}>
        {out
          ? t('vote.eliminated', { name: out.username })
          : result.reason === 'no_votes'
            ? t('vote.noVotes')
            : t('vote.none')}
      </p>
      {out ? (
        <p className={styles.hint}>
          {t('night.roleWas', { name: out.username, role: t(roleNameKey(out.roleId)) })}
        </p>
      ) : null}
      {result.reason === 'draw_random' ? <p className={styles.hint}>{t('vote.random')}</p> : null}
      {shown.length > 0 ? (
        <ol className={board.tally} aria-label={t('vote.tally')}>
          {shown.map((row) => (
            <li key={row.userId}>
              <span className={board.tallyName}>{row.name}</span>
              <span className={board.bar} style={{ width: `${(row.votes / most) * 100}%` }} />
              <span className={board.votes}>{t('vote.votes', { count: row.votes })}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </Panel>
  );
}
