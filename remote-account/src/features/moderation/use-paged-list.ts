import { useCallback, useState } from 'react';
import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import { errorText, itemsOfPages, useCursorPages, useDataClient, type CursorPage } from 'shared';
import type { NotReady } from '../../components/use-loaded';

export type PagedList<T> =
  | NotReady
  | {
      status: 'ready';
      items: T[];
      hasMore: boolean;
      loadingMore: boolean;
      /** A failed "Load more": the items stay, the button stays. */
      moreError: string | null;
      loadMore: () => void;
      /** Puts a changed item in its place (matched by `keyOf`). */
      replace: (item: T) => void;
    };

/**
 * A list read a page at a time by cursor (the moderation queue, the audit log), cached under
 * `queryKey`: the first page on mount, the next on "Load more", items already shown not
 * repeated. `load`, `keyOf` and `failed` are meant to be stable (module-level).
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  load: (cursor: string | null) => Promise<CursorPage<T>>,
  keyOf: (item: T) => string,
  failed: string,
): PagedList<T> {
  const client = useDataClient();
  // Read afresh each time the list is shown, as a moderator expects of a queue.
  const pages = useCursorPages({ queryKey, page: (cursor) => load(cursor), staleTime: 0 });
  // "Try again" shows loading from the click, until the first page answers afresh.
  const [retrying, setRetrying] = useState(false);
  const key = JSON.stringify(queryKey);

  const retry = useCallback(() => {
    setRetrying(true);
    void client
      .resetQueries({ queryKey: JSON.parse(key) as QueryKey })
      .finally(() => setRetrying(false));
  }, [client, key]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    if (!hasNextPage || isFetchingNextPage) return;
    void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const replace = useCallback(
    (item: T) => {
      client.setQueryData<InfiniteData<CursorPage<T>, string | null>>(
        JSON.parse(key) as QueryKey,
        (current) =>
          current && {
            ...current,
            pages: current.pages.map((page) => ({
              ...page,
              content: page.content.map((old) => (keyOf(old) === keyOf(item) ? item : old)),
            })),
          },
      );
    },
    [client, key, keyOf],
  );

  // The list's read failed (the first time, or again on a later visit): the page says why.
  const failedRead = pages.error && !pages.isFetching && !pages.isFetchNextPageError && !retrying;
  if (failedRead) return { status: 'error', message: errorText(pages.error, failed), retry };
  if (pages.data === undefined || retrying) return { status: 'loading' };
  return {
    status: 'ready',
    items: itemsOfPages(pages.data.pages, keyOf),
    hasMore: Boolean(hasNextPage),
    loadingMore: isFetchingNextPage,
    moreError:
      pages.isFetchNextPageError && !isFetchingNextPage ? errorText(pages.error, failed) : null,
    loadMore,
    replace,
  };
}
