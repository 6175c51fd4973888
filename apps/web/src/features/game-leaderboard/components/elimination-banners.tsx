import { useTranslation } from '@/lib/use-translation';
import type { PlayerView } from '@ecoscha/game';
import styles from './banners.module.css';
import { TitledSection } from '@/components/ui/titled-section';

/** One line per eliminated player: who, how and when (public knowledge after each reveal). */
export function EliminationBanners({ players }: { players: PlayerView[] }) {
  const { t } = useTranslation('leaderboard');
  const out = players
    .filter((p) => !p.isAlive)
    .sort((a, b) => (a.eliminatedRound ?? 0) - (b.eliminatedRound ?? 0));
  if (out.length === 0) return null;
  return (
    <TitledSection
      id="eliminations-heading"
      title={t('eliminations.title')}
      className={styles.eliminations}
      titleClassName={styles.smallHeading}
    >
      <ul className={styles.eliminationList}>
        {out.map((p) => (
          <li key={p.userId} className={styles.elimination}>
            {t(`eliminations.${p.eliminatedBy ?? 'other'}`, {
              name: p.username,
              round: p.eliminatedRound ?? '?',
            })}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
