import { keptForOffline } from './offline-cache';
import { socketStatus, subscribeSocketStatusChange } from './session/connection-status';

/** No game screen may have been open for this long before a new version reloads the page. */
export const UPDATE_QUIET_MS = 5_000;

/** The browser's parts this module uses; tests hand in their own. */
export type ServiceWorkerEnv = {
  container: ServiceWorkerContainer;
  reload(): void;
  /** Asks the worker in control to fetch and keep these addresses (Workbox's `CACHE_URLS`). */
  keep(urls: string[]): void;
  /** Every address the page has loaded so far. */
  loadedUrls(): string[];
  /** Runs `listener` as the page is left (another page opened, the tab closed). */
  whenLeaving(listener: () => void): void;
};

const browserEnv = (): ServiceWorkerEnv => ({
  container: navigator.serviceWorker,
  reload: () => window.location.reload(),
  keep: (urls) =>
    navigator.serviceWorker.controller?.postMessage({
      type: 'CACHE_URLS',
      payload: { urlsToCache: urls },
    }),
  loadedUrls: () => performance.getEntriesByType('resource').map((entry) => entry.name),
  whenLeaving: (listener) => window.addEventListener('pagehide', listener, { once: true }),
});

/** How long after the worker took over the page what was then still on its way is kept too. */
export const IN_FLIGHT_SETTLE_MS = 3_000;

/**
 * The worker arrives while the first visit is already under way, so what that visit loaded
 * (the app's files, the public site's data and pictures) went past it. The worker fetches it once
 * more (from the browser's HTTP cache) and keeps it, and the pages opened work offline after one
 * visit. The worker does it, not the page: a page that moves on at once would cancel its own
 * fetches. A request still on its way when the worker took over is listed only once it ends: a
 * second look, a moment later or as the page is left (whichever comes first), keeps it too.
 */
function keepWhatThisVisitLoaded(env: ServiceWorkerEnv) {
  const kept = new Set<string>();
  const keepLoaded = () => {
    const urls = env.loadedUrls().filter((url) => keptForOffline(url) && !kept.has(url));
    for (const url of urls) kept.add(url);
    if (urls.length > 0) env.keep([...new Set(urls)]);
  };
  keepLoaded();
  setTimeout(keepLoaded, IN_FLIGHT_SETTLE_MS);
  env.whenLeaving(keepLoaded);
}

/**
 * A new version (the teacher updated the server) installs in the background and waits. It takes
 * over, with one reload, once no game screen has been open for 5 s: never in the middle of a game.
 */
function updateWhenNoGame(registration: ServiceWorkerRegistration, env: ServiceWorkerEnv) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let updating = false;
  return () => {
    clearTimeout(timer);
    if (updating || !registration.waiting || !env.container.controller) return;
    if (socketStatus().wanted) return;
    timer = setTimeout(() => {
      const waiting = registration.waiting;
      if (!waiting || socketStatus().wanted) return;
      updating = true;
      env.container.addEventListener('controllerchange', () => env.reload(), { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    }, UPDATE_QUIET_MS);
  };
}

/**
 * Registers the service worker (built by vite-plugin-pwa: index.html, then what the phone loads of
 * the app, the public site's data and pictures). Loaded after the page, outside the first download.
 */
export async function registerServiceWorker(env: ServiceWorkerEnv = browserEnv()): Promise<void> {
  const { container } = env;
  if (!container.controller) {
    container.addEventListener('controllerchange', () => keepWhatThisVisitLoaded(env), {
      once: true,
    });
  }
  const registration = await container.register('/sw.js', { scope: '/' });
  const update = updateWhenNoGame(registration, env);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') update();
    });
  });
  subscribeSocketStatusChange(update);
  update();
}
