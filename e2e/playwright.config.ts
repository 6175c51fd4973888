import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch as chromium } from './chromium-launch.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  // CI's machine has two cores for the server, the browsers and the tests: two specs at once, each
  // a whole game of six to eight pages, overloaded a slower one (load average 14 to 21, three
  // specs timed out), so CI plays one at a time.
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  // Indonesian is the default language; a browser set to English gets English (spec detection).
  // The service worker stays out (offline.spec.ts lets it in): it would download the whole app
  // in every fresh context, and `page.route` cannot see the requests it makes.
  use: {
    baseURL,
    locale: 'id-ID',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port) },
  },
});
