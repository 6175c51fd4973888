import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The address's `#fragment` as the page opened (without the `#`), taken off the address bar at
 * once: a badge or invite code in it is then neither left in the history nor bookmarked. The
 * router replaces the entry (`history.replaceState` in the browser), keeping path, query and state.
 */
export function useFragmentOnce(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [fragment] = useState(() => safeDecode(location.hash.replace(/^#/, '')));
  const hasHash = location.hash !== '';
  useEffect(() => {
    if (!hasHash) return;
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: location.state as unknown },
    );
  }, [hasHash, location.pathname, location.search, location.state, navigate]);
  return fragment;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
