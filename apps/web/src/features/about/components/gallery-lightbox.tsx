import Lightbox, { type Labels, type SlideImage } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import styles from './about.module.css';

export type GallerySlide = SlideImage & { description: string };

type GalleryLightboxProps = {
  open: boolean;
  index: number;
  slides: GallerySlide[];
  labels: Labels & { 'Enter Fullscreen'?: string; 'Exit Fullscreen'?: string };
  /** A picture is shown: the page's gallery follows the lightbox. */
  onView: (index: number) => void;
  onClose: () => void;
  /** The closing animation has ended. */
  onClosed: () => void;
};

/**
 * The story pictures full screen (yet-another-react-lightbox): arrow keys and swipes page through
 * them, Escape closes, the fullscreen button fills the screen, captions and a counter below.
 */
export default function GalleryLightbox({
  open,
  index,
  slides,
  labels,
  onView,
  onClose,
  onClosed,
}: GalleryLightboxProps) {
  return (
    <Lightbox
      open={open}
      index={index}
      slides={slides}
      close={onClose}
      on={{ view: ({ index: current }) => onView(current), exited: onClosed }}
      plugins={[Captions, Counter, Fullscreen]}
      labels={labels}
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 4 }}
      controller={{ closeOnBackdropClick: true }}
      className={styles.lightbox}
    />
  );
}
