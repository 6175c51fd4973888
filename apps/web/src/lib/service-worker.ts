import { keptForOffline } from './offline-cache';
import { socketStatus, subscribeSocketStatusChange } from './session/connection-status';

/** No game screen may have been open for this long before a new version reloads the page. */
export const UPDATE_QUIET_MS = 5_000;

/** The browser's parts this module uses; tests hand in their own. */
export type ServiceWorkerEnv = {
  container: ServiceWorkerContainer;
  reload(): void;
  refetch(url: string): Promise<unknown>;
  /** Every address the page has loaded so far. */
  loadedUrls(): string[];
};

const browserEnv = (): ServiceWorkerEnv => ({
  container: navigator.serviceWorker,
  reload: () => window.location.reload(),
  refetch: (url) => fetch(url),
  loadedUrls: () => performance.getEntriesByType('resource').map((entry) => entry.name),
});

/**
 * The worker arrives while the first visit is already under way, so what that visit loaded
 * (the app's files, the public site's data and pictures) went past it. Fetched once more through
 * the worker, from the browser's HTTP cache, it is kept, and the pages opened work offline after
 * one visit.
 */
function keepWhatThisVisitLoaded(env: ServiceWorkerEnv) {
  for (const url of new Set(env.loadedUrls().filter(keptForOffline))) {
    env.refetch(url).catch(() => undefined);
  }
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
