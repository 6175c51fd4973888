import { expect as baseExpect, type Page, type TestInfo } from '@playwright/test';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { serverAddresses } from '../../apps/server/src/lib/network-addresses';
import { BOT_PASSWORD } from '../../apps/server/src/testing/bot-client';

/** Many browsers share the machine: a screen may take a few seconds to load its code. */
export const expect = baseExpect.configure({ timeout: 15_000 });
/** Within a moment of a phase change, every screen has moved (pushes, else polling). */
export const PHASE = { timeout: 20_000 };

/**
 * A page's URL: exactly this path (a regular expression source), and these `key=value` pairs
 * (also sources) in its query, in any order.
 */
export const at = (path: string, ...query: string[]) =>
  new RegExp(`^https?://[^/]+${path}(?=\\?|$)${query.map((q) => `(?=.*[?&]${q}(&|$))`).join('')}`);

let counter = 0;
/** A fresh account identity for one test. */
export function newIdentity(prefix = 'siswa') {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `${prefix}${suffix}`,
    email: `${prefix}${suffix}@example.test`,
    password: 'leuweung-hejo',
  };
}

/**
 * Where students' phones open the app: the server's address on this machine's network, as the
 * projector's QR code and the printed cards give it (a phone cannot open the laptop's localhost).
 */
export function phoneBaseURL(testInfo: TestInfo): string {
  const port = Number(new URL(String(testInfo.project.use.baseURL)).port);
  const [address] = serverAddresses('0.0.0.0', port).network;
  if (!address) throw new Error('This machine has no network address for the phones to open');
  return address;
}

/** A role id's name on an Indonesian screen, as its printed card says it. */
export function indonesianRoleName(roleId: string): string {
  const names: Record<string, string> = {
    waste_villain: 'Perusak Lingkungan',
    green_guardian: 'Penjaga Hijau',
    waste_manager: 'Pengelola Sampah',
    eco_citizen: 'Warga Peduli Lingkungan',
  };
  return names[roleId.replace(/_\d+$/, '')] ?? `no name for ${roleId}`;
}

/** On a phone the header links sit behind the menu button. */
export async function openNavigation(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  }
}

/** Switches the screen's language with the header's toggle, and waits for its heading in it. */
export async function switchLanguage(page: Page, language: 'EN' | 'ID', heading: string) {
  await openNavigation(page);
  await page.getByRole('button', { name: language, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Fills the sign-up form the page is on with this identity (the submit is the caller's). */
export async function fillSignUp(page: Page, identity: ReturnType<typeof newIdentity>) {
  await page.getByLabel('Nama pengguna').fill(identity.username);
  await page.getByLabel('Email').fill(identity.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(identity.password);
}

/** Signs up on the form the page is on (its character comes from the link, if any). */
export async function submitSignUp(page: Page, identity = newIdentity()) {
  await fillSignUp(page, identity);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  return identity;
}

/** Signs up a fresh account on the form the page is on, and waits until it has left it. */
export async function signUpHere(page: Page, prefix: string): Promise<string> {
  const { username } = await submitSignUp(page, newIdentity(prefix));
  await expect(page).not.toHaveURL(/\/signup/, { timeout: 30_000 });
  return username;
}

export async function signUp(page: Page, character: string | undefined, identity = newIdentity()) {
  await page.goto(character ? `/signup?character=${character}` : '/signup');
  return submitSignUp(page, identity);
}

/**
 * Signs in as a bot's account (bots on the real API play the rest of the class) on the login
 * page that `path` leads to: the page itself, or one that sends a visitor there.
 */
export async function signInAsBot(page: Page, username: string, path = '/login') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(`${username}@bots.test`);
  await page.getByLabel('Kata sandi', { exact: true }).fill(BOT_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Whether the suite saves its screenshots: always on a developer's machine, in CI only with
 * `E2E_SCREENSHOTS=1`. Nobody looks at CI's, and its some 270 full-page pictures took minutes of
 * a 2-core machine (0.4 to 1 s each).
 */
const SAVES_SCREENSHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a screenshot next to the test results, named by project and step, for people to look at:
 * the whole page, or with `fullPage: false` what the screen shows.
 */
export async function screenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true } = {},
) {
  if (!SAVES_SCREENSHOTS) return;
  await page.screenshot({
    path: resolve('test-results', 'screenshots', `${testInfo.project.name}-${name}.png`),
    fullPage,
  });
}

/**
 * No serious or critical accessibility violation on the page as it is now. `ownFramesOnly`
 * leaves out frames of other origins (an embedded video: not our markup), which makes a check
 * several times quicker (axe runs once in the page, with no extra page to merge the results).
 */
export async function expectAccessible(page: Page, { ownFramesOnly = false } = {}) {
  const results = await new AxeBuilder({ page }).setLegacyMode(ownFramesOnly).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
