import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearView } from './use-near-view';

type Watcher = { callback: IntersectionObserverCallback; margin: string | undefined };
const watchers: Watcher[] = [];

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    watchers.push({ callback, margin: options?.rootMargin });
  }
  observe() {}
  disconnect() {}
}

function Below() {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearView(place, 400);
  return <div ref={place}>{near ? 'loaded' : 'waiting'}</div>;
}

function report(isIntersecting: boolean) {
  const watcher = watchers.at(-1);
  if (!watcher) throw new Error('nothing is watched');
  act(() =>
    watcher.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
  );
}

describe('useNearView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    watchers.length = 0;
  });

  it('waits until the element comes within the distance ahead of the view, then stays near', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<Below />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(watchers.at(-1)?.margin).toBe('400px 0px');

    report(false);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    report(true);
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('is near at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Below />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});
