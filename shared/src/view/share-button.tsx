import { useId } from 'react';
import { TEXTS } from '../texts';
import buttons from '../ui/button.module.css';
import styles from './comment-pieces.module.css';
import { useShareLink } from './share-link';

export interface ShareButtonProps {
  /** The saved comment whose page (`/places/{id}`) is shared. */
  id: string;
  /** What the link is called in a share sheet. */
  title: string;
  /** The button's look where it sits (a popup's or a card's small button); else the kit's. */
  className?: string;
  /** The element that names what is shared (a card's title). */
  describedBy?: string;
}

/**
 * A comment's Share, wherever the comment shows: the share sheet on phones, else the
 * clipboard ("Link copied"); when neither works, the link itself in a labelled read-only
 * field, focused and selected, to copy by hand.
 */
export function ShareButton({ id, title, className, describedBy }: ShareButtonProps) {
  const { url, outcome, share } = useShareLink({ id, title });
  const linkId = useId();

  return (
    <span className={styles.share}>
      <button
        type="button"
        className={className ?? buttons.button}
        aria-describedby={describedBy}
        onClick={() => void share()}
      >
        {TEXTS.markers.share}
      </button>
      {/* Always there, so screen readers hear what comes into it. */}
      <span role="status" className={styles.status}>
        {outcome === 'copied' ? TEXTS.markers.linkCopied : ''}
      </span>
      {outcome === 'failed' && (
        <span className={styles.link}>
          <label htmlFor={linkId}>{TEXTS.markers.copyThisLink}</label>
          <input
            id={linkId}
            type="url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            // The link is what the click asked for: focused and selected, ready to copy.
            autoFocus
          />
        </span>
      )}
    </span>
  );
}
