import { useState } from 'react';
import { errorText, moderationNotice, type SavedMarkerComment } from 'shared';
import account from '../../components/account.module.css';
import styles from './my-comments.module.css';
import { MY_COMMENTS_UI as UI } from './texts';

/**
 * A comment that is not published, as its author sees it: hidden by moderation (with the
 * moderator's reason, and 'Ask for review' once) or awaiting moderation (and why). Nothing
 * for a published comment.
 */
export function ModerationState({
  comment,
  address,
  onRequestReview,
}: {
  comment: SavedMarkerComment;
  address: string;
  onRequestReview: (id: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const notice = moderationNotice(comment.moderation);
  if (!notice || !comment.moderation) return null;
  const hidden = comment.moderation.status === 'hidden';

  const ask = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onRequestReview(comment.id);
    } catch (error) {
      setFailure(errorText(error, UI.reviewFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className={styles.moderation}
      data-status={comment.moderation.status}
      data-testid="moderation-state"
    >
      <p className={styles.moderationHeading}>{notice.heading}</p>
      {notice.detail && <p>{notice.detail}</p>}
      {hidden &&
        (comment.moderation.reviewRequested ? (
          <p className={styles.reviewRequested} role="status">
            {UI.reviewRequested}
          </p>
        ) : (
          <>
            <p className={account.hint}>{UI.reviewHint}</p>
            <div>
              <button
                type="button"
                className={account.button}
                aria-label={UI.reviewLabel(address)}
                onClick={() => void ask()}
                disabled={busy}
                aria-busy={busy}
              >
                {busy ? UI.askingForReview : UI.askForReview}
              </button>
            </div>
          </>
        ))}
      {failure && (
        <p className={account.error} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
