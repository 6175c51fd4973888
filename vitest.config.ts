import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The web app's test files that replace a module (`vi.mock`): a replacement holds only in a module
 * graph of the file's own, so these run isolated; every other file shares its worker's modules.
 */
const WEB_FILES_WITH_MOCKS = [
  'src/lib/session/socket.test.ts',
  'src/app/routes/closing-quiz.test.tsx',
];

/** The web app's tests: its Vite configuration (plugins, the `@` alias) in jsdom. */
const webProject = (
  name: string,
  files: { include: string[]; exclude?: string[]; isolate: boolean },
) => ({
  extends: './apps/web/vite.config.ts',
  test: {
    name,
    root: fileURLToPath(new URL('./apps/web/', import.meta.url)),
    ...files,
    environment: 'jsdom',
    // A screen's findBy waits up to 5 s (setup-tests.ts): the test itself may take longer.
    testTimeout: 15_000,
    // Node 25+ puts its own (inert without a file) localStorage on every global, which hides
    // jsdom's; without it the tests get jsdom's Storage on every Node the project supports.
    execArgv: 'localStorage' in globalThis ? ['--no-experimental-webstorage'] : [],
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});

export default defineConfig({
  test: {
    // A file per core. Vitest's default leaves one core to itself (one file at a time on a 2-core
    // machine), but the server's files mostly wait: on spawned servers, sockets and the database.
    maxWorkers: availableParallelism(),
    // `isolate: false`: a worker runs its files one after another in one module graph, not a
    // fresh one each, so the imports (the server, React, jsdom) load once a worker instead of once
    // a file. That was most of the suite's time: the server's and packages' files took 506 s
    // isolated and 356 s shared on 2 cores, the web app's several minutes against 37 s. Each file
    // still starts clean: the web setup resets storage, the language and the server clock before
    // every test, and every server test closes what it opened.
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
      webProject('web', {
        include: ['src/**/*.test.{ts,tsx}'],
        exclude: [...configDefaults.exclude, ...WEB_FILES_WITH_MOCKS],
        isolate: false,
      }),
      webProject('web-mocks', { include: WEB_FILES_WITH_MOCKS, isolate: true }),
    ],
  },
});
