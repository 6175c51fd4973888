import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useImageFallback } from '@/lib/use-image-fallback';
import styles from './character-card.module.css';
import type { LocalisedZone } from './localise-character';

/** The card pictures' own coordinate system. */
const CARD_WIDTH = 600;
const CARD_HEIGHT = 900;
/** Leaving a zone for its tooltip crosses a small gap: wait this long before hiding. */
const HIDE_DELAY_MS = 150;

type Active = { key: string; pinned: boolean };

function toPoints(points: LocalisedZone['points']): string {
  return points.map(([x, y]) => `${x},${y}`).join(' ');
}

/** Below a zone in the upper half of the card, above one in the lower half. */
function tooltipPosition(points: LocalisedZone['points']): CSSProperties {
  const ys = points.map(([, y]) => y);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const percent = (value: number) => `${(value / CARD_HEIGHT) * 100}%`;
  return (top + bottom) / 2 < CARD_HEIGHT / 2
    ? { top: percent(bottom) }
    : { bottom: percent(CARD_HEIGHT - top) };
}

function ZoneImage({ src }: { src?: string }) {
  const { failed, onError } = useImageFallback(src);
  if (failed) return null;
  return <img src={src} alt="" className={styles.tooltipImage} onError={onError} />;
}

/**
 * Clothing and headwear zones over the card: an SVG of polygons in the card's 600×900 space,
 * stretched with the picture. Pointing at a zone, focusing it, or tapping it shows its tooltip;
 * a tap (or Enter) keeps it open until Escape, another tap, or a tap elsewhere.
 */
export function CardZones({ zones, label }: { zones: LocalisedZone[]; label: string }) {
  const [active, setActive] = useState<Active | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const tooltipId = useId();
  const zone = zones.find((candidate) => candidate.key === active?.key);
  const isOpen = active !== null;

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

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
          id={tooltipId}
          role="tooltip"
          tabIndex={-1}
          className={styles.tooltip}
          style={tooltipPosition(zone.points)}
          onPointerEnter={() => window.clearTimeout(hideTimer.current)}
          onPointerLeave={(event) => event.pointerType === 'mouse' && hideLater(zone.key)}
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
