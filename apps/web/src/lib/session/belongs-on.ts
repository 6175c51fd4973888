/**
 * Whether the page the user is on already is where the rules send them (`target`, from
 * `routeFor`). Sub-pages count: the quiz of a topic belongs to the topic choice, and so on.
 */
type Page = { pathname: string; params: URLSearchParams };

const SUB_PAGES: Record<string, (page: Page) => boolean> = {
  '/choose-topic-card': ({ pathname }) => pathname === '/countdown' || pathname === '/quiz',
  '/closing-choose-topic': ({ pathname, params }) =>
    pathname === '/closing-quiz' && params.has('topicId'),
  '/moderator-morning-phase': ({ pathname }) => pathname === '/start-morning-phase',
};

/** Query keys that select a different screen on the same path. */
const SCREEN_KEYS = ['type', 'step'];

export function belongsOn(pathname: string, search: string, target: string): boolean {
  const [targetPath = '/', targetQuery = ''] = target.split('?');
  const params = new URLSearchParams(search);
  if (pathname !== targetPath) return SUB_PAGES[targetPath]?.({ pathname, params }) ?? false;
  const wanted = new URLSearchParams(targetQuery);
  return SCREEN_KEYS.every((key) => (wanted.get(key) ?? '') === (params.get(key) ?? ''));
}
