import { useEffect, useRef, useState } from 'react';
import { TEXTS, errorText, moderationNotice, type SavedMarkerComment } from 'shared';
import account from '../../components/account.module.css';
import styles from './my-comments.module.css';
import { MY_COMMENTS_UI as UI } from './texts';

const P = TEXTS.publication;

/**
 * A comment that is not published, as its author sees it: hidden by moderation (with the
 * moderator's reason, and 'Ask for review' once), awaiting moderation (and why), or scheduled
 * (and until when, with the button that publishes it now: 'I have moved out' when it waits for
 * that, 'Publish now' when it waits for a date). Nothing for a published comment, but for the
 * line that says so once its author published it here.
 */
export function ModerationState({
  comment,
  address,
  onRequestReview,
  onPublishNow,
}: {
  comment: SavedMarkerComment;
  address: string;
  onRequestReview: (id: string) => Promise<void>;
  onPublishNow: (id: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [published, setPublished] = useState(false);
  const publishedLine = useRef<HTMLParagraphElement>(null);

  // The button pressed is gone with the schedule: focus goes to what it did, not to the page.
  useEffect(() => {
    if (published) publishedLine.current?.focus();
  }, [published]);

  const notice = moderationNotice(comment.moderation);
  if (!notice || !comment.moderation) {
    return published ? (
      <p ref={publishedLine} className={styles.published} role="status" tabIndex={-1}>
        {P.published}
      </p>
    ) : null;
  }
  const { status, schedule, reviewRequested } = comment.moderation;

  const run = async (action: () => Promise<void>, failed: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorText(error, failed));
    } finally {
      setBusy(false);
    }
  };
  const ask = () => run(() => onRequestReview(comment.id), UI.reviewFailed);
  const publish = () =>
    run(async () => {
      await onPublishNow(comment.id);
      setPublished(true);
    }, P.publishFailed);
  const publishAction = (schedule?.publishAt ?? null) === null ? P.movedOut : P.publishNow;

  return (
    <div className={styles.moderation} data-status={status} data-testid="moderation-state">
      <p className={styles.moderationHeading}>{notice.heading}</p>
      {notice.detail && <p>{notice.detail}</p>}
      {status === 'hidden' &&
        (reviewRequested ? (
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
      {status === 'scheduled' && (
        <div>
          <button
            type="button"
            className={account.button}
            aria-label={P.publishLabel
              .replace('{action}', publishAction)
              .replace('{address}', address)}
            onClick={() => void publish()}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? P.publishing : publishAction}
          </button>
        </div>
      )}
      {failure && (
        <p className={account.error} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
