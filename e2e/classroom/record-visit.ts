import type { Browser, Request } from 'playwright-core';
import { firstScreen, landingScreen, readToEnd } from './read-page';
import { phoneContext, settings } from './settings';
import type { Traffic } from './traffic';

export type VisitStep = 'public' | 'signup' | 'role-page';

export type RecordedRequest = {
  step: VisitStep;
  /** Which page of the visit (each navigation starts one) the request belongs to. */
  page: number;
  method: string;
  /** Path and query on the server. */
  path: string;
  /** The request headers worth repeating (accept, conditional, authorization). */
  headers: Record<string, string>;
  /** What the browser received for it: headers and the encoded body. */
  bytes: number;
  /** Answered from the browser's own cache (nothing went over the network): not replayed. */
  fromCache: boolean;
};

export type RecordedVisit = {
  requests: RecordedRequest[];
  /** Requests to other hosts (not replayed: the school has no internet here). */
  elsewhere: string[];
  /** What the browser itself counted: headers and encoded bodies, both ways. */
  browserBytes: { received: number; sent: number };
  /** The recording account, to be swapped for each student's own in paths. */
  userId: string;
  username: string;
};

const REPEATED_HEADERS = ['accept', 'if-none-match', 'if-modified-since', 'authorization', 'range'];

/** The pages a student opens before the game, in order, with the step each belongs to. */
export function studentPages(character: string) {
  return [
    { step: 'public', path: '/' },
    { step: 'public', path: '/guide' },
    { step: 'public', path: `/signup?character=${character}` },
    { step: 'public', path: '/login' },
  ] as const;
}

/**
 * One real visit, in Chromium as a phone through the school's network: the public pages read to
 * their end, sign-up on the form (which logs in), then the role page. Every request the browser
 * makes to the server is kept, in order, with the step it belongs to.
 */
export async function recordVisit(
  browser: Browser,
  character: string,
  traffic: Traffic,
): Promise<RecordedVisit> {
  const base = new URL(settings.serverUrl);
  const context = await browser.newContext({ ...phoneContext, baseURL: settings.serverUrl });
  const seen: Array<{ step: VisitStep; page: number; request: Request }> = [];
  const elsewhere: string[] = [];
  let step: VisitStep = 'public';
  let pageNumber = 0;
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.host !== base.host) elsewhere.push(request.url());
    else if (!url.pathname.startsWith('/socket.io/'))
      seen.push({ step, page: pageNumber, request });
  });
  context.on('response', (response) =>
    traffic.note('recording', response.status(), response.url()),
  );
  const page = await context.newPage();
  const timeout = settings.deadlines.recordVisit;
  for (const visit of studentPages(character)) {
    pageNumber += 1;
    await page.goto(visit.path, { timeout });
    await firstScreen(page, timeout);
    await readToEnd(page, 10_000);
  }

  step = 'signup';
  pageNumber += 1;
  const suffix = `${Date.now().toString(36)}`;
  const username = `rekam${suffix}`;
  await page.goto(`/signup?character=${character}`, { timeout });
  await page.getByLabel('Nama pengguna').fill(username);
  await page.getByLabel('Email').fill(`${username}@kelas.test`);
  await page.getByLabel('Kata sandi', { exact: true }).fill('leuweung-hejo');
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await landingScreen(page, timeout);
  await readToEnd(page, 10_000);
  const userId = await page.evaluate(() => localStorage.getItem('userId') ?? '');

  step = 'role-page';
  pageNumber += 1;
  await page.goto(`/role-explanation-room?character=${character}`, { timeout });
  await page.getByLabel('Kode ruangan').waitFor({ timeout });
  await readToEnd(page, 10_000);

  const requests: RecordedRequest[] = [];
  const browserBytes = { received: 0, sent: 0 };
  for (const { step: at, page: pageOf, request } of seen) {
    const sizes = await request.sizes().catch(() => undefined);
    const bytes = sizes ? Math.max(0, sizes.responseHeadersSize + sizes.responseBodySize) : 0;
    browserBytes.received += bytes;
    browserBytes.sent += sizes ? sizes.requestHeadersSize + sizes.requestBodySize : 0;
    const all = await request.allHeaders();
    const headers = Object.fromEntries(
      REPEATED_HEADERS.filter((name) => all[name] !== undefined).map((name) => [name, all[name]]),
    ) as Record<string, string>;
    const url = new URL(request.url());
    const path = url.pathname + url.search;
    // Chromium reports a request it answered from its own cache too: its body size is then the
    // headers' size negated, nothing went over the network.
    const fromCache = bytes === 0;
    requests.push({
      step: at,
      page: pageOf,
      method: request.method(),
      path,
      headers,
      bytes,
      fromCache,
    });
  }
  await context.close();
  return { requests, elsewhere, browserBytes, userId, username };
}
