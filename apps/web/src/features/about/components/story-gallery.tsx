import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { SiteContent } from '@ecoscha/contracts';
import { Button } from '@/components/ui/button';
import { contentUrl } from '@/lib/content-url';
import { inLanguage } from '@/lib/site-content';
import { useLanguage } from '@/lib/use-language';
import styles from './about.module.css';
import type { GallerySlide } from './gallery-lightbox';

/** The lightbox (and its styles) load the first time it is opened. */
const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

/** The gallery pictures' own size (1200×800), so the page keeps its place while they load. */
const PICTURE_WIDTH = 1200;
const PICTURE_HEIGHT = 800;

type Picture = SiteContent['about']['gallery'][number];

/**
 * The story in 8 pictures: previous and next (or the arrow keys while the gallery has focus),
 * a row of thumbnails, and a full-screen lightbox (arrows, Escape, fullscreen) on demand.
 */
export function StoryGallery({ pictures }: { pictures: Picture[] }) {
  const { t } = useTranslation('about');
  const language = useLanguage();
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState<'closed' | 'open' | 'loaded'>('closed');
  const baseId = useId();
  const captionId = `${baseId}-caption`;
  const fullscreenId = `${baseId}-fullscreen`;
  const count = pictures.length;
  const picture = pictures[index];
  if (!picture) return null;

  const slides: GallerySlide[] = pictures.map((item) => ({
    src: contentUrl(item.image),
    alt: inLanguage(item, 'alt', language),
    description: inLanguage(item, 'caption', language),
    width: PICTURE_WIDTH,
    height: PICTURE_HEIGHT,
  }));

  const show = (next: number) => setIndex(((next % count) + count) % count);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div
      role="group"
      aria-roledescription={t('gallery.roleDescription')}
      aria-label={t('gallery.label')}
      className={styles.gallery}
      onKeyDown={handleKeyDown}
    >
      <figure className={styles.viewer}>
        <img
          key={picture.image}
          src={contentUrl(picture.image)}
          alt={inLanguage(picture, 'alt', language)}
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          className={styles.picture}
          aria-describedby={captionId}
          onClick={() => setLightbox('open')}
        />
        <figcaption id={captionId} className={styles.caption} aria-live="polite">
          <span className={styles.position}>
            {t('gallery.position', { index: index + 1, count })}
          </span>{' '}
          {inLanguage(picture, 'caption', language)}
        </figcaption>
      </figure>
      <div className={styles.controls}>
        <Button variant="secondary" onClick={() => show(index - 1)}>
          <span aria-hidden="true">‹</span> {t('gallery.previous')}
        </Button>
        <Button id={fullscreenId} variant="ghost" onClick={() => setLightbox('open')}>
          {t('gallery.fullscreen')}
        </Button>
        <Button variant="secondary" onClick={() => show(index + 1)}>
          {t('gallery.next')} <span aria-hidden="true">›</span>
        </Button>
      </div>
      <ul className={styles.thumbnails}>
        {pictures.map((item, position) => (
          <li key={item.image}>
            <button
              type="button"
              className={styles.thumbnail}
              aria-label={t('gallery.show', {
                index: position + 1,
                caption: inLanguage(item, 'caption', language),
              })}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => show(position)}
            >
              <img
                src={contentUrl(item.image)}
                alt=""
                width={PICTURE_WIDTH}
                height={PICTURE_HEIGHT}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {lightbox === 'closed' ? null : (
        <Suspense
          fallback={
            <p role="status" className={styles.lightboxLoading}>
              {t('gallery.loading')}
            </p>
          }
        >
          <GalleryLightbox
            open={lightbox === 'open'}
            index={index}
            slides={slides}
            labels={t('gallery.lightbox', { returnObjects: true })}
            onView={show}
            onClose={() => setLightbox('loaded')}
            onClosed={() => {
              // Opened with a click on the picture, nothing had focus to return to.
              if (document.activeElement === document.body) {
                document.getElementById(fullscreenId)?.focus();
              }
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
