import { useEffect, useRef, useState } from 'react';
import { Link, useNavigationType } from 'react-router-dom';
import { bus, errorText, useSession, type SavedMarkerComment } from 'shared';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import account from '../../components/account.module.css';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { MyCommentItem } from './my-comment-item';
import styles from './my-comments.module.css';
import { MY_COMMENTS_UI as UI } from './texts';
import { useMyComments } from './use-my-comments';

/**
 * Someone signed out is asked to sign in once per page load; coming back here from the
 * sign-in modal (Back) shows the Sign In button instead of asking again (as /profile does).
 */
let askedThisPageLoad = false;
const askToSignIn = () => {
  askedThisPageLoad = true;
  bus.emit('auth:required', { reason: 'my-comments' });
};

/** Tests start from a fresh page load. */
export function resetMyCommentsSignInPrompt(): void {
  askedThisPageLoad = false;
}

/** /my-comments: the signed-in user's comments, each with Edit, Delete and a link to it. */
export function MyCommentsScreen() {
  const { isAuthenticated } = useSession();
  const navigationType = useNavigationType();
  const [askOnOpen] = useState(
    () => !isAuthenticated && (navigationType !== 'POP' || !askedThisPageLoad),
  );
  useEffect(() => {
    if (askOnOpen) askToSignIn();
  }, [askOnOpen]);

  const mine = useMyComments(isAuthenticated);
  const [deleting, setDeleting] = useState<SavedMarkerComment | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLDivElement>(null);

  const confirmDelete = async () => {
    if (!deleting || mine.status !== 'ready') return;
    setBusy(true);
    setDeleteError(null);
    try {
      await mine.remove(deleting.id);
      setDeleting(null);
      setAnnouncement(UI.deleted);
      heading.current?.focus();
    } catch (error) {
      setDeleteError(errorText(error, UI.deleteFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountPage title={UI.title} subtitle={UI.subtitle} testId="my-comments-page">
      <div ref={heading} tabIndex={-1} role="status" aria-live="polite" className={styles.count}>
        {mine.status === 'ready' && isAuthenticated
          ? `${UI.count(mine.total)}. ${announcement}`
          : ''}
      </div>
      {!isAuthenticated && (
        <Card title={UI.signInTitle}>
          <div className={account.notice}>
            <p>{UI.signInBody}</p>
            <button type="button" className={account.primaryButton} onClick={askToSignIn}>
              {UI.signIn}
            </button>
          </div>
        </Card>
      )}
      {isAuthenticated && mine.status === 'loading' && (
        <div aria-busy="true" className={account.notice}>
          <p>{UI.loading}</p>
          <div className={account.skeleton} style={{ width: '100%' }} />
        </div>
      )}
      {isAuthenticated && mine.status === 'error' && (
        <div className={account.notice} role="alert">
          <p className={account.error}>{mine.message}</p>
          <button type="button" className={account.button} onClick={mine.retry}>
            {UI.tryAgain}
          </button>
        </div>
      )}
      {isAuthenticated && mine.status === 'ready' && mine.comments.length === 0 && (
        <div className={account.notice}>
          <p>{UI.empty}</p>
          <Link className={account.primaryButton} to="/">
            {UI.backToMap}
          </Link>
        </div>
      )}
      {isAuthenticated && mine.status === 'ready' && mine.comments.length > 0 && (
        <>
          <ul className={styles.list} aria-label={UI.title}>
            {mine.comments.map((comment) => (
              <MyCommentItem
                key={comment.id}
                comment={comment}
                onDelete={(chosen) => {
                  setDeleteError(null);
                  setDeleting(chosen);
                }}
                onRequestReview={mine.requestReview}
              />
            ))}
          </ul>
          {mine.hasMore && (
            <button
              type="button"
              className={account.button}
              onClick={mine.loadMore}
              disabled={mine.loadingMore}
            >
              {mine.loadingMore ? UI.loadingMore : UI.loadMore}
            </button>
          )}
        </>
      )}
      {deleting && (
        <ConfirmDeleteDialog
          address={deleting.fullAddress}
          busy={busy}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </AccountPage>
  );
}
