import { useGame } from '@/components/game/game-session';
import { Awards } from './awards';
import { Ranking } from './ranking';
import styles from './screen.module.css';

/** The game's final standing: the two awards and the ranking (roles are public by now). */
export function FinalResults() {
  const { view } = useGame();
  return (
    <div className={styles.section}>
      <Awards view={view} />
      <Ranking viewerId={view.viewer.userId} />
    </div>
  );
}
