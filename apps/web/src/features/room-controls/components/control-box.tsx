import type { ReactNode } from 'react';
import { TitledSection } from '@/components/ui/titled-section';
import styles from './room-controls.module.css';

/** One box of the guide's room controls, named by its title. */
export function ControlBox({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <TitledSection id={id} title={title} className={styles.box} titleClassName={styles.title}>
      {children}
    </TitledSection>
  );
}
