import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `element` has come within `aheadPx` of the view (and stays true once it has): what lies
 * further down a page waits for the reader to scroll towards it. True at once where
 * IntersectionObserver is missing. Chromium's own `loading="lazy"` reaches 1,250 to 2,500 px
 * below a phone's view, so on a long page it loads what the reader may never scroll to.
 */
export function useNearView(element: RefObject<Element | null>, aheadPx: number): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${aheadPx}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, element, aheadPx]);

  return near;
}
