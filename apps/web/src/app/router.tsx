import { lazy, type ComponentType } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  renderMatches,
  useLocation,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { MODERATOR_ROLE_ID } from '@ecoscha/game';
import { MainLayout } from '@/components/layouts/main-layout';
import { RootLayout } from '@/components/layouts/root-layout';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/lib/auth';
import { loadNamespaces, type Namespace } from '@/lib/i18n';
import { PrefetchOnIdle, type Prefetch } from './prefetch-on-idle';
import { RouteErrorBoundary } from './routes/route-error';

type RouteModule = { default: ComponentType };

/** A route of the table; `preload` downloads its page's code and texts before it is shown. */
type AppRoute = RouteObject & { preload?: Prefetch };

/**
 * Route modules load on first visit; each exports its page component as default. The texts the
 * page uses (`namespaces`) download at the same time, so it shows without waiting for them. A
 * navigation is a transition: the screen before stays until the next one has loaded.
 */
function lazyRoute(
  load: () => Promise<RouteModule>,
  namespaces: readonly Namespace[] = [],
): Pick<AppRoute, 'element' | 'preload'> {
  const preload = () =>
    Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module);
  const Page = lazy(preload);
  return { element: <Page />, preload };
}

/** Loaded with the first game screen, so the public pages do not carry the socket client. */
const GameSession = lazy(() =>
  import('@/components/game/game-session').then((module) => ({ default: module.GameSession })),
);
const gameSession: AppRoute = { element: <GameSession /> };

const publicRoutes: AppRoute[] = [
  {
    path: paths.home.path,
    ...lazyRoute(() => import('./routes/home'), ['characterCard', 'home', 'materials', 'site']),
  },
  { path: paths.about.path, ...lazyRoute(() => import('./routes/about'), ['about', 'site']) },
  { path: paths.guide.path, ...lazyRoute(() => import('./routes/guide'), ['guide', 'site']) },
  {
    path: paths.credits.path,
    ...lazyRoute(() => import('./routes/credits'), ['credits', 'site']),
  },
  {
    path: paths.learningMaterial.path,
    ...lazyRoute(() => import('./routes/learning-material'), ['materials']),
  },
  { path: paths.signup.path, ...lazyRoute(() => import('./routes/auth/signup'), ['auth']) },
  { path: paths.login.path, ...lazyRoute(() => import('./routes/auth/login'), ['auth']) },
  { path: paths.badge.path, ...lazyRoute(() => import('./routes/auth/badge'), ['badge']) },
  {
    path: paths.resetPassword.path,
    ...lazyRoute(() => import('./routes/auth/reset-password'), ['auth']),
  },
  { path: paths.unauthorized.path, ...lazyRoute(() => import('./routes/unauthorized')) },
  {
    path: paths.moderatorMorningPhaseTest.path,
    ...lazyRoute(() => import('./routes/round/moderator-morning-phase-test'), ['game', 'round']),
  },
  {
    path: paths.moderatorNightPhaseTest.path,
    ...lazyRoute(() => import('./routes/round/moderator-night-phase-test'), ['game', 'round']),
  },
  {
    path: paths.startMorningPhaseTest.path,
    ...lazyRoute(() => import('./routes/round/start-morning-phase-test'), ['game', 'round']),
  },
];

const playerRoutes: AppRoute[] = [
  { path: paths.landing.path, ...lazyRoute(() => import('./routes/landing'), ['landing']) },
  {
    path: paths.profile.path,
    ...lazyRoute(
      () => import('./routes/profile/profile'),
      ['achievements', 'badge', 'game', 'profile'],
    ),
  },
  {
    path: paths.editProfile.path,
    ...lazyRoute(() => import('./routes/profile/edit-profile'), ['profile']),
  },
  {
    path: paths.roleExplanationRoom.path,
    ...lazyRoute(() => import('./routes/role-explanation-room'), ['characterCard', 'roleRoom']),
  },
  { path: paths.join.path, ...lazyRoute(() => import('./routes/join'), ['join']) },
];

