import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshot } from './helpers';

type Language = 'id' | 'en';

/** Each public page with a heading that shows its content has arrived, per language. */
const PAGES: { path: string; name: string; ready: Record<Language, RegExp> }[] = [
  { path: '/', name: 'home', ready: { id: /Kenali para tokoh/, en: /Meet the characters/ } },
  { path: '/guide', name: 'guide', ready: { id: /Alur permainan/, en: /How a game goes/ } },
  { path: '/about', name: 'about', ready: { id: /Tim kami/, en: /The team/ } },
  { path: '/credits', name: 'credits', ready: { id: /Ucapan terima kasih/, en: /Special thanks/ } },
  {
    path: '/learning-material',
    name: 'learning-material',
    ready: { id: /Berita dan artikel/, en: /News and articles/ },
  },
];

/** Scrolls down the whole page and back, so that sections loaded on approach are there. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

const ID = 'AbCdEfGhIjK'; // an 11-character video id, served by the fake thumbnail route

/** Seven articles and four videos, newest first by their number. */
function fakeMaterials() {
  const day = (n: number) => `2025-05-${String(20 - n).padStart(2, '0')}T08:00:00.000Z`;
  const articles = Array.from({ length: 7 }, (_, index) => ({
    _id: `article-${index + 1}`,
    type: index % 2 ? 'berita' : 'article',
    title: `Artikel uji ${index + 1}`,
    title_en: `Test article ${index + 1}`,
    url: `https://news.example.org/${index + 1}`,
    source_credit: { platform: 'Example News' },
    createdAt: day(index),
  }));
  const videos = Array.from({ length: 4 }, (_, index) => ({
    _id: `video-${index + 1}`,
    type: 'video',
    title: `Video uji ${index + 1}`,
    title_en: `Test video ${index + 1}`,
    url: `https://www.youtube.com/watch?v=${ID}`,
    videoUrl: `https://www.youtube.com/watch?v=${ID}`,
    source_credit: { platform: 'Example Channel' },
    description: 'Video berita singkat.',
    description_en: 'A short news video.',
    createdAt: day(index),
  }));
  return [...articles, ...videos];
}

async function serveFakeMaterials(page: Page) {
  await page.route('**/api/learning-materials', (route) =>
    route.fulfill({ json: fakeMaterials() }),
  );
  // No outside network in the suite: a plain picture stands in for the derived thumbnails.
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#2f6b3a"/></svg>',
    }),
  );
}

