import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Font scales tried in turn until the text fits its box (1 is the stylesheet's size). */
const SCALES = [1, 0.92, 0.85, 0.78, 0.72];

/**
 * Shrinks a text a step at a time while it overflows its box, so a long page of a narrative
 * still shows whole without scrolling. Remount (a `key`) to start again at full size.
 */
export function useFitText<E extends HTMLElement>(): { ref: RefObject<E | null>; scale: number } {
  const ref = useRef<E>(null);
  const [step, setStep] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || step >= SCALES.length - 1) return;
    if (box.scrollHeight > box.clientHeight + 1) setStep((s) => s + 1);
  }, [step]);
  return { ref, scale: SCALES[step] ?? 1 };
}
