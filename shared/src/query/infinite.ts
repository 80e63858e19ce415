/**
 * Lists read a page at a time by cursor: the API answers `{ content, nextCursor }` and the
 * next page is asked with that cursor, until it is null. One helper for every such list.
 */
import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { useDataClient } from './query-client';

export interface CursorPage<T> {
  content: T[];
  nextCursor: string | null;
}

export interface CursorPagesOptions<Page extends CursorPage<unknown>> {
  queryKey: QueryKey;
  /** One page: the first with a null cursor. */
  page: (cursor: string | null, signal: AbortSignal) => Promise<Page>;
  enabled?: boolean;
  /** How long an answer counts as fresh: 0 reads the list again each time it is shown. */
  staleTime?: number;
  /**
   * What shows while a key's first page loads: `(previous) => previous` (TanStack's
   * keepPreviousData) keeps the previous key's pages shown, `isPlaceholderData` saying so.
   */
  placeholderData?: (
    previous: InfiniteData<Page, string | null> | undefined,
  ) => InfiniteData<Page, string | null> | undefined;
}

/**
 * The list's pages by `nextCursor`: `fetchNextPage` asks for the next, `hasNextPage` says if
 * there is one. Options not given are the cache's defaults.
 */
export function useCursorPages<Page extends CursorPage<unknown>>({
  page,
  ...options
}: CursorPagesOptions<Page>): UseInfiniteQueryResult<InfiniteData<Page, string | null>> {
  return useInfiniteQuery(
    {
      ...options,
      queryFn: ({ pageParam, signal }) => page(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    },
    useDataClient(),
  );
}

/**
 * Every page's items in order, each shown once: a comment saved between two pages moves the
 * cursor's window, so a later page may repeat one already shown.
 */
export function itemsOfPages<T>(
  pages: readonly { content: readonly T[] }[] | undefined,
  keyOf: (item: T) => string,
): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const item of (pages ?? []).flatMap((one) => one.content)) {
    const key = keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}
