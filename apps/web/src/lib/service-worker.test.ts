import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportSocketStatus } from './session/connection-status';
import {
  IN_FLIGHT_SETTLE_MS,
  registerServiceWorker,
  UPDATE_QUIET_MS,
  type ServiceWorkerEnv,
} from './service-worker';

/** A browser's service-worker side as far as this module uses it; the test plays the browser. */
function fakeBrowser({ controlled }: { controlled: boolean }) {
  const containerEvents = new EventTarget();
  const registrationEvents = new EventTarget();
  const registration = Object.assign(registrationEvents, {
    waiting: null as { postMessage: (message: unknown) => void } | null,
    installing: null as (EventTarget & { state: string }) | null,
  });
  const container = Object.assign(containerEvents, {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  });
  const leaving: Array<() => void> = [];
  const loaded = [
    'http://localhost/assets/index-abc.js',
    'http://localhost/runtime-config.js',
    'http://localhost/api/site-content/home',
    'http://localhost/api/characters',
    'http://localhost/api/characters',
    'http://localhost/api/game-sessions/s1',
    'http://localhost/api/auth/profile',
    'http://localhost/content/images/scenes/morning.svg',
  ];
  const env = {
    container: container as unknown as ServiceWorkerContainer,
    reload: vi.fn(),
    keep: vi.fn((_urls: string[]) => undefined),
    loadedUrls: () => [...loaded],
    whenLeaving: (listener: () => void) => void leaving.push(listener),
  } satisfies ServiceWorkerEnv;

  /** A new version finishes installing and waits. */
  function newVersionInstalled() {
    const postMessage = vi.fn();
    const worker = Object.assign(new EventTarget(), { state: 'installing' });
    registration.installing = worker;
    registrationEvents.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    registration.waiting = { postMessage };
    worker.dispatchEvent(new Event('statechange'));
    return postMessage;
  }

  /** The waiting version takes over the page. */
  function takesOver() {
    container.controller = {};
    containerEvents.dispatchEvent(new Event('controllerchange'));
  }

  /** A request that was on its way when the worker took over ends. */
  const finishes = (url: string) => void loaded.push(url);
  /** Another page is opened. */
  const leaves = () => leaving.forEach((listener) => listener());

  return { env, newVersionInstalled, takesOver, finishes, leaves };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  reportSocketStatus({ wanted: false, lost: false });
});

describe('registering the service worker', () => {
  it('on a first visit, fetches again through the worker what the public pages and the app loaded', async () => {
    const browser = fakeBrowser({ controlled: false });
    await registerServiceWorker(browser.env);
    expect(browser.env.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.env.keep).not.toHaveBeenCalled();

    browser.takesOver();
    expect(browser.env.keep.mock.calls.map(([urls]) => urls)).toEqual([
      [
        'http://localhost/assets/index-abc.js',
        'http://localhost/runtime-config.js',
        'http://localhost/api/site-content/home',
        'http://localhost/api/characters',
        'http://localhost/content/images/scenes/morning.svg',
      ],
    ]);
    expect(browser.env.reload).not.toHaveBeenCalled();

    // Still on its way at the take-over: kept a moment later, and nothing twice.
    browser.finishes('http://localhost/api/glossary');
    browser.env.keep.mockClear();
    vi.advanceTimersByTime(IN_FLIGHT_SETTLE_MS);
    expect(browser.env.keep.mock.calls.map(([urls]) => urls)).toEqual([
      ['http://localhost/api/glossary'],
    ]);
  });

  it('keeps what was on its way at the take-over when the page is left before the second look', async () => {
    const browser = fakeBrowser({ controlled: false });
    await registerServiceWorker(browser.env);
    browser.takesOver();
    browser.finishes('http://localhost/api/characters?fresh=1');
    browser.env.keep.mockClear();
    browser.leaves();
    expect(browser.env.keep.mock.calls.map(([urls]) => urls)).toEqual([
      ['http://localhost/api/characters?fresh=1'],
    ]);
  });

  it('lets a new version take over with one reload once no game screen is open', async () => {
    const browser = fakeBrowser({ controlled: true });
    await registerServiceWorker(browser.env);
    const postMessage = browser.newVersionInstalled();

    vi.advanceTimersByTime(UPDATE_QUIET_MS - 1);
    expect(postMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    browser.takesOver();
    expect(browser.env.reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads a phone in the middle of a game: the new version waits for the game to end', async () => {
    const browser = fakeBrowser({ controlled: true });
    await registerServiceWorker(browser.env);
    reportSocketStatus({ wanted: true, lost: false });
    const postMessage = browser.newVersionInstalled();
    vi.advanceTimersByTime(UPDATE_QUIET_MS * 10);
    expect(postMessage).not.toHaveBeenCalled();

    // Between two game screens the socket is let go for a moment: no reload for that.
    reportSocketStatus({ wanted: false, lost: false });
    vi.advanceTimersByTime(UPDATE_QUIET_MS / 2);
    reportSocketStatus({ wanted: true, lost: false });
    vi.advanceTimersByTime(UPDATE_QUIET_MS * 2);
    expect(postMessage).not.toHaveBeenCalled();

    reportSocketStatus({ wanted: false, lost: false });
    vi.advanceTimersByTime(UPDATE_QUIET_MS);
    expect(postMessage).toHaveBeenCalledTimes(1);
  });
});
