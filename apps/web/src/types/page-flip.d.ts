/** The part of page-flip (StPageFlip) the manual uses; the package ships no type declarations. */
declare module 'page-flip' {
  export type FlipSettings = {
    width: number;
    height: number;
    size?: 'fixed' | 'stretch';
    minWidth?: number;
    maxWidth?: number;
    minHeight?: number;
    maxHeight?: number;
    startPage?: number;
    usePortrait?: boolean;
    autoSize?: boolean;
    showCover?: boolean;
    drawShadow?: boolean;
    maxShadowOpacity?: number;
    flippingTime?: number;
    mobileScrollSupport?: boolean;
    clickEventForward?: boolean;
    useMouseEvents?: boolean;
    swipeDistance?: number;
    showPageCorners?: boolean;
    disableFlipByClick?: boolean;
  };

  export type FlipEvent = { data: unknown; object: PageFlip };

  export class PageFlip {
    constructor(host: HTMLElement, settings: FlipSettings);
    loadFromHTML(pages: HTMLElement[]): void;
    on(
      event: 'flip' | 'init' | 'update' | 'changeState' | 'changeOrientation',
      callback: (event: FlipEvent) => void,
    ): PageFlip;
    flipNext(corner?: 'top' | 'bottom'): void;
    flipPrev(corner?: 'top' | 'bottom'): void;
    turnToPage(page: number): void;
    getCurrentPageIndex(): number;
    getPageCount(): number;
    /** The live settings object: changing it changes the book's behaviour. */
    getSettings(): FlipSettings;
    update(): void;
    /** Removes the book, its handlers and the host element. */
    destroy(): void;
  }
}
