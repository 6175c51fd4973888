import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTopicTimer } from './use-topic-timer';

afterEach(() => vi.useRealTimers());

describe('useTopicTimer', () => {
  it('stands still while the guide has paused the quiz, and does not count the pause', () => {
    vi.useFakeTimers();
    const startedAt = Date.now();
    const onExpire = vi.fn();
    const { result, rerender } = renderHook(
      ({ paused }: { paused: boolean }) =>
        useTopicTimer({
          startedAt,
          limitSeconds: 60,
          deadline: null,
          running: true,
          paused,
          onExpire,
        }),
      { initialProps: { paused: false } },
    );
    expect(result.current).toBe(60);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(50);

    rerender({ paused: true });
    act(() => vi.advanceTimersByTime(120_000));
    expect(result.current).toBe(50);
    expect(onExpire).not.toHaveBeenCalled();

    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(45);
  });
});
