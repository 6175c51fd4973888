import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingStatus } from '@/components/site/query-status';
import styles from './home.module.css';

/** How far below the view a section starts loading, so it is ready when it is scrolled to. */
const LOAD_AHEAD_PX = 600;

/**
 * A section further down the page whose code downloads only when it comes near the view (at
 * once where IntersectionObserver is missing). Until then it keeps its place with a placeholder.
 */
export function DeferredSection({ children }: { children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${LOAD_AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

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
