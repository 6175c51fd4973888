import { PageFlip, type FlipSettings } from 'page-flip';

export type OpenBook = { book: PageFlip; close: () => void };

/**
 * Starts page-flip on `host` with `pages`. The library runs its animation loop on
 * requestAnimationFrame forever, even after `destroy()`; so its loop is captured here and driven
 * by a loop of ours that stops when the book closes. `close()` also removes `host`.
 */
export function openBook(
  host: HTMLElement,
  pages: HTMLElement[],
  settings: FlipSettings,
  onFlip: (page: number) => void,
): OpenBook {
  const book = new PageFlip(host, settings);
  const requestFrame = window.requestAnimationFrame;
  let libraryLoop: FrameRequestCallback | null = null;
  const capture = (callback: FrameRequestCallback) => {
    libraryLoop = callback;
    return 0;
  };

  /** Runs page-flip code with its requests for the next frame captured instead of scheduled. */
  function captured(run: () => void) {
    window.requestAnimationFrame = capture;
    try {
      run();
    } finally {
      window.requestAnimationFrame = requestFrame;
    }
  }

  captured(() => book.loadFromHTML(pages));
  let running = true;
  let frame = 0;
  const tick = (time: number) => {
    if (!running) return;
    captured(() => libraryLoop?.(time));
    frame = requestFrame.call(window, tick);
  };
  frame = requestFrame.call(window, tick);
  book.on('flip', (event) => onFlip(Number(event.data)));

  return {
    book,
    close: () => {
      running = false;
      window.cancelAnimationFrame(frame);
      book.destroy();
    },
  };
}

/**
 * Turns a page with the animation. With `disableFlipByClick` page-flip only starts a flip on a
 * page corner, and the point its own `flipPrev` uses is not one in portrait mode; so the lock is
 * lifted for the moment of the call.
 */
export function turnPage(book: PageFlip, direction: 'next' | 'previous'): void {
  const settings = book.getSettings();
  const locked = settings.disableFlipByClick;
  settings.disableFlipByClick = false;
  try {
    if (direction === 'next') book.flipNext();
    else book.flipPrev();
  } finally {
    settings.disableFlipByClick = locked;
  }
}
