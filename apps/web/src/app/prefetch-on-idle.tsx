import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { isModeratorRole } from '@ecoscha/game';
import { useAuth } from '@/lib/auth';

export type Prefetch = () => Promise<unknown>;

/** How long a browser without idle callbacks waits before it starts. */
const FALLBACK_DELAY_MS = 2000;

const started = new WeakSet<readonly Prefetch[]>();

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(timer);
}

/** Runs each fetch in turn (one at a time leaves the link free for the game's own messages). */
async function fetchInTurn(fetches: readonly Prefetch[]): Promise<void> {
  for (const fetch of fetches) {
    // A failed fetch (offline) is tried again by the route itself when it is needed.
    await fetch().catch(() => undefined);
  }
}

/**
 * Renders the child routes; on a player's phone it also fetches `fetches` (the code and texts of
 * the screens the game moves to next) when the browser is idle, once per page load, so that a
 * change of phase downloads no script. The guide's device loads its screens as they come.
 */
export function PrefetchOnIdle({ fetches }: { fetches: readonly Prefetch[] }) {
  const { roleId, isLoading } = useAuth();
  const player = !isLoading && !isModeratorRole(roleId);
  useEffect(() => {
    if (!player || started.has(fetches)) return;
    return whenIdle(() => {
      if (started.has(fetches)) return;
      started.add(fetches);
      void fetchInTurn(fetches);
    });
  }, [player, fetches]);
  return <Outlet />;
}
