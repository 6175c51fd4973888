/**
 * Runs in every page of a classroom phone, before the app's scripts (added as an init script).
 * Plain JavaScript kept out of the TypeScript build: a function compiled by the test's loader
 * carries helper calls (`__name`) that do not exist in the page, so passing one to
 * `page.evaluate` fails there.
 *
 * - `__screensShownAt[key]`: when a watched screen first showed (milliseconds since the epoch),
 *   checked in the first frame after each change of the page: once a frame, where the browser
 *   lays the page out anyway, rather than at every change, which would lay it out again and
 *   again while the app renders.
 * - `__pushesAt[key]`: when the first socket message after the watch began reached the page (the
 *   phase change's push: the rest is the phone's own work).
 * - `__phone.watch(screen)` starts watching; `__phone.shows(screen)` says whether it shows.
 */
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const normal = (value) => value.replace(/\s+/g, ' ').trim().toLowerCase();
  /** The address matches and the page's visible text holds the screen's (as `getByText` finds it). */
  const showing = ({ address, text }) =>
    new RegExp(address).test(location.href) &&
    normal(document.body.innerText).includes(normal(text));

  window.__phone = {
    watch(screen) {
      const shownAt = (window.__screensShownAt ??= {});
      if (shownAt[screen.key] !== undefined) return;
      window.__watching = { key: screen.key, since: now() };
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
      if (window.__screensShownAt?.[screen.key] !== undefined) return true;
      const watching = window.__watching;
      if (watching?.key === screen.key && now() - watching.since < 1000) return false;
      return showing(screen);
    },
  };

  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => {
        const watching = window.__watching;
        if (!watching) return;
        const pushes = (window.__pushesAt ??= {});
        pushes[watching.key] ??= now();
      });
    }
  };
})();
