import type { CSSProperties } from 'react';
import styles from './confetti.module.css';

const PIECES = 40;
const COLOURS = ['#2f6b3a', '#7bb661', '#f2c94c', '#e0a36b', '#4a90c2', '#c2410c'];

/** Falling paper for a victory: pure CSS, hidden from assistive technology and reduced motion. */
export function Confetti() {
  return (
    <div className={styles.confetti} aria-hidden="true" data-testid="confetti">
      {Array.from({ length: PIECES }, (_, i) => (
        <span
          key={i}
          className={styles.piece}
          style={
            {
              '--x': `${(i * 37) % 100}%`,
              '--delay': `${((i * 7) % 20) / 10}s`,
              '--duration': `${3 + ((i * 13) % 10) / 5}s`,
              '--drift': `${((i * 29) % 120) - 60}px`,
              '--spin': `${((i * 53) % 720) - 360}deg`,
              '--colour': COLOURS[i % COLOURS.length],
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
