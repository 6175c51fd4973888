import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited entry of the history was scrolled to, by its location key. */
const positions = new Map<string, number>();

/**
 * Each new screen, clicked or reached by a pushed phase change, starts at the top (or at the
 * element its `#hash` names); the back and forward buttons bring back where the page was.
 */
export function RestoreScroll() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [key]);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) return window.scrollTo(0, saved);
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
