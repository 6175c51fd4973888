import { useEffect, type RefObject } from 'react';

/**
 * Starts the home page's scroll effects when the visitor first scrolls. They are an extra: their
 * code (motion) downloads only then, so a visit that never scrolls does not pay for it, and
 * nothing moves for a visitor who asks for reduced motion or whose browser lacks
 * IntersectionObserver. Sections already on screen at that moment stay as they are.
 */
export function useScrollEffects(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (!element || reduced || typeof IntersectionObserver === 'undefined') return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    const start = () => {
      import('../utils/start-scroll-effects')
        .then(({ startScrollEffects }) => {
          if (!cancelled) stop = startScrollEffects(element);
        })
        // Without the effects the page is complete; a failed download changes nothing.
        .catch(() => undefined);
    };
    window.addEventListener('scroll', start, { once: true, passive: true });
    return () => {
      cancelled = true;
      window.removeEventListener('scroll', start);
      stop?.();
    };
  }, [root]);
}
