/**
 * What the service worker keeps for offline use besides the app itself (`vite.config.ts`), and
 * what the page asks for once more when the worker first takes over (`lib/service-worker.ts`).
 * Each pattern matches a whole address from its start, so it also holds when the API lives on
 * another origin. Game calls (sessions, votes, quiz, profile, history) match none of them: they
 * always go to the network.
 */

/** The reads the public pages render from: characters, site texts, glossary, materials. */
export const PUBLIC_READS =
  /^[^?#]*\/api\/(?:characters(?:\/[^/?#]+)?|glossary|site-content|learning-materials)(?:[?#]|$)/;

/** The public site's pictures (characters, scenes, gallery, team). */
export const CONTENT_PICTURES = /^[^?#]*\/content\/images\//;

/** The server's settings for this app (API base, time scale). */
export const RUNTIME_CONFIG = /^[^?#]*\/runtime-config\.js(?:[?#]|$)/;

/** Whether the page should fetch `url` again once the worker controls it (see above). */
export function keptForOffline(url: string): boolean {
  return [PUBLIC_READS, CONTENT_PICTURES, RUNTIME_CONFIG].some((pattern) => pattern.test(url));
}
