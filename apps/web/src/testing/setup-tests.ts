import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options as preactOptions } from 'preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, loadAllTranslations } from '@/lib/i18n';
import { recordServerTime } from '@/lib/session/clock';
import type * as UnansweredRetry from '@/lib/unanswered-retry';

// Route modules load lazily: on a busy two-core CI machine the first one can take more than
// the default second to appear.
configure({ asyncUtilTimeout: 5_000 });

// A move that got no answer is sent again after waits of half a second and more; screens' tests
// go through the same tries without waiting (unanswered-retry.test.ts tests the waits).
vi.mock('@/lib/unanswered-retry', async (importOriginal) => {
  const actual = await importOriginal<typeof UnansweredRetry>();
  return {
    ...actual,
    sendingOf: (...args: Parameters<typeof actual.sendingOf>) => {
      const sending = actual.sendingOf(...args);
      const delaysMs = sending.retry.delaysMs?.map(() => 0);
      return { ...sending, retry: { ...sending.retry, ...(delaysMs ? { delaysMs } : {}) } };
    },
  };
});

// Preact runs effects after the next frame: a frame or a 35 ms timer, whichever comes first, and
// the timer then cancels the frame. A timer left at the end of a file could fire once its jsdom,
// and `cancelAnimationFrame` with it, was gone. Here effects wait for a timer alone.
preactOptions.requestAnimationFrame = (flush) => setTimeout(flush);

// jsdom has no layout, so it does not implement scrolling; the router's scroll restoration
// calls it on every navigation.
window.scrollTo = () => {};

// The app downloads most namespaces on demand; tests have them all at hand.
await loadAllTranslations();

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // Tests read English; the language-switch test checks the switch itself.
  await i18n.changeLanguage('en');
  // The device's clock and the server's agree until a test's push says otherwise (a push in one
  // test must not move the next test's clock).
  recordServerTime(Date.now());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.scrollY = 0;
});
