import { expect, test } from '@playwright/test';
import { expectAccessible, newIdentity, openNavigation, screenshot, signUp } from './helpers';

test('a player signs up from a card, lands with the key, and reaches the role page', async ({
  page,
}, testInfo) => {
  await page.goto('/signup?character=kang_raka_green_guardian');
  await expect(page.getByRole('heading', { name: 'Buat akunmu' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'signup');

  await signUp(page, 'kang_raka_green_guardian');
  await expect(page).toHaveURL(/\/landing\?character=kang_raka_green_guardian$/);
  await expect(page.evaluate(() => localStorage.getItem('userRoleId'))).resolves.toBe(
    'green_guardian_1',
  );
  await expectAccessible(page);
  await screenshot(page, testInfo, 'landing');

  await page
    .getByRole('link', { name: /main|play/i })
    .or(page.getByRole('button', { name: /main|play/i }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/role-explanation-room\?character=kang_raka_green_guardian$/);
});

test('a player logs out and back in', async ({ page }, testInfo) => {
  const identity = await signUp(page, 'yana_waste_villain');
  await expect(page).toHaveURL(/\/landing/);

  await openNavigation(page);
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);

  await page.goto('/login?character=yana_waste_villain');
  await page.getByLabel('Email').fill(identity.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill('salah-sandi');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/email atau kata sandi salah/i);
  await screenshot(page, testInfo, 'login-failed');

  await page.getByLabel('Kata sandi', { exact: true }).fill(identity.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/landing\?character=yana_waste_villain$/);

  await page.goto('/profile');
  await expect(page.getByText(identity.email)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'profile');
});

test('a player edits the profile, with validation first', async ({ page }, testInfo) => {
  const identity = await signUp(page, 'asep_eco_citizen');
  await expect(page).toHaveURL(/\/landing/);
  await page.goto('/edit-profile');
  const username = page.getByLabel('Nama pengguna');
  await expect(username).toHaveValue(identity.username);
  await username.fill('ab');
  await page.getByLabel('Email').fill('bukan-email');
  await page.getByRole('button', { name: /simpan/i }).click();
  await expect(page.getByText(/minimal 3 karakter/i)).toBeVisible();
  await screenshot(page, testInfo, 'edit-profile-errors');

  const renamed = newIdentity('ganti');
  await username.fill(renamed.username);
  await page.getByLabel('Email').fill(renamed.email);
  await page.getByRole('button', { name: /simpan/i }).click();
  await expect(page.getByText(/berhasil diperbarui/i)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 5_000 });
  await expect(page.getByText(renamed.email)).toBeVisible();
});

test('the language choice survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
  await openNavigation(page);
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a visitor is sent to login, a player away from a moderator route', async ({
  page,
}, testInfo) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);

  await signUp(page, 'asep_eco_citizen');
  await expect(page).toHaveURL(/\/landing/);
  await page.goto('/moderator-leaderboard-startgame?sessionId=x');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(
    page
      .getByRole('button', { name: /beranda|home/i })
      .or(page.getByRole('link', { name: /beranda|home/i }))
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'unauthorized');
});

test('an unknown card key gets a clear message', async ({ page }) => {
  await signUp(page, 'budi_eco_citizen');
  await expect(page.getByRole('alert')).toContainText('Kartu karakter tidak dikenal');
});
