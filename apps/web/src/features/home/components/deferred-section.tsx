import { Suspense, useRef, type ReactNode } from 'react';
import { LoadingStatus } from '@/components/site/query-status';
import { useNearView } from '@/lib/use-near-view';
import styles from './home.module.css';

/** How far below the view a section starts loading, so it is ready when it is scrolled to. */
const LOAD_AHEAD_PX = 600;

/**
 * A section further down the page whose code downloads only when it comes near the view (at
 * once where IntersectionObserver is missing). Until then it keeps its place with a placeholder.
 */
export function DeferredSection({ children }: { children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearView(placeholder, LOAD_AHEAD_PX);

  if (!near) return <div ref={placeholder} className={styles.deferred} />;
  return (
    <Suspense
      fallback={
        <div className={styles.deferred}>
          <LoadingStatus />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
