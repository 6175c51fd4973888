/**
 * Where the API and the socket live. Read on every call so that `/runtime-config.js` (served by the
 * server, loaded before the app) wins over the build-time value, which wins over the page's origin.
 */
function pick(runtimeValue: string | undefined, buildValue: string | undefined): string {
  const value = runtimeValue ?? buildValue ?? '';
  return value.replace(/\/+$/, '');
}

export function apiBase(): string {
  return pick(window.__ECOSCHA_CONFIG__?.apiBase, import.meta.env.VITE_API_BASE);
}

export function socketBase(): string {
  return pick(window.__ECOSCHA_CONFIG__?.socketBase, import.meta.env.VITE_SOCKET_BASE) || apiBase();
}

/**
 * The factor the server applies to every duration the web app keeps itself (`CLIENT_TIME_SCALE`),
 * so a demo or a test run can shorten them without a new build. Anything but a positive number
 * means the spec's durations.
 */
export function timeScale(): number {
  const scale = window.__ECOSCHA_CONFIG__?.timeScale;
  return typeof scale === 'number' && Number.isFinite(scale) && scale > 0 ? scale : 1;
}
