import { useTranslation } from '@/lib/use-translation';
import type { GameView } from '@ecoscha/game';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Awards } from './awards';
import { sideBackground } from '@/components/game/side-background';
import styles from './banners.module.css';

const AWARD_TYPES: readonly string[] = ['best_eco_thinker', 'most_strategic'];

/**
 * Said on every screen once the guide has ended the game: that it has ended, who won if the
 * role-play got that far, the awards if the closing quiz gave them; the ranking follows.
 */
export function EndedBanner({ view }: { view: GameView }) {
  const { t } = useTranslation(['leaderboard', 'game']);
  const { winner } = view.gameState;
  const awarded = view.achievements.some((a) => AWARD_TYPES.includes(a.type));
  return (
    <>
      <section
        className={`${styles.victory} ${sideBackground(null)}`}
        aria-labelledby="ended-heading"
      >
        <h2 id="ended-heading" className={styles.winner}>
          {t('ended.title')}
        </h2>
        {winner ? <p className={styles.eyebrow}>{t(`game:teams.${winner}`)}</p> : null}
        <p className={styles.reason}>
          {view.viewer.isModerator ? t('ended.guideText') : t('ended.text')}
        </p>
      </section>
      {awarded ? <Awards view={view} /> : null}
      <ButtonLink to={paths.home.getHref()} variant="secondary">
        {t('ended.home')}
      </ButtonLink>
    </>
  );
}
