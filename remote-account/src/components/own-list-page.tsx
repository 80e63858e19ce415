import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useNavigationType } from 'react-router-dom';
import { bus, errorText } from 'shared';
import { AccountPage } from './account-page';
import { ConfirmDeleteDialog, type ConfirmDeleteTexts } from './confirm-delete-dialog';
import { LoadError, LoadingNotice, SignInCard } from './notices';
import list from './list-page.module.css';
import type { NotReady } from './use-loaded';

/**
 * Someone signed out who opens one of these pages is asked to sign in once per page load;
 * coming back from the sign-in modal (Back) shows the Sign In button instead of asking again
 * (as /profile does). Each page (by its `reason`) asks once.
 */
const askedThisPageLoad = new Set<string>();

/** Tests start from a fresh page load. */
export function resetListPageSignInPrompts(): void {
  askedThisPageLoad.clear();
}

/** Asks to sign in on opening the page (see above); returns what the Sign In button does. */
export function useSignInPrompt(reason: string, isAuthenticated: boolean): () => void {
  const navigationType = useNavigationType();
  const askToSignIn = useCallback(() => {
    askedThisPageLoad.add(reason);
    bus.emit('auth:required', { reason });
  }, [reason]);
  const [askOnOpen] = useState(
    () => !isAuthenticated && (navigationType !== 'POP' || !askedThisPageLoad.has(reason)),
  );
  useEffect(() => {
    if (askOnOpen) askToSignIn();
  }, [askOnOpen, askToSignIn]);
  return askToSignIn;
}

/** The words of ListPageStates. */
export interface ListPageTexts {
  signInTitle: string;
  signInBody: string;
  signIn: string;
  loading: string;
  tryAgain: string;
}

/**
 * The top of a page that lists the user's own things: the count line (a polite live region,
 * focused after a delete), then signed out (a Sign In card), loading or failed (Try again).
 * The page shows its list, or its empty state, when `list` is ready.
 */
export function ListPageStates({
  isAuthenticated,
  list: state,
  count,
  countRef,
  texts,
  onSignIn,
}: {
  isAuthenticated: boolean;
  list: NotReady | { status: 'ready' };
  /** What the count line says once the list is ready. */
  count: string;
  countRef: RefObject<HTMLDivElement | null>;
  texts: ListPageTexts;
  onSignIn: () => void;
}) {
  return (
    <>
      <div ref={countRef} tabIndex={-1} role="status" aria-live="polite" className={list.count}>
        {state.status === 'ready' && isAuthenticated ? count : ''}
      </div>
      {!isAuthenticated && (
        <SignInCard
          title={texts.signInTitle}
          body={texts.signInBody}
          label={texts.signIn}
          onSignIn={onSignIn}
        />
      )}
      {isAuthenticated && state.status === 'loading' && <LoadingNotice text={texts.loading} />}
      {isAuthenticated && state.status === 'error' && (
        <LoadError message={state.message} retry={state.retry} label={texts.tryAgain} />
      )}
    </>
  );
}

/**
 * Deleting one of the listed things after the user confirms: `ask` opens the confirmation,
 * `confirm` deletes (the error stays in the dialog), then the count line says `deleted` and
 * takes focus, since the item that had it is gone.
 */
export function useConfirmDelete<T extends { id: string }>(
  remove: ((id: string) => Promise<void>) | null,
  texts: { deleted: string; deleteFailed: string },
) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const countRef = useRef<HTMLDivElement>(null);

  const ask = (item: T) => {
    setError(null);
    setDeleting(item);
  };

  const confirm = async () => {
    if (!deleting || !remove) return;
    setBusy(true);
    setError(null);
    try {
      await remove(deleting.id);
      setDeleting(null);
      setAnnouncement(texts.deleted);
      countRef.current?.focus();
    } catch (failure) {
      setError(errorText(failure, texts.deleteFailed));
    } finally {
      setBusy(false);
    }
  };

  return {
    deleting,
    busy,
    error,
    announcement,
    setAnnouncement,
    countRef,
    ask,
    cancel: () => setDeleting(null),
    confirm: () => void confirm(),
  };
}

/** The confirmation `deletion` shows while it asks about an item, which `subject` names. */
export function DeletionDialog<T extends { id: string }>({
  deletion,
  subject,
  texts,
  testId,
}: {
  deletion: ReturnType<typeof useConfirmDelete<T>>;
  subject: (item: T) => string;
  texts: ConfirmDeleteTexts;
  testId: string;
}) {
  if (!deletion.deleting) return null;
  return (
    <ConfirmDeleteDialog
      subject={subject(deletion.deleting)}
      texts={texts}
      testId={testId}
      busy={deletion.busy}
      error={deletion.error}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    />
  );
}

/** The words of an OwnListPage: its heading, its states' and its deletion's. */
export interface OwnListTexts extends ListPageTexts, ConfirmDeleteTexts {
  title: string;
  subtitle: string;
  deleted: string;
  deleteFailed: string;
}

type Deletion<T extends { id: string }> = ReturnType<typeof useConfirmDelete<T>>;

/**
 * A page that lists the user's own things (My comments, Watched areas): signed out it asks
 * to sign in once (`reason`); then loading, failed, empty or the list, each item deletable
 * after a confirmation, with the count line saying what happened. `list` is the page's
 * loader; the functions read what it holds once it is ready.
 */
export function OwnListPage<T extends { id: string }, L extends { status: 'ready' }>({
  reason,
  testId,
  deleteTestId,
  texts,
  isAuthenticated,
  list: state,
  items,
  remove,
  count,
  subject,
  empty,
  renderItem,
  footer,
}: {
  reason: string;
  testId: string;
  deleteTestId: string;
  texts: OwnListTexts;
  isAuthenticated: boolean;
  list: NotReady | L;
  items: (ready: L) => readonly T[];
  remove: (ready: L) => (id: string) => Promise<void>;
  /** The count line, ending with what the last deletion said. */
  count: (ready: L, announcement: string) => string;
  /** What the delete confirmation names. */
  subject: (item: T) => string;
  empty: ReactNode;
  renderItem: (item: T, ready: L, deletion: Deletion<T>) => ReactNode;
  /** Below the list (Load more). */
  footer?: (ready: L) => ReactNode;
}) {
  const ready = state.status === 'ready' ? (state as L) : null;
  const askToSignIn = useSignInPrompt(reason, isAuthenticated);
  const deletion = useConfirmDelete<T>(ready && remove(ready), texts);
  const shown = isAuthenticated && ready ? items(ready) : null;

  return (
    <AccountPage title={texts.title} subtitle={texts.subtitle} testId={testId}>
      <ListPageStates
        isAuthenticated={isAuthenticated}
        list={state}
        count={ready ? count(ready, deletion.announcement) : ''}
        countRef={deletion.countRef}
        texts={texts}
        onSignIn={askToSignIn}
      />
      {ready && shown?.length === 0 && empty}
      {ready && shown && shown.length > 0 && (
        <>
          <ul className={list.list} aria-label={texts.title}>
            {shown.map((item) => renderItem(item, ready, deletion))}
          </ul>
          {footer?.(ready)}
        </>
      )}
      <DeletionDialog deletion={deletion} subject={subject} texts={texts} testId={deleteTestId} />
    </AccountPage>
  );
}
