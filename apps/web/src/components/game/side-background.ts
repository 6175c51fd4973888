import type { Winner } from '@ecoscha/game';

/** The class of a side's colours (styles/primitives.css): the winner's, or no side's. */
export function sideBackground(winner: Winner | null | undefined): string {
  if (winner === 'villains') return 'villain-side';
  return winner ? 'good-side' : 'no-side';
}
