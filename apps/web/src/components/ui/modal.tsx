import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './close-button';
import styles from './modal.module.css';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

type ModalProps = {
  /** The dialog's heading (and accessible name). */
  title: ReactNode;
  /** The name of the close button (a cross in the corner). */
  closeLabel: string;
  /** Controls shown in the header, between the title and the close button. */
  actions?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  className?: string;
};

function isShown(element: Element): boolean {
  // Browsers without checkVisibility (and jsdom) count every element as shown.
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

/** Keeps the page behind the dialog still, without the page jumping as its scroll bar goes. */
function lockScroll(): () => void {
  const root = document.documentElement;
  const { overflow, paddingRight } = root.style;
  const scrollBar = window.innerWidth - root.clientWidth;
  root.style.overflow = 'hidden';
  if (scrollBar > 0) root.style.paddingRight = `${scrollBar}px`;
  return () => {
    root.style.overflow = overflow;
    root.style.paddingRight = paddingRight;
  };
}

/** Makes everything else on the page inert (unreachable by Tab, click and screen reader). */
function makeOthersInert(keep: Element): () => void {
  const others = [...document.body.children].filter(
    (element) => element !== keep && !element.hasAttribute('inert'),
  );
  for (const element of others) element.setAttribute('inert', '');
  return () => {
    for (const element of others) element.removeAttribute('inert');
  };
}

/**
 * A modal dialog, at most 600 px wide and 95 % of the viewport. Render it only while it is open.
 * It takes focus, keeps Tab inside, makes the page behind inert, and closes with its close button,
 * Escape (unless something inside handled that Escape first, such as an open tooltip) or a click
 * on the backdrop; focus then returns to the element that opened it. Popups opened from inside
 * (portalled to the body later) stay usable: they sit above it and are not made inert.
 */
export function Modal({ title, closeLabel, actions, onClose, children, className }: ModalProps) {
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useEffectEvent(onClose);

  useLayoutEffect(() => {
    const backdrop = backdropRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restoreInert = backdrop ? makeOthersInert(backdrop) : () => undefined;
    const unlockScroll = lockScroll();
    dialogRef.current?.focus({ preventScroll: true });
    return () => {
      restoreInert();
      unlockScroll();
      opener?.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    // On window, so that it runs after the handlers of popups and tooltips inside the dialog.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog || !dialog.contains(event.target as Node)) return;
    const focusables = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isShown);
    const first = focusables[0];
    const last = focusables.at(-1);
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleBackdropPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return createPortal(
    <div ref={backdropRef} className={styles.backdrop} onPointerDown={handleBackdropPointerDown}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.dialog, className].filter(Boolean).join(' ')}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {actions}
          <CloseButton
            label={closeLabel}
            onClick={onClose}
            iconSize={22}
            className={styles.close}
          />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
