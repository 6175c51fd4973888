import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vite';
import {
  APP_FILES,
  CONTENT_PICTURES,
  PUBLIC_READS,
  RUNTIME_CONFIG,
} from './src/lib/offline-cache.js';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

/** In development the API is elsewhere; the server answers /runtime-config.js in production. */
const devRuntimeConfig: Plugin = {
  name: 'ecoscha-dev-runtime-config',
  configureServer(server) {
    server.middlewares.use('/runtime-config.js', (_request, response) => {
      response.setHeader('content-type', 'text/javascript');
      response.end('window.__ECOSCHA_CONFIG__ = {};\n');
    });
  },
};

/**
 * The app is written against React's API and rendered by Preact's compatibility layer: 8 KiB of
 * script on the wire instead of React's 59 on every phone's first visit over the school's link
 * (docs/decisions/0069-preact-renders-the-react-api.md). `ECOSCHA_RENDERER=react` builds and
 * tests it with React DOM instead.
 */
export const RENDERS_WITH_PREACT = process.env.ECOSCHA_RENDERER !== 'react';

const reactOnPreact = [
  {
    find: /^react$/,
    replacement: fileURLToPath(new URL('./src/lib/react-on-preact.ts', import.meta.url)),
  },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

const DAY_SECONDS = 24 * 60 * 60;

/** Modules under `src/` whose path starts with one of `paths` (regular expressions). */
const inSrc = (...paths: string[]) => new RegExp(`/src/(${paths.join('|')})`);

const HOME_TEXTS = /\/locales\/(\w+)\/(site|home|materials|character-card)\.json$/;

/**
 * Files of the build beyond those Rolldown makes on its own. Left alone, it makes a file of each
 * module two pages share, however small: a student's first visit (home, guide, sign-up, the role
 * page) took 60 scripts, 40 of them under 1.2 KiB, each with 0.4 KiB of response headers. These
 * put together what such a visit loads anyway (`e2e/classroom/measure-first-visit.ts`).
 */
const chunkGroups = [
  // What the entry imports stays in it (React, the translations' code), not in files of their own.
  { name: 'index', tags: ['$initial' as const] },
  // The small pieces every public page uses.
  {
    name: 'site',
    test: inSrc(
      'components/(site|sundanese)/',
      'components/ui/(alert|close-button|fallback-image|popover|titled-section)\\.',
      'components/character-card/localise-character\\.',
      'lib/(characters|content-url|room-content|site-content|truncate|use-image-fallback|use-language)\\.',
    ),
  },
  // The home page's articles and videos, with the cards they share with the materials pages.
  {
    name: 'learning-materials',
    test: inSrc('features/learning-materials/components/learning-materials\\.'),
  },
  // The sign-up and log-in forms and their fields. Only these modules: following their imports
  // would bring zod along (the contracts' length limits sit beside their schemas).
  {
    name: 'account',
    includeDependenciesRecursively: false,
    test: inSrc(
      'app/routes/auth/(signup|login)\\.',
      'features/auth/(?!.*(badge|guide-invite|reset-password))',
      'components/ui/(field|field-frame|text-field|password-field)\\.',
      'lib/use-fragment-once\\.',
    ),
  },
  // A game's connection (the socket client, the session, its clock, the room code).
  {
    name: 'session',
    test: inSrc('lib/(room-code|session/(session-query|join-session))\\.'),
  },
  // The home page's texts, a file per language instead of one per namespace.
  {
    name: (id: string) => {
      const language = HOME_TEXTS.exec(id)?.[1];
      return language ? `home-texts-${language}` : null;
    },
  },
];

/**
 * The service worker and the web app manifest. The worker keeps index.html, and on use the app's
 * scripts and styles, the public site's data and pictures, so a reload on a flaky network shows
 * the app at once and the pages a phone has opened work offline. It does not download the whole
 * app in advance (about 400 KiB a phone, a minute and a half of a class's 2 Mbit/s link for 50
 * phones while they arrive): a game's screens are fetched ahead by the phone in the game
 * (`prefetch-on-idle.tsx`) and kept as they come. Game calls are never kept: they always go to
 * the network. A new version waits until no game screen is open (`src/lib/service-worker.ts`).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  // Registered by src/lib/service-worker.ts, a file like any other (the CSP has no inline scripts).
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
  manifest: {
    id: '/',
    name: 'EcoSCha',
    short_name: 'EcoSCha',
    description: 'Permainan kelas tentang menjaga lingkungan, berakar pada budaya Sunda.',
    lang: 'id',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#2f6b3a',
    background_color: '#fbf8f1',
    categories: ['education', 'games'],
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/pwa-maskable-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  // The browser fetches the manifest's icons itself when it needs them.
  includeManifestIcons: false,
  workbox: {
    // The manifest and includeAssets are added by the plugin itself.
    globPatterns: ['index.html'],
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [
      /^\/api(?:\/|$)/,
      /^\/socket\.io(?:\/|$)/,
      /^\/health(?:\/|$)/,
      /^\/content\//,
      /^\/runtime-config\.js/,
    ],
    // The first visit's page is taken over at once, so what it loads next is kept too.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: APP_FILES,
        handler: 'CacheFirst',
        options: {
          cacheName: 'ecoscha-app',
          expiration: { maxEntries: 400 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: RUNTIME_CONFIG,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'ecoscha-runtime-config',
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: PUBLIC_READS,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'ecoscha-public-reads',
          networkTimeoutSeconds: 3,
          expiration: { maxEntries: 40, maxAgeSeconds: 30 * DAY_SECONDS },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: CONTENT_PICTURES,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'ecoscha-pictures',
          expiration: { maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig({
  // React's Fast Refresh cannot swap components Preact renders: with it, an edit in development
  // reloads the page instead.
  plugins: [react(RENDERS_WITH_PREACT ? { refreshExclude: /./ } : {}), devRuntimeConfig, pwa],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(RENDERS_WITH_PREACT ? reactOnPreact : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
      '/content': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  // The texts are read whole (`.default`): a named export of each key would only repeat the keys.
  json: { namedExports: false },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
