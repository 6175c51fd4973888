import { useId } from 'react';
import { PracticeBadge } from '@/components/game/practice-badge';
import styles from './target-grid.module.css';

export type Target = { userId: string; username: string; tag?: string; isPractice?: true };

type TargetGridProps = {
  legend: string;
  targets: Target[];
  value: string | null;
  onChange?: (userId: string) => void;
  /** The guide's view: the players are shown, none can be picked. */
  disabled?: boolean;
};

/**
 * The players one may pick, as big coloured tiles (a palette of four colours, repeated); the
 * picked one turns dark with a tick. One group of radio buttons: exactly one pick, arrow keys
 * move between players.
 */
export function TargetGrid({ legend, targets, value, onChange, disabled }: TargetGridProps) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.tiles}>
        {targets.map((target, index) => {
          const selected = value === target.userId;
          return (
            <label
              key={target.userId}
              className={styles.tile}
              data-colour={index % 4}
              data-selected={selected}
              data-disabled={disabled ?? false}
            >
              <input
                className={styles.input}
                type="radio"
                name={name}
                value={target.userId}
                checked={selected}
                onChange={() => onChange?.(target.userId)}
              />
              {/* A tick on the picked tile: the pick is not told by its colour alone. */}
              <span className={styles.avatar} aria-hidden="true">
                {selected ? '✓' : (Array.from(target.username)[0] ?? '?')}
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{target.username}</span>
                {target.tag ? <span className={styles.tag}>{target.tag}</span> : null}
                {target.isPractice ? <PracticeBadge /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
