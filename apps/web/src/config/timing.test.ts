import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  delete window.__ECOSCHA_CONFIG__;
  vi.resetModules();
});

const loadTiming = () => import('./timing');

it('keeps the spec durations when the server sets no time scale', async () => {
  const timing = await loadTiming();
  expect(timing.POLL_MS.leaderboard).toBe(7_000);
  expect(timing.GAME_DELAYS_MS.specialActionReturn).toBe(7_000);
  expect(timing.SOCKET_TIMEOUT_MS).toBe(10_000);
});

it("multiplies every duration by the server's time scale", async () => {
  window.__ECOSCHA_CONFIG__ = { timeScale: 0.1 };
  const timing = await loadTiming();
  expect(timing.POLL_MS.leaderboard).toBe(700);
  expect(timing.GAME_DELAYS_MS.revealSecondFlip).toBe(50);
  expect(timing.PROFILE_REDIRECT_DELAY_MS).toBe(200);
});

it('ignores a time scale that is not a positive number', async () => {
  window.__ECOSCHA_CONFIG__ = { timeScale: -2 };
  expect((await loadTiming()).POLL_MS.session).toBe(3_000);
});
