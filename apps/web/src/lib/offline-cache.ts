/**
 * What the service worker keeps for offline use besides the app itself (`vite.config.ts`), and
 * what the page asks for once more when the worker first takes over (`lib/service-worker.ts`).
 * Each pattern matches a whole address from its start, so it also holds when the API lives on
 * another origin. Game calls (sessions, votes, quiz, profile, history) match none of them: they
 * always go to the network.
 */

/** The reads the public pages render from: characters, site texts, glossary, materials. */
export const PUBLIC_READS =
  /^[^?#]*\/api\/(?:characters(?:\/[^/?#]+)?|glossary|site-content\/[a-z]+|learning-materials)(?:[?#]|$)/;

/** The public site's pictures (characters, scenes, gallery, team). */
export const CONTENT_PICTURES = /^[^?#]*\/content\/images\//;

/** The server's settings for this app (API base, time scale). */
export const RUNTIME_CONFIG = /^[^?#]*\/runtime-config\.js(?:[?#]|$)/;

/** The app's own scripts and styles (hashed names: a file never changes). */
export const APP_FILES = /^[^?#]*\/assets\/[^/?#]+\.(?:js|css)(?:[?#]|$)/;

/**
 * Whether the page should fetch `url` again once the worker controls it (see above). Each of
 * these comes from the browser's HTTP cache (the app's files for a year, the public reads for
 * five minutes): keeping them costs the school's link nothing.
 */
export function keptForOffline(url: string): boolean {
  return [PUBLIC_READS, CONTENT_PICTURES, RUNTIME_CONFIG, APP_FILES].some((pattern) =>
    pattern.test(url),
  );
}
