import { useTranslation } from '@/lib/use-translation';
import type { GameView } from '@ecoscha/game';
import styles from './banners.module.css';
import { TitledSection } from '@/components/ui/titled-section';

const AWARDS = ['best_eco_thinker', 'most_strategic'] as const;

/** The two awards of the closing quiz, with their winners (ties all named). */
export function Awards({ view }: { view: GameView }) {
  const { t } = useTranslation(['leaderboard', 'achievements']);
  const nameOf = (userId: string) =>
    view.players.find((p) => p.userId === userId)?.username ?? userId;
  return (
    <TitledSection
      id="awards-heading"
      title={t('awards.title')}
      className={styles.awards}
      titleClassName={styles.smallHeading}
    >
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
    </TitledSection>
  );
}
