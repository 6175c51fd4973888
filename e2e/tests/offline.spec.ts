import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshot, signUp } from './helpers';

// A small phone (360 x 740), with the service worker this file is about.
test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });

test.skip(({ isMobile }) => !isMobile, 'one run is enough: this is about phones');

type Language = 'id' | 'en';

/** What the screens say, per language. */
type Texts = {
  home: RegExp;
  guide: RegExp;
  offline: string;
  offlineGame: string;
  back: string;
  createRoom: string;
  lobby: string;
};

const TEXTS: Record<Language, Texts> = {
  id: {
    home: /Kenali para tokoh/,
    guide: /Alur permainan/,
    offline: 'Koneksi terputus. Halaman yang sudah pernah kamu buka tetap bisa dibaca.',
    offlineGame: 'Koneksi terputus. Permainan akan berlanjut begitu koneksi kembali.',
    back: 'Koneksi tersambung kembali.',
    createRoom: 'Buat kode ruangan',
    lobby: 'Menunggu pemain',
  },
  en: {
    home: /Meet the characters/,
    guide: /How a game goes/,
    offline: 'No connection. Pages you have opened before can still be read.',
    offlineGame: 'No connection. The game will carry on as soon as the connection is back.',
    back: 'Back online.',
    createRoom: 'Generate room code',
    lobby: 'Waiting for players',
  },
};

/** Resolves once the service worker controls the page (it registers after the page's load). */
async function workerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** The paths kept in one of the worker's caches. */
function cachedPaths(page: Page, cacheName: string) {
  return page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, cacheName);
}

/** Every picture of the content folder on the page has arrived and has a size. */
async function expectContentPicturesShown(page: Page, atLeast: number) {
  const pictures = page.locator('img[src*="/content/images/"]');
  await expect.poll(() => pictures.count()).toBeGreaterThanOrEqual(atLeast);
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
}

test('until the scripts arrive, the page shows the game’s name and that it is loading', async ({
  page,
}, testInfo) => {
  // The scripts never come: what a phone on a slow link sees meanwhile.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByText('EcoSCha', { exact: true })).toBeVisible();
  const loading = page.getByRole('status');
  await expect(loading).toContainText('Memuat permainan…');
  await expect(loading).toContainText('Loading the game…');
  await screenshot(page, testInfo, 'offline-loading-html', { fullPage: false });
});

test('the manifest is linked and complete, and its icons load', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(href ?? '');
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    lang: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'EcoSCha',
    lang: 'id',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
    const bytes = await image.body();
    // A PNG's width and height are the two big-endian numbers at bytes 16 and 20.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test('Chromium finds the app installable', async ({ playwright }, testInfo) => {
  // A fresh profile installs the service worker first.
  test.setTimeout(90_000);
  // Headless Chromium shows no install prompt, but says why it would not offer one. A test's
  // usual browser context is private, which alone rules installing out: this one keeps a profile.
  const profile = mkdtempSync(join(tmpdir(), 'ecoscha-install-'));
  const { baseURL, launchOptions } = testInfo.project.use;
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport: { width: 360, height: 740 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await workerInControl(page);
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

for (const language of ['id', 'en'] as const) {
  const texts = TEXTS[language];

  test(`after one visit the public site works offline, pictures included (${language})`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto(`/?lng=${language}`);
    await expect(page.getByRole('heading', { name: texts.home })).toBeVisible();
    // One visit: the home page seen with its characters' pictures, as a person sees it.
    await expectContentPicturesShown(page, 8);
    await workerInControl(page);
    await page.goto('/guide');
    await expect(page.getByRole('heading', { name: texts.guide })).toBeVisible();
    await expectContentPicturesShown(page, 1);
    // What the first visit loaded before the worker came is kept as well.
    await expect
      .poll(() => cachedPaths(page, 'ecoscha-public-reads'))
      .toEqual(
        expect.arrayContaining([
          '/api/characters',
          '/api/site-content/home',
          '/api/site-content/guide',
        ]),
      );
    await expect
      .poll(async () => (await cachedPaths(page, 'ecoscha-app')).filter((p) => p.endsWith('.js')))
      .not.toEqual([]);
    await expect
      .poll(() => cachedPaths(page, 'ecoscha-pictures'))
      .toEqual(
        expect.arrayContaining([
          '/content/images/backgrounds/home.svg',
          '/content/images/scenes/morning.svg',
        ]),
      );

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: texts.guide })).toBeVisible();
    await expectContentPicturesShown(page, 1);
    const banner = page.getByText(texts.offline);
    await expect(banner).toBeVisible();
    // The network is really gone, for the worker too: what it never kept cannot come.
    const unknown = await page.evaluate(() =>
      fetch('/api/characters/no_such_role').then(
        (response) => response.status,
        () => 'failed',
      ),
    );
    expect(unknown).toBe('failed');
    await screenshot(page, testInfo, `offline-guide-${language}`, { fullPage: false });

    // Another page opened offline: the home page with its characters' cards.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: texts.home })).toBeVisible();
    await page.getByRole('heading', { name: texts.home }).scrollIntoViewIfNeeded();
    await expectContentPicturesShown(page, 8);
    await expect(banner).toBeVisible();
    await screenshot(page, testInfo, `offline-home-${language}`, { fullPage: false });

    await context.setOffline(false);
    await expect(page.getByText(texts.back)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, testInfo, `offline-back-${language}`, { fullPage: false });
    await expect(page.getByText(texts.back)).toBeHidden({ timeout: 6_000 });
    await expect(banner).toBeHidden();
  });
}

for (const language of ['id', 'en'] as const) {
  const texts = TEXTS[language];

  test(`in a game, the banner says the game carries on, and when it is back (${language})`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(60_000);
    await signUp(page, 'sustainability_guide');
    await expect(page).toHaveURL(/\/landing/, { timeout: 20_000 });
    await page.goto(`/role-explanation-room?character=sustainability_guide&lng=${language}`);
    await page.getByRole('button', { name: texts.createRoom }).click();
    await expect(page.getByRole('heading', { name: texts.lobby, level: 1 })).toBeVisible();
    // The lobby follows the session over the socket; a first connection shows no banner.
    await expect(page.getByText(texts.offlineGame)).toBeHidden();

    await context.setOffline(true);
    await expect(page.getByText(texts.offlineGame)).toBeVisible();
    await screenshot(page, testInfo, `offline-lobby-${language}`, { fullPage: false });
    await context.setOffline(false);
    // Back once the socket has reconnected (the phone's "online" makes it try at once).
    await expect(page.getByText(texts.back)).toBeVisible({ timeout: 15_000 });
    await screenshot(page, testInfo, `offline-lobby-back-${language}`, { fullPage: false });
    await expect(page.getByText(texts.back)).toBeHidden({ timeout: 6_000 });
  });
}
