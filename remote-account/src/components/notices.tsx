import type { ReactNode } from 'react';
import { Card } from './card';
import styles from './account.module.css';

/** What a page of the account shows to someone signed out: a card asking to sign in. */
export function SignInCard({
  title,
  body,
  label,
  onSignIn,
}: {
  title: string;
  body: string;
  label: string;
  onSignIn: () => void;
}) {
  return (
    <Card title={title}>
      <div className={styles.notice}>
        <p>{body}</p>
        <button type="button" className={styles.primaryButton} onClick={onSignIn}>
          {label}
        </button>
      </div>
    </Card>
  );
}

/** While something loads: its words and a placeholder bar; `status` also announces them. */
export function LoadingNotice({ text, status = false }: { text: string; status?: boolean }) {
  return (
    <div aria-busy="true" role={status ? 'status' : undefined} className={styles.notice}>
      <p>{text}</p>
      <div className={styles.skeleton} style={{ width: '100%' }} />
    </div>
  );
}

/** When loading failed: why, announced, and a button to try again. */
export function LoadError({
  message,
  retry,
  label,
}: {
  message: ReactNode;
  retry: () => void;
  label: string;
}) {
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.error}>{message}</p>
      <button type="button" className={styles.button} onClick={retry}>
        {label}
      </button>
    </div>
  );
}

/** 'Load more' under a list while it has more, saying so while the next page loads. */
export function LoadMoreButton({
  list,
  texts,
}: {
  list: { hasMore: boolean; loadingMore: boolean; loadMore: () => void };
  texts: { loadMore: string; loadingMore: string };
}) {
  if (!list.hasMore) return null;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={list.loadMore}
      disabled={list.loadingMore}
    >
      {list.loadingMore ? texts.loadingMore : texts.loadMore}
    </button>
  );
}