for (const language of ['id', 'en'] as const) {
  for (const { path, name, ready } of PAGES) {
    test(`${name} in ${language === 'id' ? 'Indonesian' : 'English'}`, async ({
      page,
    }, testInfo) => {
      await page.goto(`${path}?lng=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: ready[language] })).toBeVisible();
      await scrollThrough(page);
      // Every picture keeps its place while it loads: it has a size or an aspect ratio.
      const unsized = await page.evaluate(() =>
        [...document.querySelectorAll('main img')]
          .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
          .map((img) => img.getAttribute('src')),
      );
      expect(unsized).toEqual([]);
      await expectAccessible(page);
      await screenshot(page, testInfo, `public-${name}-${language}`);
    });
  }
}

test('the manual opens as a book, turns its pages and closes back to its button', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Buka buku panduan' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Buku panduan permainan' });
  await expect(
    dialog.getByRole('heading', { name: 'EcoSCha: Buku Panduan Permainan' }),
  ).toBeVisible();
  await expect(dialog.getByText('Halaman 1 dari 13', { exact: true }).last()).toBeAttached();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'public-manual');

  await dialog.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(dialog.getByRole('heading', { name: 'Apa Itu EcoSCha?' })).toBeVisible();
  await expect(dialog.getByText('Halaman 2 dari 13', { exact: true }).last()).toBeAttached();
  await dialog.getByRole('region', { name: 'Halaman buku panduan' }).press('ArrowRight');
  await expect(dialog.getByText('Halaman 3 dari 13', { exact: true }).last()).toBeAttached();
  await dialog.getByRole('button', { name: 'Sebelumnya' }).click();
  await expect(dialog.getByRole('heading', { name: 'Apa Itu EcoSCha?' })).toBeVisible();

  // The English book, then Escape: closed, with focus back on the button that opened it.
  await dialog.getByRole('button', { name: 'EN' }).click();
  await expect(dialog.getByRole('heading', { name: 'EcoSCha: The Game Manual' })).toBeVisible();
  await screenshot(page, testInfo, 'public-manual-en');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('a character opens in a dialog, and a clothing zone shows its tooltip', async ({
  page,
}, testInfo) => {
  await page.goto('/?lng=en');
  const card = page.getByRole('button', { name: /Kang Raka/ });
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Kang Raka' });
  await expect(dialog.getByRole('img', { name: "Kang Raka's character card" })).toBeVisible();

  const zone = dialog.getByRole('button', { name: 'Pangsi (traditional black outfit)' });
  if (testInfo.project.name === 'phone') await zone.tap();
  else await zone.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Pangsi');
  await expectAccessible(page);
  await screenshot(page, testInfo, 'public-character-zone');

  // Escape closes the tooltip first, then the dialog; focus returns to the card.
  await zone.focus();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});

test('a Sundanese phrase of the intro opens its meaning', async ({ page }) => {
  await page.goto('/?lng=en');
  await page.getByRole('button', { name: 'Wilujeng sumping' }).click();
  const popup = page.getByRole('dialog', { name: 'Wilujeng sumping' });
  await expect(popup).toContainText('Welcome.');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
});

test('with no materials, the sample news and the empty video list show', async ({ page }) => {
  await page.route('**/api/learning-materials', (route) => route.fulfill({ json: [] }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollThrough(page);
  const articles = page.getByRole('region', { name: 'Berita dan artikel' });
  await articles.scrollIntoViewIfNeeded();
  await expect(articles.getByText(/Belum ada artikel\./)).toBeVisible();
  await expect(articles.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(articles.getByText('Sumber: EcoSCha')).toHaveCount(3);
  await expect(articles.getByRole('link')).toHaveCount(0);
  const videos = page.getByRole('region', { name: 'Video', exact: true });
  await videos.scrollIntoViewIfNeeded();
  await expect(videos.getByText('Belum ada video.')).toBeVisible();
});

test('the seeded news articles link to their sources, newest first', async ({ page }) => {
  await page.goto('/learning-material');
  const articles = page.getByRole('region', { name: 'Berita dan artikel' });
  await expect(articles.getByText('Menampilkan 1–3 dari 6')).toBeVisible({ timeout: 15_000 });
  await expect(articles.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
  await expect(
    articles.getByText('Hari Peduli Sampah Nasional dan tragedi TPA Leuwigajah'),
  ).toBeVisible();
});

test('when the materials cannot be fetched, the sample news stands in', async ({
  page,
}, testInfo) => {
  await page.route('**/api/learning-materials', (route) =>
    route.fulfill({
      status: 503,
      json: { code: 'DATABASE_UNAVAILABLE', error: 'x', message: 'x' },
    }),
  );
  await page.goto('/learning-material?lng=en');
  const articles = page.getByRole('region', { name: 'News and articles' });
  await expect(articles.getByText(/could not be loaded right now/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(articles.getByRole('heading', { name: 'Landslides on bare slopes' })).toBeVisible();
  await expect(articles.getByText('Showing 1–3 of 3')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'public-materials-failed');
});

test('articles and videos page 3 at a time, videos with thumbnails', async ({ page }, testInfo) => {
  await serveFakeMaterials(page);
  const phone = testInfo.project.name === 'phone';
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollThrough(page);
  const articles = page.getByRole('region', { name: 'News and articles' });
  await articles.scrollIntoViewIfNeeded();
  await expect(articles.getByText('Showing 1–3 of 7')).toBeVisible();
  await expect(articles.getByRole('link', { name: /Test article 1/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  const articlePages = articles.getByRole('navigation', { name: 'Article pages' });
  if (phone) {
    await expect(articlePages.getByText('1 / 3')).toBeVisible();
    await articlePages.getByRole('button', { name: /Next/ }).click();
    await expect(articlePages.getByText('2 / 3')).toBeVisible();
  } else {
    await articlePages.getByRole('button', { name: 'Page 2' }).click();
    await expect(articlePages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await expect(articles.getByText('Showing 4–6 of 7')).toBeVisible();
  await expect(articles.getByRole('link', { name: /Test article 4/ })).toBeVisible();
  await articlePages.getByRole('button', { name: /Next/ }).click();
  await expect(articles.getByText('Showing 7–7 of 7')).toBeVisible();
  await articlePages.getByRole('button', { name: /Previous/ }).click();
  await expect(articles.getByText('Showing 4–6 of 7')).toBeVisible();

  const videos = page.getByRole('region', { name: 'Videos' });
  await videos.scrollIntoViewIfNeeded();
  await expect(videos.getByText('Showing 1–3 of 4')).toBeVisible();
  await expect(videos.locator('img').first()).toHaveAttribute(
    'src',
    `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
  );
  await expect(videos.getByText('High-definition video').first()).toBeAttached();
  await videos.getByRole('button', { name: /Next/ }).click();
  await expect(videos.getByText('Showing 4–4 of 4')).toBeVisible();
  await expect(videos.getByRole('link', { name: /Test video 4/ })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'public-materials-paged');
});

test('the story gallery pages with the arrow keys and goes full screen until Escape', async ({
  page,
}, testInfo) => {
  await page.goto('/about?lng=en');
  const gallery = page.getByRole('group', { name: 'Story pictures' });
  await expect(gallery.getByText('Picture 1 of 8')).toBeVisible();
  await gallery.getByRole('button', { name: /Next/ }).click();
  await expect(gallery.getByText('Picture 2 of 8')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText('Picture 3 of 8')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByText('Picture 2 of 8')).toBeVisible();

  const fullScreen = gallery.getByRole('button', { name: 'View full screen' });
  await fullScreen.click();
  const lightbox = page.getByRole('dialog', { name: 'Story pictures' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Full screen' })).toBeVisible();
  await expect(lightbox.getByText('2 / 8')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('3 / 8')).toBeVisible();
  await screenshot(page, testInfo, 'public-gallery-lightbox');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(fullScreen).toBeFocused();
  // The page's gallery follows the picture the lightbox was showing.
  await expect(gallery.getByText('Picture 3 of 8')).toBeVisible();
});

test('the intro shrinks as the page scrolls, down to 0.7', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scale = () =>
    page.evaluate(() => {
      const intro = document.querySelector<HTMLElement>('[data-scroll="intro"]');
      return intro ? new DOMMatrix(getComputedStyle(intro).transform).a : Number.NaN;
    });
  await expect.poll(scale).toBe(1);
  // Pictures still arriving above can move the page (scroll anchoring): scroll again each time.
  const scaleAt = (y: number) => async () => {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    return scale();
  };
  await expect.poll(scaleAt(100)).toBeCloseTo(0.8, 2);
  await expect.poll(scaleAt(1000)).toBeCloseTo(0.7, 2);
});