/**
 * A player's game screens: inside `GameSession`, which keeps the session live and redirects by
 * phase.
 */
const playerGameRoutes: AppRoute[] = [
  {
    path: paths.leaderboard.path,
    ...lazyRoute(
      () => import('./routes/leaderboard'),
      ['achievements', 'cards', 'game', 'leaderboard'],
    ),
  },
  {
    path: paths.countdown.path,
    ...lazyRoute(() => import('./routes/countdown'), ['game', 'gameQuiz']),
  },
  {
    path: paths.chooseTopicCard.path,
    ...lazyRoute(() => import('./routes/choose-topic-card'), ['game', 'gameQuiz']),
  },
  { path: paths.quiz.path, ...lazyRoute(() => import('./routes/quiz'), ['game', 'gameQuiz']) },
  {
    path: paths.specialAction.path,
    ...lazyRoute(() => import('./routes/round/special-action'), ['game', 'round']),
  },
  {
    path: paths.roleExecute.path,
    ...lazyRoute(() => import('./routes/round/role-execute'), ['game', 'round']),
  },
  {
    path: paths.nightPhase.path,
    ...lazyRoute(() => import('./routes/round/night-phase'), ['game', 'round']),
  },
  {
    path: paths.morningPhase.path,
    ...lazyRoute(() => import('./routes/round/morning-phase'), ['game', 'round']),
  },
  {
    path: paths.videoLearning.path,
    ...lazyRoute(() => import('./routes/round/video-learning'), ['game', 'round']),
  },
  {
    path: paths.discussionSession.path,
    ...lazyRoute(
      () => import('./routes/round/discussion-session'),
      ['game', 'round', 'roomControls'],
    ),
  },
  {
    path: paths.voting.path,
    ...lazyRoute(() => import('./routes/round/voting'), ['game', 'round', 'roomControls']),
  },
  {
    path: paths.revealPlayer.path,
    ...lazyRoute(() => import('./routes/round/reveal-player'), ['game', 'round']),
  },
  {
    path: paths.endingNarrative.path,
    ...lazyRoute(() => import('./routes/ending-narrative'), ['game', 'leaderboard', 'narrative']),
  },
  {
    path: paths.closingChooseTopic.path,
    ...lazyRoute(() => import('./routes/closing-choose-topic'), ['game', 'gameQuiz']),
  },
  {
    path: paths.closingQuiz.path,
    ...lazyRoute(
      () => import('./routes/closing-quiz'),
      ['game', 'gameQuiz', 'leaderboard', 'narrative'],
    ),
  },
];

/** Game screens for everyone in the game: a player's, and the guide's results between days. */
const gameRoutes: AppRoute[] = [
  ...playerGameRoutes,
  {
    path: paths.moderatorLeaderboard.path,
    ...lazyRoute(
      () => import('./routes/moderator-leaderboard'),
      ['achievements', 'game', 'leaderboard', 'report', 'roomControls'],
    ),
  },
];

/**
 * What a player's phone fetches while it waits in the lobby or a quiz: the code and texts of
 * every game screen a player may see, and the closing quiz's questions (loaded by its screen).
 */
const playerScreenFetches: readonly Prefetch[] = [
  ...playerGameRoutes.flatMap((route) => (route.preload ? [route.preload] : [])),
  () => import('@/features/game-quiz/components/closing-quiz-topic'),
];

const moderatorRoutes: AppRoute[] = [
  {
    path: paths.moderatorLeaderboardStartgame.path,
    ...lazyRoute(
      () => import('./routes/moderator-leaderboard-startgame'),
      ['cards', 'game', 'leaderboard', 'practice', 'roomControls'],
    ),
  },
  {
    path: paths.narrative.path,
    ...lazyRoute(() => import('./routes/narrative'), ['game', 'narrative']),
  },
  {
    path: paths.moderatorNightPhase.path,
    ...lazyRoute(
      () => import('./routes/round/moderator-night-phase'),
      ['game', 'round', 'roomControls'],
    ),
  },
  {
    path: paths.moderatorMorningPhase.path,
    ...lazyRoute(() => import('./routes/round/moderator-morning-phase'), ['game', 'round']),
  },
  {
    path: paths.startMorningPhase.path,
    ...lazyRoute(() => import('./routes/round/start-morning-phase'), ['game', 'round']),
  },
];

