import type { ReactNode } from 'react';
import styles from './grid-list.module.css';

type GridListProps = {
  /** `ol` where the order means something (steps). */
  as?: 'ul' | 'ol';
  /** The feature's own columns and spacing. */
  className?: string;
  children: ReactNode;
};

/** A list of cards or blocks in one column, without bullets (team, credits, steps, materials…). */
export function GridList({ as: List = 'ul', className, children }: GridListProps) {
  return <List className={[styles.list, className].filter(Boolean).join(' ')}>{children}</List>;
}
