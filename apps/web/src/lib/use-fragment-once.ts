import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The address's `#fragment` as the page opened (without the `#`), taken off the address bar at
 * once: a badge or invite code in it is then neither left in the history nor bookmarked. The
 * router replaces the entry (`history.replaceState` in the browser), keeping path, query and state.
 * Only the opening fragment is removed: a later in-page anchor (the skip link) is left alone.
 */
export function useFragmentOnce(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [opening] = useState(() => ({
    fragment: safeDecode(location.hash.replace(/^#/, '')),
    pathname: location.pathname,
    search: location.search,
    state: location.state as unknown,
  }));
  const cleared = useRef(false);
  useEffect(() => {
    if (cleared.current || !opening.fragment) return;
    cleared.current = true;
    const { pathname, search, state } = opening;
    void navigate({ pathname, search }, { replace: true, state });
  }, [opening, navigate]);
  return opening.fragment;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
