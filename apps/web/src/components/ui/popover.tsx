import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './close-button';
import styles from './popover.module.css';

const GAP = 8;
const VIEWPORT_MARGIN = 8;
const FOCUSABLE = 'a[href], button:not(:disabled), input, select, textarea, [tabindex]';

type CloseOptions = { returnFocus: boolean };

type PopoverProps = {
  /** The element that opened the popover; it is placed next to it and gets focus back. */
  anchor: HTMLElement;
  id?: string;
  labelledBy: string;
  describedBy?: string;
  className?: string;
  /** The name of the close button (a cross in the corner). */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
};

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** Below the anchor (its last line, for a phrase that wraps), or above when there is no room. */
function place(anchor: HTMLElement, popup: HTMLElement): void {
  const lines = anchor.getClientRects();
  const first = lines[0] ?? anchor.getBoundingClientRect();
  const last = lines[lines.length - 1] ?? first;
  const { offsetWidth: width, offsetHeight: height } = popup;
  const viewportWidth = document.documentElement.clientWidth || window.innerWidth;
  const roomBelow = window.innerHeight - last.bottom - GAP - VIEWPORT_MARGIN;
  const above = roomBelow < height && first.top - GAP - VIEWPORT_MARGIN >= height;
  const line = above ? first : last;
  const top = above ? first.top - GAP - height : last.bottom + GAP;
  const left = clamp(
    line.left + line.width / 2 - width / 2,
    VIEWPORT_MARGIN,
    viewportWidth - width - VIEWPORT_MARGIN,
  );
  popup.style.top = `${top + window.scrollY}px`;
  popup.style.left = `${left + window.scrollX}px`;
  popup.dataset.placement = above ? 'above' : 'below';
}

function isFocusable(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(FOCUSABLE) !== null;
}

/**
 * A small non-modal dialog attached to the element that opened it. It takes focus when it opens;
 * Escape, its close button or a click outside close it, and focus returns to the
 * anchor (unless the outside click landed on something focusable). Tabbing out of it closes it
 * and carries on from the anchor, so the page's tab order is kept.
 */
export function Popover({
  anchor,
  id,
  labelledBy,
  describedBy,
  className,
  closeLabel,
  onClose,
  children,
}: PopoverProps) {
  const popupRef = useRef<HTMLDivElement>(null);

  function close({ returnFocus }: CloseOptions) {
    if (returnFocus) anchor.focus({ preventScroll: true });
    onClose();
  }
  const closeFromDocument = useEffectEvent(close);

  useLayoutEffect(() => {
    const popup = popupRef.current;
    if (!popup) return;
    const update = () => place(anchor, popup);
    update();
    popup.focus({ preventScroll: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(popup);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [anchor]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      closeFromDocument({ returnFocus: true });
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (popupRef.current?.contains(target) || anchor.contains(target)) return;
      closeFromDocument({ returnFocus: !isFocusable(target) });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [anchor]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !popupRef.current) return;
    const focusables = [...popupRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const active = document.activeElement;
    if (event.shiftKey && (active === popupRef.current || active === focusables[0])) {
      event.preventDefault();
      close({ returnFocus: true });
    } else if (!event.shiftKey && (focusables.length === 0 || active === focusables.at(-1))) {
      // Focus the anchor without cancelling the key: the browser then tabs on from the anchor.
      close({ returnFocus: true });
    }
  }

  return createPortal(
    <div
      ref={popupRef}
      id={id}
      role="dialog"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      className={[styles.popover, className].filter(Boolean).join(' ')}
      onKeyDown={handleKeyDown}
    >
      <CloseButton
        label={closeLabel}
        onClick={() => close({ returnFocus: true })}
        className={styles.close}
      />
      {children}
    </div>,
    document.body,
  );
}