export const routes: AppRoute[] = [
  {
    // Scroll restoration for every page, the full-screen ones (projector, card deck) included.
    element: <RootLayout />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            // A second boundary inside the layout keeps the header on screen when a page fails.
            element: <RouteErrorBoundary />,
            children: [
              ...publicRoutes,
              {
                element: <RequireAuth />,
                children: [
                  ...playerRoutes,
                  {
                    ...gameSession,
                    children: [
                      {
                        element: <PrefetchOnIdle fetches={playerScreenFetches} />,
                        children: gameRoutes,
                      },
                    ],
                  },
                ],
              },
              {
                element: <RequireAuth role={MODERATOR_ROLE_ID} />,
                children: [
                  { ...gameSession, children: moderatorRoutes },
                  {
                    path: paths.lessons.path,
                    ...lazyRoute(() => import('./routes/lessons'), ['auth', 'lessons', 'profile']),
                  },
                  // A past session's report: no live game around it.
                  {
                    path: paths.report.path,
                    ...lazyRoute(() => import('./routes/report'), ['game', 'report']),
                  },
                  {
                    path: paths.myQuestions.path,
                    ...lazyRoute(
                      () => import('./routes/my-questions'),
                      ['gameQuiz', 'questionEditor'],
                    ),
                  },
                  {
                    path: paths.myNarratives.path,
                    ...lazyRoute(
                      () => import('./routes/my-narratives'),
                      ['narrativeEditor', 'round'],
                    ),
                  },
                  {
                    path: paths.myGlossary.path,
                    ...lazyRoute(() => import('./routes/my-glossary'), ['glossaryEditor']),
                  },
                  {
                    path: paths.myMaterials.path,
                    ...lazyRoute(() => import('./routes/my-materials'), ['materials']),
                  },
                  {
                    path: paths.classes.path,
                    ...lazyRoute(() => import('./routes/classes'), ['classes']),
                  },
                  {
                    path: paths.classDetail.path,
                    ...lazyRoute(() => import('./routes/class'), ['classes']),
                  },
                ],
              },
              { path: '*', ...lazyRoute(() => import('./routes/not-found')) },
            ],
          },
        ],
      },
      {
        // The class's projector fills the whole screen: no site header or footer.
        element: <RequireAuth role={MODERATOR_ROLE_ID} />,
        children: [
          {
            path: paths.screen.path,
            ...lazyRoute(
              () => import('./routes/screen'),
              ['achievements', 'game', 'projector', 'round'],
            ),
          },
          // The printable card deck: its print layout has no room for the site's header either.
          {
            path: paths.cards.path,
            ...lazyRoute(() => import('./routes/cards'), ['cards', 'game']),
          },
          // The class's printable badges, laid out as the card deck is.
          {
            path: paths.classBadges.path,
            ...lazyRoute(() => import('./routes/class-badges'), ['classes']),
          },
        ],
      },
    ],
  },
];

/** The most addresses whose matches are kept (a game visits about a dozen, again and again). */
const MATCHES_KEPT = 64;
const matchesByPath = new Map<string, RouteMatch[] | null>();

/**
 * The table's routes for `pathname`, worked out once per address: React Router flattens and ranks
 * the whole table at every match, which a phone would otherwise do at every phase change.
 */
function matchesOf(pathname: string): RouteMatch[] | null {
  const kept = matchesByPath.get(pathname);
  if (kept !== undefined) return kept;
  if (matchesByPath.size >= MATCHES_KEPT) matchesByPath.clear();
  const matches = matchRoutes(routes, pathname);
  matchesByPath.set(pathname, matches);
  return matches;
}

/**
 * The app's pages for the current address; inside a router (the browser's, or a test's). The same
 * as `useRoutes(routes)` at the top of the app, with the matches kept per address.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return renderMatches(matchesOf(pathname));
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
