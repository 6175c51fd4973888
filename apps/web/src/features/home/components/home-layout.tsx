import { Children, useRef, type ReactNode } from 'react';
import { useScrollEffects } from '../hooks/use-scroll-effects';
import styles from './home.module.css';

type HomeLayoutProps = { intro: ReactNode; children: ReactNode };

/** The home page: the intro, then each section in turn, with the scroll effects of spec section 2. */
export function HomeLayout({ intro, children }: HomeLayoutProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useScrollEffects(rootRef);
  return (
    <div ref={rootRef} className={styles.page}>
      <div data-scroll="intro" className={styles.introStage}>
        {intro}
      </div>
      {Children.toArray(children).map((section, index) => (
        <div key={index} data-scroll="reveal" className={styles.reveal}>
          {section}
        </div>
      ))}
    </div>
  );
}
