import { inView, scroll } from 'motion';
import { animate } from 'motion/mini';
import { ENTRANCE_DELAY_MS, introScale, OUT_OF_VIEW, REVEAL_MARGIN_PX } from './scroll-effects';

const MARGIN = `-${REVEAL_MARGIN_PX}px 0px -${REVEAL_MARGIN_PX}px 0px` as const;
const HIDDEN = { opacity: OUT_OF_VIEW.opacity, transform: `scale(${OUT_OF_VIEW.scale})` };
const SHOWN = { opacity: 1, transform: 'scale(1)' };

function isInView(element: HTMLElement): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > REVEAL_MARGIN_PX && top < window.innerHeight - REVEAL_MARGIN_PX;
}

/**
 * The home page's scroll effects (motion): `[data-scroll="intro"]` shrinks as the page scrolls,
 * each `[data-scroll="reveal"]` section grows in as it enters the view and shrinks and fades as
 * it leaves. Returns a function that stops them and restores the sections.
 */
export function startScrollEffects(root: HTMLElement): () => void {
  const stops: VoidFunction[] = [];
  const intro = root.querySelector<HTMLElement>('[data-scroll="intro"]');
  if (intro) {
    stops.push(
      scroll((_progress, info) => {
        intro.style.transform = `scale(${introScale(info.y.current)})`;
      }),
    );
  }
  const sections = [...root.querySelectorAll<HTMLElement>('[data-scroll="reveal"]')];
  for (const section of sections) {
    // Sections already on screen stay as they are; the others wait, shrunk, for their entrance.
    if (!isInView(section)) Object.assign(section.style, HIDDEN);
    stops.push(
      inView(
        section,
        () => {
          animate(section, SHOWN, { delay: ENTRANCE_DELAY_MS / 1000, duration: 0.45 });
          return () => void animate(section, HIDDEN, { duration: 0.35 });
        },
        { margin: MARGIN },
      ),
    );
  }
  return () => {
    for (const stop of stops) stop();
    if (intro) intro.style.transform = '';
    for (const section of sections) Object.assign(section.style, { opacity: '', transform: '' });
  };
}
