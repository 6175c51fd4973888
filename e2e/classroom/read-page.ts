import type { Page } from 'playwright-core';

/** Waits until the page shows its title (a first-level heading): the first screen. */
export async function firstScreen(page: Page, timeoutMs: number): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: timeoutMs });
}

/**
 * Reads a page to its end as a person does: a screen at a time, so sections and pictures that
 * load when they come near the view do load; then waits until the network is quiet.
 */
export async function readToEnd(page: Page, timeoutMs: number): Promise<void> {
  let atBottomTimes = 0;
  for (let step = 0; step < 80 && atBottomTimes < 3; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      const end = document.documentElement.scrollHeight - 2;
      return window.scrollY + window.innerHeight >= end;
    });
    atBottomTimes = atBottom ? atBottomTimes + 1 : 0;
    await page.waitForTimeout(atBottom ? 400 : 120);
  }
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
}

/**
 * After signing up or logging in: waits until the landing screen shows its title, not only its
 * address (the address changes as the screen starts to load).
 */
export async function landingScreen(page: Page, timeoutMs: number): Promise<void> {
  await page.waitForURL(/\/landing\?/, { timeout: timeoutMs });
  await page
    .getByRole('heading', { name: 'Selamat datang di EcoSCha' })
    .waitFor({ timeout: timeoutMs });
}
