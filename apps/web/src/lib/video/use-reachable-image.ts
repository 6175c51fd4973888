import { useEffect, useState } from 'react';

export type Reach = 'checking' | 'reachable' | 'unreachable';

/** How long a picture may stay unanswered before its site counts as out of reach. */
export const REACH_TIMEOUT_MS = 8000;

/**
 * Whether the picture at `src` loads: a cheap test that its site can be reached (a YouTube
 * thumbnail stands for the YouTube player). A device that knows it is offline is out of reach at
 * once; a new `attempt` checks again. With no `src` there is nothing to reach.
 */
export function useReachableImage(src: string | null, attempt = 0): Reach {
  const [answer, setAnswer] = useState<{ key: string; reach: Reach } | null>(null);
  const key = `${attempt}:${src ?? ''}`;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;

  useEffect(() => {
    if (!src || offline) return;
    const image = new Image();
    let settled = false;
    const settle = (reach: Reach) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      setAnswer({ key, reach });
    };
    const timer = window.setTimeout(() => settle('unreachable'), REACH_TIMEOUT_MS);
    image.onload = () => settle('reachable');
    image.onerror = () => settle('unreachable');
    image.src = src;
    return () => {
      settled = true;
      window.clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
    };
  }, [src, key, offline]);

  if (!src) return 'reachable';
  if (offline) return 'unreachable';
  return answer?.key === key ? answer.reach : 'checking';
}
