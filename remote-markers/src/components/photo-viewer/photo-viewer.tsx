import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { PHOTO_VIEWER_TEXTS as TEXTS } from './texts';

export interface ViewerPhoto {
  /** The display size (LIMITS.photoDisplaySize), not the thumbnail. */
  src: string;
  alt: string;
}

interface PhotoViewerProps {
  photos: readonly ViewerPhoto[];
  /** The photo on screen; null: the viewer is closed. */
  index: number | null;
  onClose: () => void;
}

/**
 * Photos one at a time at their display size, over everything (yet-another-react-lightbox:
 * previous/next buttons, ArrowLeft/ArrowRight, swipe and Escape; it hides the rest of the page
 * from focus and screen readers while open and gives focus back to the thumbnail it came
 * from). Escape is handled inside the viewer, so a dialog under it stays open.
 */
export function PhotoViewer({ photos, index, onClose }: PhotoViewerProps) {
  const single = photos.length <= 1;
  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={onClose}
      slides={photos}
      plugins={[Counter]}
      counter={{ separator: TEXTS.counterSeparator }}
      // Ends are ends: "3 of 3" has no next photo.
      carousel={{ finite: true }}
      controller={{ closeOnBackdropClick: true }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Lightbox: TEXTS.viewer,
        Previous: TEXTS.previous,
        Next: TEXTS.next,
        Close: TEXTS.close,
        'Photo gallery': TEXTS.gallery,
        Slide: TEXTS.slide,
        '{index} of {total}': TEXTS.slideLabel,
      }}
    />
  );
}
