import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { answerTopicOnPhone } from './phone-quiz';
import { addressOf, type Screen } from './phone-screens';
import { firstScreen, landingScreen, readToEnd } from './read-page';
import { phoneContext, settings } from './settings';
import type { Traffic } from './traffic';

const PASSWORD = 'leuweung-hejo';

/**
 * A student's phone: a Chromium context at 360 x 740 that does everything on the real screens,
 * from the home page and sign-up to the room code and every screen of the game.
 */
export class Phone {
  readonly username: string;
  /** Milliseconds from opening the home page to its first screen. */
  firstScreenMs: number | undefined;
  /** Each screen reached, with when (performance.now()) it first showed. */
  readonly seenAt = new Map<string, number>();
  /** Each screen reached, with the time from its phase change (see LessonGame). */
  readonly latencies = new Map<string, number>();
  /** Each watched screen, with when (performance.now()) the first socket message after it was
   * watched reached the page: the phase change's push, so the rest is the phone's own work. */
  readonly pushAt = new Map<string, number>();
  /** Each screen reached, with the time from its phase change to that socket message. */
  readonly pushLatencies = new Map<string, number>();
  /** Each screen reached, with the time from that socket message to the screen. */
  readonly workLatencies = new Map<string, number>();
  readonly missed: string[] = [];
  readonly dialogs: string[] = [];
  private context: BrowserContext | undefined;
  private page: Page | undefined;

  constructor(
    readonly index: number,
    readonly card: string,
    tag: string,
    private readonly traffic: Traffic,
  ) {
    this.username = `hp${tag}n${String(index).padStart(2, '0')}`;
  }

  get screen(): Page {
    if (!this.page) throw new Error(`${this.username} has no page yet`);
    return this.page;
  }

  /** The student's first visit on the phone: reads the public pages, signs up, logs in, joins. */
  async arrive(browser: Browser, roomCode: string): Promise<void> {
    const timeout = settings.deadlines.arrival;
    this.context = await browser.newContext({ ...phoneContext, baseURL: settings.serverUrl });
    this.context.on('response', (response) =>
      this.traffic.note(
        'phones',
        response.status(),
        `${response.request().method()} ${response.url()}`,
      ),
    );
    this.context.on('requestfailed', (request) =>
      this.traffic.fail('phones', request.url(), request.failure()?.errorText ?? 'failed'),
    );
    this.context.setDefaultTimeout(settings.deadlines.phoneAction);
    await this.context.addInitScript({ path: join(import.meta.dirname, 'phone-page.js') });
    const page = await this.context.newPage();
    this.page = page;
    page.on('dialog', (dialog) => {
      this.dialogs.push(dialog.message());
      void dialog.accept();
    });

    const openedAt = performance.now();
    await page.goto('/', { timeout });
    await firstScreen(page, timeout);
    this.firstScreenMs = performance.now() - openedAt;
    await readToEnd(page, 10_000);
    await page.goto('/guide', { timeout });
    await firstScreen(page, timeout);
    await readToEnd(page, 10_000);

    const email = `${this.username}@kelas.test`;
    await page.goto(`/signup?character=${this.card}`, { timeout });
    await page.getByLabel('Nama pengguna').fill(this.username, { timeout });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    // Its menu closes when the landing screen comes: open it on that screen.
    await landingScreen(page, timeout);

    // Signing up signed the phone in; it signs out from the header to use the login form, as
    // a student who signs in again does (a signed-in phone's card link skips the form).
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('button', { name: 'Keluar' }).click({ timeout });
    await page.waitForURL((url) => url.pathname === '/', { timeout });

    await page.goto(`/login?character=${this.card}`, { timeout });
    await page.getByLabel('Email').fill(email, { timeout });
    await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/landing\?/, { timeout });

