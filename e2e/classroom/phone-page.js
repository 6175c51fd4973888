/**
 * Runs in every page of a classroom phone, before the app's scripts (added as an init script).
 * Plain JavaScript kept out of the TypeScript build: a function compiled by the test's loader
 * carries helper calls (`__name`) that do not exist in the page, so passing one to
 * `page.evaluate` fails there.
 *
 * - `__phone.watch(screen)` starts watching for a screen: the moment it first shows is checked in
 *   the first frame after each change of the page (once a frame, where the browser lays the page
 *   out anyway, rather than at every change, which would lay it out again and again while the app
 *   renders).
 * - `__phone.shows(screen)` says whether it shows.
 * - `__phone.timesOf(key)`: when the screen first showed, and when the first socket message after
 *   its watch began reached the page (the phase change's push: the rest is the phone's own work),
 *   in milliseconds since the epoch.
 */
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const normal = (value) => value.replace(/\s+/g, ' ').trim().toLowerCase();
  /** Per watched screen's key, when it first showed, and when the first push after its watch came. */
  const shownAt = {};
  const pushAt = {};
  /** The screen being watched and since when, for the next socket message. */
  let watching;
  /** The address matches and the page's visible text holds the screen's (as `getByText` finds it). */
  const showing = ({ address, text }) =>
    new RegExp(address).test(location.href) &&
    normal(document.body.innerText).includes(normal(text));

  window.__phone = {
    watch(screen) {
      if (shownAt[screen.key] !== undefined) return;
      watching = { key: screen.key, since: now() };
      let checkScheduled = false;
      const check = () => {
        if (shownAt[screen.key] !== undefined || !showing(screen)) return;
        shownAt[screen.key] = now();
        observer.disconnect();
      };
      const observer = new MutationObserver(() => {
        if (checkScheduled) return;
        checkScheduled = true;
        requestAnimationFrame(() => {
          checkScheduled = false;
          check();
        });
      });
      check();
      if (shownAt[screen.key] === undefined) {
        observer.observe(document, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      }
    },
    /**
     * A watched screen is the watch's to tell for its first second; after that, or when it was
     * not watched (a page loaded since), it is checked here (and its time is the caller's).
     */
    shows(screen) {
      if (shownAt[screen.key] !== undefined) return true;
      if (watching?.key === screen.key && now() - watching.since < 1000) return false;
      return showing(screen);
    },
    timesOf: (key) => [shownAt[key], pushAt[key]],
  };

  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => {
        if (watching) pushAt[watching.key] ??= now();
      });
    }
  };
})();
