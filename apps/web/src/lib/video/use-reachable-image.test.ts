import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REACH_TIMEOUT_MS, useReachableImage } from './use-reachable-image';

const SRC = 'https://i.ytimg.com/vi/abcdefghijk/default.jpg';

/** An image that never answers, as on a network that swallows requests to the outside. */
class SilentImage {
  static loads = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_value: string) {
    SilentImage.loads += 1;
  }
}

describe('useReachableImage', () => {
  afterEach(() => {
    SilentImage.loads = 0;
    vi.restoreAllMocks();
  });

  it('has nothing to check without a picture', () => {
    const { result } = renderHook(() => useReachableImage(null));
    expect(result.current).toBe('reachable');
  });

  it('counts a picture that never answers as out of reach once the wait is over', () => {
    vi.useFakeTimers();
    vi.stubGlobal('Image', SilentImage);
    const { result } = renderHook(() => useReachableImage(SRC));
    expect(result.current).toBe('checking');
    act(() => vi.advanceTimersByTime(REACH_TIMEOUT_MS));
    expect(result.current).toBe('unreachable');
  });

  it('is out of reach at once on a device that knows it is offline', () => {
    vi.stubGlobal('Image', SilentImage);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useReachableImage(SRC));
    expect(result.current).toBe('unreachable');
    expect(SilentImage.loads).toBe(0);
  });
});