    await page.goto(`/role-explanation-room?character=${this.card}`, { timeout });
    await page.getByLabel('Kode ruangan').fill(roomCode.toLowerCase(), { timeout });
    await page.getByRole('button', { name: 'Gabung ke ruangan' }).click();
    await page.waitForURL(/\/leaderboard\?/, { timeout, waitUntil: 'commit' });
  }

  /**
   * Starts watching for `screen` in the page itself, which keeps the moment it shows: Playwright's
   * own wait checks again after 0, 20, 50, 100, 100 and then every 500 ms, and that wait would
   * count in the phone's time. Called before the phase changes.
   */
  async watch(screen: Screen): Promise<void> {
    await this.page
      ?.evaluate((watched) => window.__phone?.watch(watched), watchedScreen(screen))
      .catch(() => undefined);
  }

  /**
   * Waits until the phone shows `screen` and keeps when it did (as the page saw it, when it was
   * watched), or notes the screen as missed. Never throws: a missed screen fails the lesson at the
   * end.
   */
  async reach(screen: Screen): Promise<void> {
    const timeout = settings.deadlines.screenOnPhone;
    try {
      const page = this.screen;
      // Asks the page's own watch (cheaply, every 100 ms): Playwright's text wait would search the
      // whole page again and again while the phone renders the screen, on the same thread.
      const shows = (watched: WatchedScreen) => window.__phone?.shows(watched);
      await page.waitForFunction(shows, watchedScreen(screen), { polling: 100, timeout });
      const times = await page
        .evaluate((key) => window.__phone?.timesOf(key) ?? [], screen.key)
        .catch(() => []);
      const [shownAt, pushAt] = times;
      // The page's clock and this process's are the same machine's: both count from the epoch.
      const seenAt = shownAt === undefined ? performance.now() : shownAt - performance.timeOrigin;
      if (!this.seenAt.has(screen.key)) this.seenAt.set(screen.key, seenAt);
      if (pushAt !== undefined && !this.pushAt.has(screen.key))
        this.pushAt.set(screen.key, pushAt - performance.timeOrigin);
    } catch (error) {
      this.missed.push(`${screen.key}: ${(error as Error).message.split('\n')[0]}`);
    }
  }

  /** Runs one action on the current screen; a failure is noted, not thrown. */
  async act(what: string, action: (page: Page) => Promise<void>): Promise<void> {
    try {
      await action(this.screen);
    } catch (error) {
      this.missed.push(`${what}: ${(error as Error).message.split('\n')[0]}`);
    }
  }

  answerTopic(kind: 'opening' | 'closing'): Promise<void> {
    const number = (this.index % 6) + 1;
    return this.act(`${kind} quiz answer`, (page) =>
      answerTopicOnPhone(page, kind, number, kind === 'closing', settings.deadlines.phoneAction),
    );
  }

  wakeUp(): Promise<void> {
    return this.act('morning wake-up', async (page) => {
      await page.getByRole('button', { name: 'Aku sudah bangun!' }).click();
      await page.getByText('Bagus! Sekarang dengarkan pemandu.').waitFor();
    });
  }

  vote(target: string): Promise<void> {
    return this.act('day vote', async (page) => {
      const timeout = settings.deadlines.phoneAction;
      await page.getByRole('radio', { name: target }).check({ timeout });
      await page.getByRole('button', { name: 'OK', exact: true }).click({ timeout });
      // The last vote ends the vote at once: that voter goes straight to the reveal.
      const sent = page
        .getByText('Suaramu sudah masuk!')
        .or(page.getByText('Warga sudah memutuskan'));
      await sent.first().waitFor({ timeout });
    });
  }

  /** The phone loses its Wi-Fi (its browser is told it is offline), or gets it back. */
  async setOffline(offline: boolean): Promise<void> {
    await this.context?.setOffline(offline);
  }

  async close(): Promise<void> {
    await this.context?.close().catch(() => undefined);
  }
}

declare global {
  interface Window {
    /** The page's side of a phone (phone-page.js). */
    __phone?: {
      watch(screen: WatchedScreen): void;
      shows(screen: WatchedScreen): boolean;
      timesOf(key: string): [shownAt?: number, pushAt?: number];
    };
  }
}

type WatchedScreen = { key: string; address: string; text: string };

const watchedScreen = (screen: Screen): WatchedScreen => ({
  key: screen.key,
  address: addressOf(screen).source,
  text: screen.text,
});
