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
