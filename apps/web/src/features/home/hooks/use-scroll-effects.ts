import { useEffect, type RefObject } from 'react';

/**
 * Starts the home page's scroll effects once the page is on screen. They are an extra: their code
 * (motion) downloads after the first paint, and nothing moves for a visitor who asks for reduced
 * motion or whose browser lacks IntersectionObserver.
 */
export function useScrollEffects(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (!element || reduced || typeof IntersectionObserver === 'undefined') return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    import('../utils/start-scroll-effects')
      .then(({ startScrollEffects }) => {
        if (!cancelled) stop = startScrollEffects(element);
      })
      // Without the effects the page is complete; a failed download changes nothing.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [root]);
}
