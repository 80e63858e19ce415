import type { ReactNode } from 'react';
import account from '../../components/account.module.css';
import { FormAlert } from '../../components/form-parts';
import { LoadError, LoadMoreButton, LoadingNotice } from '../../components/notices';
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
  if (list.status === 'loading') return <LoadingNotice text={UI.loading} />;
  if (list.status === 'error') {
    return <LoadError message={list.message} retry={list.retry} label={UI.tryAgain} />;
  }
  if (list.items.length === 0) return <p className={account.notice}>{empty}</p>;
  return (
    <>
      {children(list.items)}
      <FormAlert>{list.moreError}</FormAlert>
      <LoadMoreButton list={list} texts={UI} />
    </>
  );
}
