import { useEffect, useRef, useState } from 'react';
import { Link, useNavigationType } from 'react-router-dom';
import { APP_PATHS, bus, errorText, useSession, type WatchedArea } from 'shared';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import account from '../../components/account.module.css';
import { ConfirmDeleteAreaDialog } from './confirm-delete-area-dialog';
import { WATCHED_AREAS_UI as UI } from './texts';
import { useWatchedAreas } from './use-watched-areas';
import { WatchedAreaItem } from './watched-area-item';
import styles from './watched-areas.module.css';

/**
 * Someone signed out is asked to sign in once per page load; coming back here from the
 * sign-in modal (Back) shows the Sign In button instead of asking again (as /my-comments does).
 */
let askedThisPageLoad = false;
const askToSignIn = () => {
  askedThisPageLoad = true;
  bus.emit('auth:required', { reason: 'watched-areas' });
};

/** Tests start from a fresh page load. */
export function resetWatchedAreasSignInPrompt(): void {
  askedThisPageLoad = false;
}

/** /watched-areas: the signed-in user's watched areas, to rename, pause, delete or open. */
export function WatchedAreasScreen() {
  const { isAuthenticated } = useSession();
  const navigationType = useNavigationType();
  const [askOnOpen] = useState(
    () => !isAuthenticated && (navigationType !== 'POP' || !askedThisPageLoad),
  );
  useEffect(() => {
    if (askOnOpen) askToSignIn();
  }, [askOnOpen]);

  const watched = useWatchedAreas(isAuthenticated);
  const [deleting, setDeleting] = useState<WatchedArea | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLDivElement>(null);

  const confirmDelete = async () => {
    if (!deleting || watched.status !== 'ready') return;
    setBusy(true);
    setDeleteError(null);
    try {
      await watched.remove(deleting.id);
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
    <AccountPage title={UI.title} subtitle={UI.subtitle} testId="watched-areas-page">
      <div ref={heading} tabIndex={-1} role="status" aria-live="polite" className={styles.count}>
        {watched.status === 'ready' && isAuthenticated
          ? `${UI.count(watched.areas.length)}. ${announcement}`
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
      {isAuthenticated && watched.status === 'loading' && (
        <div aria-busy="true" className={account.notice}>
          <p>{UI.loading}</p>
          <div className={account.skeleton} style={{ width: '100%' }} />
        </div>
      )}
      {isAuthenticated && watched.status === 'error' && (
        <div className={account.notice} role="alert">
          <p className={account.error}>{watched.message}</p>
          <button type="button" className={account.button} onClick={watched.retry}>
            {UI.tryAgain}
          </button>
        </div>
      )}
      {isAuthenticated && watched.status === 'ready' && watched.areas.length === 0 && (
        <Card title={UI.emptyTitle}>
          <div className={account.notice}>
            <p>{UI.empty}</p>
            <Link className={account.primaryButton} to={APP_PATHS.map}>
              {UI.goToMap}
            </Link>
          </div>
        </Card>
      )}
      {isAuthenticated && watched.status === 'ready' && watched.areas.length > 0 && (
        <ul className={styles.list} aria-label={UI.title}>
          {watched.areas.map((area) => (
            <WatchedAreaItem
              key={area.id}
              area={area}
              onUpdate={watched.update}
              onNotice={setAnnouncement}
              onDelete={(chosen) => {
                setDeleteError(null);
                setDeleting(chosen);
              }}
            />
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDeleteAreaDialog
          name={deleting.name}
          busy={busy}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </AccountPage>
  );
}
