import { useTranslation } from '@/lib/use-translation';
import type { WinReason, Winner } from '@ecoscha/game';
import { sideBackground } from '@/components/game/side-background';
import styles from './banners.module.css';

type VictoryBannerProps = { winner: Winner | null; winReason: WinReason | null };

/** Which side won, in the side's colours, with the rules' reason. */
export function VictoryBanner({ winner, winReason }: VictoryBannerProps) {
  const { t } = useTranslation(['leaderboard', 'game']);
  return (
    <section
      className={`${styles.victory} ${sideBackground(winner)}`}
      aria-labelledby="victory-heading"
    >
      {winner ? <p className={styles.eyebrow}>{t('victory.eyebrow')}</p> : null}
      <h2 id="victory-heading" className={styles.winner}>
        {winner ? t(`game:teams.${winner}`) : t('victory.neutral')}
      </h2>
      {winReason ? <p className={styles.reason}>{t(`game:winReasons.${winReason}`)}</p> : null}
    </section>
  );
}
