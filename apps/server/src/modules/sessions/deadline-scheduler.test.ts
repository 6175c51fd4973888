import { afterEach, expect, it, vi } from 'vitest';
import type { GameState } from '@ecoscha/game';
import { createDeadlineScheduler } from './deadline-scheduler';

afterEach(() => vi.useRealTimers());

const session = (sessionId: string, deadline: number | null) =>
  ({ sessionId, deadline }) as GameState;

it('fires once at the latest deadline of a session, and not after it was cleared', async () => {
  vi.useFakeTimers({ now: 0 });
  const fired: string[] = [];
  const scheduler = createDeadlineScheduler(async (id) => void fired.push(id));
  scheduler.schedule(session('s1', 1_000));
  scheduler.schedule(session('s1', 3_000)); // the phase moved on: a new deadline replaces the old
  scheduler.schedule(session('s2', 2_000));
  scheduler.schedule(session('s2', null)); // s2 left its timed phase
  await vi.advanceTimersByTimeAsync(2_500);
  expect(fired).toEqual([]);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(fired).toEqual(['s1']);
  expect(scheduler.pending()).toBe(0);
});

it('restores stored deadlines, firing past ones at once', async () => {
  vi.useFakeTimers({ now: 10_000 });
  const fired: string[] = [];
  const scheduler = createDeadlineScheduler(async (id) => void fired.push(id));
  scheduler.restore([
    { id: 'late', deadline: new Date(5_000) },
    { id: 'soon', deadline: new Date(12_000) },
  ]);
  await vi.advanceTimersByTimeAsync(0);
  expect(fired).toEqual(['late']);
  await vi.advanceTimersByTimeAsync(2_000);
  expect(fired).toEqual(['late', 'soon']);
  scheduler.stop();
});

it('waits on when its timer wakes before the wall clock reaches the deadline', async () => {
  vi.useFakeTimers({ now: 0 });
  const fired: string[] = [];
  const scheduler = createDeadlineScheduler(async (id) => void fired.push(id));
  scheduler.schedule(session('s1', 1_000));
  const wallClock = vi.spyOn(Date, 'now').mockReturnValue(999); // a millisecond behind the timer
  await vi.advanceTimersByTimeAsync(1_000);
  expect(fired).toEqual([]);
  expect(scheduler.pending()).toBe(1);
  wallClock.mockReturnValue(1_000);
  await vi.advanceTimersByTimeAsync(1);
  expect(fired).toEqual(['s1']);
});
