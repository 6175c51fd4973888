import { useTranslation } from 'react-i18next';
import type { GameView } from '@ecoscha/game';
import styles from './banners.module.css';

const AWARDS = ['best_eco_thinker', 'most_strategic'] as const;

/** The two awards of the closing quiz, with their winners (ties all named). */
export function Awards({ view }: { view: GameView }) {
  const { t } = useTranslation(['leaderboard', 'achievements']);
  const nameOf = (userId: string) =>
    view.players.find((p) => p.userId === userId)?.username ?? userId;
  return (
    <section className={styles.awards} aria-labelledby="awards-heading">
      <h2 id="awards-heading" className={styles.smallHeading}>
        {t('awards.title')}
      </h2>
      <dl className={styles.awardList}>
        {AWARDS.map((type) => {
          const winners = view.achievements.filter((a) => a.type === type).map((a) => a.userId);
          return (
            <div key={type} className={styles.award}>
              <dt>{t(`achievements:types.${type}.title`)}</dt>
              <dd>{winners.length > 0 ? winners.map(nameOf).join(', ') : t('awards.none')}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
