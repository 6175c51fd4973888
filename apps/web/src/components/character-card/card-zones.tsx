import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import styles from './character-card.module.css';
import type { LocalisedZone } from './localise-character';

/** The card pictures' own coordinate system. */
const CARD_WIDTH = 600;
const CARD_HEIGHT = 900;
/** Moving between neighbouring zones crosses a small gap: wait this long before hiding. */
const HIDE_DELAY_MS = 150;

type Active = { key: string; pinned: boolean };

function toPoints(points: LocalisedZone['points']): string {
  return points.map(([x, y]) => `${x},${y}`).join(' ');
}

/** Space between a zone and its tooltip, in pixels. */
const TOOLTIP_GAP = 8;

/**
 * Where a tooltip's top edge goes, in pixels from the card's top: below a zone in the upper half
 * of the card, above one in the lower half, and always inside the card when it fits (a dialog
 * cannot scroll up to a tooltip that sticks out above the card), even if it then covers part of
 * its zone.
 */
export function tooltipTop(
  zone: { top: number; bottom: number },
  tooltipHeight: number,
  cardHeight: number,
): number {
  const wanted =
    (zone.top + zone.bottom) / 2 < cardHeight / 2
      ? zone.bottom + TOOLTIP_GAP
      : zone.top - TOOLTIP_GAP - tooltipHeight;
  return Math.max(0, Math.min(wanted, cardHeight - tooltipHeight));
}

/** A zone's top and bottom edges in pixels, on a card drawn `cardHeight` pixels high. */
function zoneEdges(points: LocalisedZone['points'], cardHeight: number) {
  const ys = points.map(([, y]) => (y / CARD_HEIGHT) * cardHeight);
  return { top: Math.min(...ys), bottom: Math.max(...ys) };
}

function ZoneImage({ src }: { src?: string }) {
  return <FallbackImage src={src} className={styles.tooltipImage} fallback={null} />;
}

/**
 * Clothing and headwear zones over the card: an SVG of polygons in the card's 600×900 space,
 * stretched with the picture. Pointing at a zone, focusing it, or tapping it shows its tooltip;
 * a tap (or Enter) keeps it open until Escape, another tap, or a tap elsewhere. A tooltip shown by
 * pointing lets the pointer through, so the zones under it can still be reached.
 */
export function CardZones({ zones, label }: { zones: LocalisedZone[]; label: string }) {
  const [active, setActive] = useState<Active | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const tooltipId = useId();
  const zone = zones.find((candidate) => candidate.key === active?.key);
  const isOpen = active !== null;

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  // Placed before paint, and again whenever the card or the tooltip changes size.
  useLayoutEffect(() => {
    const card = containerRef.current;
    const tooltip = tooltipRef.current;
    if (!card || !tooltip || !zone) return;
    const place = () => {
      const cardHeight = card.clientHeight;
      const top = tooltipTop(zoneEdges(zone.points, cardHeight), tooltip.offsetHeight, cardHeight);
      tooltip.style.top = `${top}px`;
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(card);
    observer?.observe(tooltip);
    return () => observer?.disconnect();
  }, [zone]);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Handled: a dialog around the card stays open until a second Escape.
      event.preventDefault();
      setActive(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setActive(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  function show(key: string) {
    window.clearTimeout(hideTimer.current);
    setActive((current) => (current?.key === key ? current : { key, pinned: false }));
  }

  function hideLater(key: string) {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => {
      setActive((current) => (current?.key === key && !current.pinned ? null : current));
    }, HIDE_DELAY_MS);
  }

  function toggle(key: string) {
    window.clearTimeout(hideTimer.current);
    setActive((current) => (current?.key === key && current.pinned ? null : { key, pinned: true }));
  }

  return (
    <div ref={containerRef} className={styles.zones}>
      <svg
        className={styles.overlay}
        viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
        preserveAspectRatio="none"
        role="group"
        aria-label={label}
      >
        {zones.map(({ key, points, title }) => (
          <polygon
            key={key}
            points={toPoints(points)}
            className={styles.zone}
            data-active={active?.key === key}
            role="button"
            tabIndex={0}
            aria-label={title}
            aria-describedby={active?.key === key ? tooltipId : undefined}
            onPointerEnter={(event) => event.pointerType === 'mouse' && show(key)}
            onPointerLeave={(event) => event.pointerType === 'mouse' && hideLater(key)}
            onFocus={() => show(key)}
            onBlur={(event) => {
              if (containerRef.current?.contains(event.relatedTarget as Node | null)) return;
              window.clearTimeout(hideTimer.current);
              setActive((current) => (current?.key === key ? null : current));
            }}
            onClick={() => toggle(key)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              toggle(key);
            }}
          />
        ))}
      </svg>
      {zone ? (
        <div
          ref={tooltipRef}
          id={tooltipId}
          role="tooltip"
          tabIndex={-1}
          className={styles.tooltip}
          data-pinned={active?.pinned === true}
        >
          <ZoneImage key={zone.image} src={zone.image} />
          <div>
            <p className={styles.tooltipTitle}>{zone.title}</p>
            <p className={styles.tooltipText}>{zone.description}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
