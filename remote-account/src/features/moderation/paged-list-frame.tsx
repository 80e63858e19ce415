import type { ReactNode } from 'react';
import account from '../../components/account.module.css';
import { MODERATION_UI as UI } from './texts';
import type { PagedList } from './use-paged-list';

/** A paged list's states around its items: loading, failed (Try again), empty, Load more. */
export function PagedListFrame<T>({
  list,
  empty,
  children,
}: {
  list: PagedList<T>;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  if (list.status === 'loading') {
    return (
      <div aria-busy="true" className={account.notice}>
        <p>{UI.loading}</p>
        <div className={account.skeleton} style={{ width: '100%' }} />
      </div>
    );
  }
  if (list.status === 'error') {
    return (
      <div className={account.notice} role="alert">
        <p className={account.error}>{list.message}</p>
        <button type="button" className={account.button} onClick={list.retry}>
          {UI.tryAgain}
        </button>
      </div>
    );
  }
  if (list.items.length === 0) return <p className={account.notice}>{empty}</p>;
  return (
    <>
      {children(list.items)}
      {list.moreError && (
        <p className={account.error} role="alert">
          {list.moreError}
        </p>
      )}
      {list.hasMore && (
        <button
          type="button"
          className={account.button}
          onClick={list.loadMore}
          disabled={list.loadingMore}
        >
          {list.loadingMore ? UI.loadingMore : UI.loadMore}
        </button>
      )}
    </>
  );
}
