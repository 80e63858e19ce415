import { useId } from 'react';
import { TEXTS, useShareLink } from 'shared';
import buttons from '../button.module.css';
import styles from './share-button.module.css';

interface ShareButtonProps {
  /** The saved comment whose page (`/places/{id}`) is shared. */
  id: string;
  /** What the link is called in a share sheet. */
  title: string;
  /** The button's look where it sits (a card's small text button); else the remote's button. */
  className?: string;
  /** The element that names what is shared (a card's title). */
  describedBy?: string;
}

/**
 * Hands on a comment's link through shared's useShareLink: the share sheet on phones, else the
 * clipboard ("Link copied"); when neither works, the link itself in a labelled read-only
 * field, focused and selected, to copy by hand. Used by the saved list's cards, the phone's
 * place sheet and Comment Details.
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
