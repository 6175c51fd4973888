/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_SOCKET_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Set by /runtime-config.js, which the server writes at start-up (see lib/runtime-config.ts). */
interface EcoschaRuntimeConfig {
  apiBase?: string;
  socketBase?: string;
  timeScale?: number;
}

interface Window {
  __ECOSCHA_CONFIG__?: EcoschaRuntimeConfig;
}
