/**
 * Whether the page the user is on already is where the rules send them (`target`, from
 * `routeFor`). Sub-pages count: the quiz of a topic belongs to the topic choice, and so on; so do
 * the screens a user opened on request from the target (the final results at the end).
 */
type Page = { pathname: string; params: URLSearchParams };
type Viewer = {
  isModerator: boolean;
  /** The page was opened with a link carrying `OPENED_ON_REQUEST`, not reached by a redirect. */
  onRequest?: boolean;
};

/** The navigation state of a link to a screen opened on request (kept across a reload). */
export const OPENED_ON_REQUEST = { openedOnRequest: true } as const;

export const isOpenedOnRequest = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'openedOnRequest' in state;

const SUB_PAGES: Record<string, (page: Page) => boolean> = {
  '/choose-topic-card': ({ pathname }) => pathname === '/countdown' || pathname === '/quiz',
  '/closing-choose-topic': ({ pathname, params }) =>
    pathname === '/closing-quiz' && params.has('topicId'),
};

/**
 * Screens opened on request from a target screen (`from`), for the guide or for the players:
 * the final results from the closing story's last steps (game.md section 2, closing narrative).
 * Only a page opened on request stays: a player still on the final leaderboard from the outro
 * moves on to the final words.
 */
const ON_REQUEST: ReadonlyArray<{ from: readonly string[]; page: string; moderator: boolean }> = [
  {
    from: ['/closing-quiz?step=outro', '/closing-quiz?step=final_narrative'],
    page: '/moderator-leaderboard?type=final',
    moderator: true,
  },
  {
    from: ['/closing-quiz?step=final_narrative'],
    page: '/leaderboard?type=after-closing-quiz',
    moderator: false,
  },
];

/** Query keys that select a different screen on the same path. */
const SCREEN_KEYS = ['type', 'step'];

const pageOf = (url: string): Page => {
  const [pathname = '/', query = ''] = url.split('?');
  return { pathname, params: new URLSearchParams(query) };
};

/** The same path showing the same screen (other query values, such as the round, may differ). */
const sameScreen = (a: Page, b: Page) =>
  a.pathname === b.pathname &&
  SCREEN_KEYS.every((key) => (a.params.get(key) ?? '') === (b.params.get(key) ?? ''));

export function belongsOn(
  pathname: string,
  search: string,
  target: string,
  viewer: Viewer = { isModerator: false },
): boolean {
  const page = { pathname, params: new URLSearchParams(search) };
  const wanted = pageOf(target);
  if (sameScreen(page, wanted)) return true;
  if (page.pathname !== wanted.pathname && SUB_PAGES[wanted.pathname]?.(page)) return true;
  return ON_REQUEST.some(
    (screen) =>
      viewer.onRequest === true &&
      screen.moderator === viewer.isModerator &&
      screen.from.some((from) => sameScreen(wanted, pageOf(from))) &&
      sameScreen(page, pageOf(screen.page)),
  );
}
