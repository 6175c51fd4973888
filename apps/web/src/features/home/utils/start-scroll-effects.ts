import { ENTRANCE_DELAY_MS, introScale, OUT_OF_VIEW, REVEAL_MARGIN_PX } from './scroll-effects';

const MARGIN = `-${REVEAL_MARGIN_PX}px 0px -${REVEAL_MARGIN_PX}px 0px`;
const HIDDEN = { opacity: String(OUT_OF_VIEW.opacity), transform: `scale(${OUT_OF_VIEW.scale})` };
const SHOWN = { opacity: '1', transform: 'scale(1)' };
type Look = typeof SHOWN;

function isInView(element: HTMLElement): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > REVEAL_MARGIN_PX && top < window.innerHeight - REVEAL_MARGIN_PX;
}

/** Moves `element` to `look` with the browser's own animations, and keeps it there. */
function animateTo(element: HTMLElement, look: Look, options: KeyframeAnimationOptions) {
  const from = { opacity: element.style.opacity || '1', transform: element.style.transform };
  Object.assign(element.style, look);
  // `backwards`: during a delay the element keeps its old look rather than jump to the new one.
  element.animate?.([from, look], { easing: 'ease-out', fill: 'backwards', ...options });
}

/**
 * The home page's scroll effects, with the browser's own tools (no animation library to
 * download): `[data-scroll="intro"]` shrinks as the page scrolls, each `[data-scroll="reveal"]`
 * section grows in as it enters the view and shrinks and fades as it leaves. Returns a function
 * that stops them and restores the sections.
 */
export function startScrollEffects(root: HTMLElement): () => void {
  const stops: VoidFunction[] = [];
  const intro = root.querySelector<HTMLElement>('[data-scroll="intro"]');
  if (intro) {
    let frame = 0;
    const follow = () => {
      frame = 0;
      intro.style.transform = `scale(${introScale(window.scrollY)})`;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(follow);
    };
    follow();
    window.addEventListener('scroll', onScroll, { passive: true });
    stops.push(() => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    });
  }
  const sections = [...root.querySelectorAll<HTMLElement>('[data-scroll="reveal"]')];
  // Sections already on screen stay as they are; the others wait, shrunk, for their entrance.
  for (const section of sections) if (!isInView(section)) Object.assign(section.style, HIDDEN);
  const shown = new Set<Element>(sections.filter(isInView));
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const section = target as HTMLElement;
        if (isIntersecting === shown.has(section)) continue;
        if (isIntersecting) {
          shown.add(section);
          animateTo(section, SHOWN, { delay: ENTRANCE_DELAY_MS, duration: 450 });
        } else {
          shown.delete(section);
          animateTo(section, HIDDEN, { duration: 350 });
        }
      }
    },
    { rootMargin: MARGIN },
  );
  for (const section of sections) observer.observe(section);
  stops.push(() => observer.disconnect());
  return () => {
    for (const stop of stops) stop();
    if (intro) intro.style.transform = '';
    for (const section of sections) Object.assign(section.style, { opacity: '', transform: '' });
  };
}
