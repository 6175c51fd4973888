import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { RENDERS_WITH_PREACT } from './apps/web/vite.config';

/** The web app's tests: its Vite configuration (plugins, the `@` alias) in jsdom. */
const webProject = {
  extends: './apps/web/vite.config.ts',
  test: {
    name: 'web',
    root: fileURLToPath(new URL('./apps/web/', import.meta.url)),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // A screen's findBy waits up to 5 s (setup-tests.ts): the test itself may take longer.
    testTimeout: 15_000,
    // Node 25+ puts its own (inert without a file) localStorage on every global, which hides
    // jsdom's; without it the tests get jsdom's Storage on every Node the project supports.
    execArgv: 'localStorage' in globalThis ? ['--no-experimental-webstorage'] : [],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // With Preact (apps/web/vite.config.ts) the libraries that import React run through Vite too,
    // so that they get Preact as the build does: the tests render what the phones run.
    ...(RENDERS_WITH_PREACT && {
      server: {
        deps: {
          inline: [
            'react-router',
            /@tanstack\/react-query/,
            /@testing-library\/react/,
            /yet-another-react-lightbox/,
          ],
        },
      },
    }),
  },
  // Testing Library's own entry is CommonJS, which Vite does not resolve: its ES module is named.
  ...(RENDERS_WITH_PREACT && {
    resolve: {
      alias: [
        {
          find: /^@testing-library\/react$/,
          replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
        },
      ],
    },
  }),
};

export default defineConfig({
  test: {
    // A file per core. Vitest's default leaves one core to itself (one file at a time on a 2-core
    // machine), but the server's files mostly wait: on spawned servers, sockets and the database.
    maxWorkers: availableParallelism(),
    // `isolate: false` for the server and the packages: a worker runs their files one after
    // another in one module graph, not a fresh one each, so the server's imports load once a
    // worker instead of once a file (their files took 506 s isolated and 356 s shared, on 2 cores).
    // Every server test closes what it opened. The web app's files stay isolated: in a shared
    // worker they share one jsdom document too, and what one file's pages leave in it (a
    // library's stylesheet in the head) failed another's.
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          isolate: false,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          isolate: false,
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      webProject,
    ],
  },
});
