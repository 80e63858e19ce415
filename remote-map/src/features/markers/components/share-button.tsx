import { useId } from 'react';
import { TEXTS, useShareLink } from 'shared';
import styles from './marker-popup.module.css';

interface ShareButtonProps {
  /** The saved comment's id: its link is `/places/{id}`. */
  id: string;
  /** What the link is called in a share sheet. */
  title: string;
  className?: string;
}

/**
 * The popup's Share button, drawn on shared's useShareLink (the share sheet on phones, else
 * the clipboard): "Link copied", or the link in a read-only field to copy by hand.
 */
export function ShareButton({ id, title, className }: ShareButtonProps) {
  const { url, outcome, share } = useShareLink({ id, title });
  const linkId = useId();
  return (
    <>
      <button type="button" className={className} onClick={() => void share()}>
        {TEXTS.markers.share}
      </button>
      <span role="status" className={styles.shareStatus}>
        {outcome === 'copied' ? TEXTS.markers.linkCopied : ''}
      </span>
      {outcome === 'failed' && (
        <span className={styles.shareLink}>
          <label htmlFor={linkId}>{TEXTS.markers.copyThisLink}</label>
          <input
            id={linkId}
            type="text"
            readOnly
            value={url}
            // Selected at once, ready to be copied.
            ref={(input) => input?.select()}
            onFocus={(event) => event.currentTarget.select()}
          />
        </span>
      )}
    </>
  );
}
