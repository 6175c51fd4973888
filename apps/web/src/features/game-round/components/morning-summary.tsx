import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { MorningReport } from '@ecoscha/game';
import { useRoleName } from './role-card';
import { Panel } from './round-screen';
import styles from './morning.module.css';
import { Icon } from './icon';

/** The day's disaster as a badge. */
export function DisasterBadge({ report }: { report: MorningReport }) {
  const { t } = useTranslation(['round', 'game']);
  return (
    <p className={styles.disaster}>
      {t('round:morning.disaster', { disaster: t(`game:disasters.${report.disaster}`) })}
    </p>
  );
}

/** Who was eliminated or saved in the night, or a peaceful night. */
export function MorningSummary({
  report,
  showOwnFinding,
}: {
  report: MorningReport;
  /** A manager's own finding ("you found a villain"); never on the guide's projector. */
  showOwnFinding?: boolean;
}) {
  const { t } = useTranslation('round');
  const roleName = useRoleName();
  const headingId = useId();
  const { playersKilled, savedPlayer } = report.nightResultDetails;
  return (
    <Panel labelledBy={headingId}>
      <h2 id={headingId}>{t('morning.reportHeading')}</h2>
      <ul className={styles.events}>
        {playersKilled.map((player) => (
          <li key={player.userId} className={styles.event} data-kind="killed">
            <span className={styles.eventIcon} aria-hidden="true">
              <Icon name="cross" />
            </span>
            <div>
              <p>{t('morning.killed', { name: player.username })}</p>
              <p>
                {t('morning.killedRole', { name: player.username, role: roleName(player.roleId) })}
              </p>
            </div>
          </li>
        ))}
        {savedPlayer ? (
          <li className={styles.event} data-kind="saved">
            <span className={styles.eventIcon} aria-hidden="true">
              <Icon name="shield" />
            </span>
            <p>{t('morning.saved', { name: savedPlayer.username })}</p>
          </li>
        ) : null}
        {playersKilled.length === 0 && !savedPlayer ? (
          <li className={styles.event} data-kind="peaceful">
            <span className={styles.eventIcon} aria-hidden="true">
              <Icon name="sun" />
            </span>
            <p>{t('morning.peaceful')}</p>
          </li>
        ) : null}
        {showOwnFinding && report.morningEvents.villainFound ? (
          <li className={styles.event} data-kind="finding">
            <span className={styles.eventIcon} aria-hidden="true">
              <Icon name="search" />
            </span>
            <p>{t('morning.villainFound')}</p>
          </li>
        ) : null}
      </ul>
    </Panel>
  );
}
