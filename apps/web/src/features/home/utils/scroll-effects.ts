/** Spec section 2: a section shrinks and fades once it is out of view, with a 100 px margin. */
export const REVEAL_MARGIN_PX = 100;
/** Spec section 2: the intro's scale is 1 − scroll / 500, and at least 0.7. */
export const INTRO_MIN_SCALE = 0.7;
export const INTRO_SCROLL_DIVISOR = 500;
/** Spec section 2: the entrance animation starts after 100 ms. */
export const ENTRANCE_DELAY_MS = 100;
/**
 * How a section looks while it is out of view: smaller and paler, yet with every text still
 * readable at AA contrast (the palest text, muted on the page background, keeps 4.5:1).
 */
export const OUT_OF_VIEW = { opacity: 0.85, scale: 0.94 };

/** The intro's scale after scrolling `scrollY` pixels. */
export function introScale(scrollY: number): number {
  return Math.max(INTRO_MIN_SCALE, 1 - Math.max(0, scrollY) / INTRO_SCROLL_DIVISOR);
}
