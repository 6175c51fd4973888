import type { ReactNode } from 'react';
import { TitledSection } from '@/components/ui/titled-section';
import styles from './projector.module.css';

/** A panel of the class screen, named by its title. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      id={id}
      title={title}
      className={styles.panel}
      titleClassName={styles.panelTitle}
    >
      {children}
    </TitledSection>
  );
}
