import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { Button } from '@/components/ui/button';
import { contentUrl } from '@/lib/content-url';
import { WinNotice } from './bits';
import styles from './round-screen.module.css';

export type Scene = 'night' | 'morning' | 'pollution' | 'fire' | 'flood' | 'landslide';

/** A scene's picture: one address, so a screen that shows it again finds it in the cache. */
export const sceneUrl = (scene: Scene) => contentUrl(`/content/images/scenes/${scene}.svg`);

type RoundScreenProps = {
  title: string;
  eyebrow?: string;
  /** Night screens are dark (a classroom with the lights low), day screens warm and light. */
  tone: 'night' | 'day';
  scene?: Scene;
  /** A low strip of the scene, where the screen's action must stay above the fold. */
  compactScene?: boolean;
  /** Moderator screens use the width of a projector. */
  wide?: boolean;
  /** Shown above everything (the preview banner). */
  banner?: ReactNode;
  children: ReactNode;
};

/** The frame of every round screen: a scene picture, one h1, then the screen's panels. */
export function RoundScreen({
  title,
  eyebrow,
  tone,
  scene,
  compactScene,
  wide,
  banner,
  children,
}: RoundScreenProps) {
  const { t } = useTranslation('round');
  const pageClass = [styles.page, styles[tone], wide && styles.wide].filter(Boolean).join(' ');
  return (
    <div className={pageClass} data-tone={tone}>
      <PageTitle title={title} />
      <div className={styles.inner}>
        {banner}
        {scene ? (
          <figure
            className={[styles.hero, compactScene && styles.compact].filter(Boolean).join(' ')}
          >
            <img
              className={styles.heroImage}
              src={sceneUrl(scene)}
              alt={t(`common.scenes.${scene}`)}
              width={800}
              height={450}
            />
          </figure>
        ) : null}
        <div className={styles.heading}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id="page-heading" className={styles.title}>
            {title}
          </h1>
        </div>
        {children}
      </div>
    </div>
  );
}

/** A block of the screen. */
export function Panel({
  children,
  labelledBy,
  label,
  className,
}: {
  children: ReactNode;
  labelledBy?: string;
  label?: string;
  className?: string;
}) {
  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      {children}
    </section>
  );
}

export function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/**
 * The guide's panel that moves the game on: what it has to say first, then one wide button.
 * `pinned` keeps it at the foot of a phone's screen, with the win (if any) standing apart above
 * it, so that the bar stays low.
 */
export function MoveBar({
  children,
  pinned = false,
  win,
  label,
  disabled,
  onMove,
}: {
  children?: ReactNode;
  pinned?: boolean;
  win?: ComponentProps<typeof WinNotice>['outcome'] | null;
  label: string;
  disabled: boolean;
  onMove: () => void;
}) {
  return (
    <>
      {win ? (
        <div className={styles.order2}>
          <WinNotice outcome={win} />
        </div>
      ) : null}
      <Panel className={pinned ? `${styles.order4} ${styles.sticky}` : undefined}>
        {children}
        <Actions>
          <Button block disabled={disabled} onClick={onMove}>
            {label}
          </Button>
        </Actions>
      </Panel>
    </>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>;
}
