import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Outlet, useLocation, useNavigate, type Location } from 'react-router';
import { routeFor, type GameView } from '@ecoscha/game';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/i18n';
import { belongsOn, isOpenedOnRequest } from '@/lib/session/belongs-on';
import { RoomContentProvider } from '@/lib/room-content';
import { pollIntervalFor } from '@/lib/session/poll-interval';
import { useSession } from '@/lib/session/session-query';
import { useSessionId } from '@/lib/session/use-session-id';
import { sessionStorageKeys, storage } from '@/lib/storage';
import { SessionAnnouncements } from './announcer/session-announcements';
import styles from './game-session.module.css';
import { usePrefetchRoomContent } from './prefetch-room-content';

export type GameContext = {
  sessionId: string;
  view: GameView;
  /** Keep the user on this page (e.g. while a reveal plays), whatever the rules say. */
  holdRedirect(hold: boolean): void;
};

const Context = createContext<GameContext | null>(null);

/** The session a game screen shows; only inside `GameSession`. */
export function useGame(): GameContext {
  const context = useContext(Context);
  if (!context) throw new Error('useGame outside GameSession');
  return context;
}

/** Holds the automatic redirect while `active` (a reveal, a result shown for a moment). */
export function useHoldRedirect(active: boolean): void {
  const { holdRedirect } = useGame();
  useEffect(() => {
    if (!active) return;
    holdRedirect(true);
    return () => holdRedirect(false);
  }, [active, holdRedirect]);
}

/** The page the rules send the viewer to, or null when they are on it (or a page of it). */
function redirectOf(view: GameView, location: Location): string | null {
  const target = routeFor(view);
  const viewer = {
    isModerator: view.viewer.isModerator,
    onRequest: isOpenedOnRequest(location.state),
  };
  return belongsOn(location.pathname, location.search, target, viewer) ? null : target;
}

/** A count that changes at once, for holds made in the same commit a page first renders. */
function createCounter() {
  let count = 0;
  return {
    add: (delta: number) => (count += delta),
    value: () => count,
  };
}

/**
 * The frame of every game screen: loads the session, keeps it current (pushes, or polling at the
 * page's interval while offline), and sends the user to the page the rules choose for them
 * (`routeFor`) after every change, a refresh or a phone waking up. One place for every redirect.
 */
export function GameSession() {
  const { t } = useTranslation('game');
  const sessionId = useSessionId();
  const location = useLocation();
  const { data: view, error } = useSession(
    sessionId,
    pollIntervalFor(location.pathname, location.search),
  );
  const navigate = useNavigate();
  usePrefetchRoomContent(view, sessionId);
  // The counter answers at once (a page may hold in the same commit it first renders); the
  // state re-runs the redirect when the last hold is released.
  const [holdCounter] = useState(createCounter);
  const [holds, setHolds] = useState(0);
  const endedHandled = useRef(false);
  /** This account had a seat in the session: losing it (removed, moved) is told, not silent. */
  const hadSeat = useRef(false);

  const holdRedirect = useCallback(
    (hold: boolean) => setHolds(holdCounter.add(hold ? 1 : -1)),
    [holdCounter],
  );

  // Where the rules send the user now (`routeFor`), unless they are there or a page holds them.
  const redirect = view && holdCounter.value() === 0 ? redirectOf(view, location) : null;

  useEffect(() => {
    if (!view || !sessionId) return;
    if (view.gameState.phase === 'game_completely_ended' && !endedHandled.current) {
      // Nothing to come back to: the game is forgotten, its results stay on screen.
      endedHandled.current = true;
      storage.clearSessionData(sessionId);
    }
    if (view.viewer.isPlayer) hadSeat.current = true;
    else if (hadSeat.current && !view.viewer.isModerator) {
      // The guide took the seat away (removed from the lobby, or moved to another account).
      hadSeat.current = false;
      storage.clearSessionData(sessionId);
      void navigate(paths.roleExplanationRoom.getHref(), {
        replace: true,
        state: { seatLost: true },
      });
      return;
    }
    const userId = view.viewer.userId;
    if (view.viewer.isPlayer && !view.viewer.isAlive) {
      localStorage.setItem(sessionStorageKeys.eliminated(sessionId, userId), 'true');
    }
    // A page shown in this same commit may hold the user on it (its effects ran first).
    if (redirect && holdCounter.value() === 0) void navigate(redirect, { replace: true });
  }, [view, sessionId, redirect, holds, holdCounter, navigate]);

  const current = useMemo(
    () => (view && sessionId ? { sessionId, view, holdRedirect } : null),
    [view, sessionId, holdRedirect],
  );
  // A screen about to be left keeps what it showed: rendering it again with the next phase's view
  // (and letting it fetch for that phase) is work a phone does for nothing before the next screen.
  const [shown, setShown] = useState(current);
  if (!redirect && shown !== current) setShown(current);
  const context = redirect && shown?.sessionId === sessionId ? shown : current;

  if (!sessionId) {
    return (
      <section className={styles.message}>
        <Alert>{t('session.requiredHelp')}</Alert>
        <ButtonLink to={paths.join.getHref()}>{t('session.joinRoom')}</ButtonLink>
        <ButtonLink to={paths.leaderboard.getHref()} variant="secondary">
          {t('session.backToLeaderboard')}
        </ButtonLink>
      </section>
    );
  }
  if (error && !view) {
    return (
      <section className={styles.message}>
        <Alert>{t('session.loadFailed', { message: errorText(error) })}</Alert>
        <ButtonLink to={paths.leaderboard.getHref({ sessionId })}>
          {t('session.backToLeaderboard')}
        </ButtonLink>
      </section>
    );
  }
  if (!context) return <p className={styles.loading}>{t('session.loading')}</p>;
  return (
    <Context.Provider value={context}>
      {/* A lost connection is told by the one ConnectionBanner of the app. */}
      <SessionAnnouncements session={view ?? context.view} />
      {/* Narratives and Sundanese phrases as this room reads them. */}
      <RoomContentProvider sessionId={context.sessionId}>
        {/* A screen still downloading waits here, inside the frame: the frame goes on following
            the pushes meanwhile (suspended further up, it would miss the phase after). */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RoomContentProvider>
    </Context.Provider>
  );
}
