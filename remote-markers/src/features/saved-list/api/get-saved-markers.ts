/**
 * The saved list's endpoint (GET /api/marker/marker-comments/list, public) and the hook that
 * pages through it for the current query (the map's view, the filters, the order) in the
 * page's cache, and keeps the list in step with new comments.
 */
import { useCallback, useEffect, useMemo } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import type { SavedMarkersQuery } from './list-query';
import {
  LIMITS,
  TEXTS,
  bus,
  call,
  errorText,
  isCancelled,
  itemsOfPages,
  queryKeys,
  toApiError,
  useCursorPages,
  useDataClient,
  type MarkerCommentsPage,
  type SavedMarkerComment,
} from 'shared';

export const SAVED_MARKERS_PAGE_SIZE = LIMITS.markerListPageSize;

/** A failure the list shows as it is: the server's words or the product's fallbacks. */
export class SavedMarkersError extends Error {
  override name = 'SavedMarkersError';
}

/** A page of the list as the list uses it. */
export interface SavedMarkersPage {
  content: SavedMarkerComment[];
  /** All comments the query finds (in a bbox the API stops counting at its cap). */
  totalElements: number;
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
  /** Grouped by building: how many comments each building of the page holds, by its id. */
  buildingCounts?: Record<string, number>;
}

/** What the list answers; an older API answered with the bare array. */
type ListAnswer = Partial<MarkerCommentsPage> | SavedMarkerComment[] | null;

function asPage(data: ListAnswer): SavedMarkersPage {
  // The bare array is the one and only page.
  if (Array.isArray(data)) return { content: data, totalElements: data.length, nextCursor: null };
  const record = data ?? {};
  const content = Array.isArray(record.content) ? record.content : [];
  return {
    content,
    totalElements: typeof record.totalElements === 'number' ? record.totalElements : content.length,
    // An answer without a cursor has no page after it.
    nextCursor: typeof record.nextCursor === 'string' ? record.nextCursor : null,
    ...(record.buildingCounts ? { buildingCounts: record.buildingCounts } : {}),
  };
}

/**
 * One page of the saved comments the query finds: the first page, or the one after the page
 * whose nextCursor is `cursor` (the API reads on from where that page ended, as fast at any
 * depth; the query goes with every page, the cursor only says where to go on).
 * Failures are thrown as SavedMarkersError with the text to show: the server's message, else
 * 'Failed to fetch markers'; 'An error occurred while fetching markers' when no answer came at
 * all (network down, time-out).
 */
export async function getSavedMarkers({
  query = {},
  cursor = null,
  size = SAVED_MARKERS_PAGE_SIZE,
  signal,
}: {
  query?: SavedMarkersQuery;
  cursor?: string | null;
  size?: number;
  signal?: AbortSignal;
}): Promise<SavedMarkersPage> {
  let data: ListAnswer;
  try {
    // Public, but signed in it says which comments the user likes and wrote.
    data = await call(
      'listMarkerComments',
      { query: { ...query, ...(cursor === null ? {} : { cursor }), size } },
      { signal },
    );
  } catch (error) {
    if (isCancelled(error)) throw error;
    const failure = toApiError(error);
    throw new SavedMarkersError(
      failure && !failure.noAnswer
        ? errorText(failure, TEXTS.markers.fetchFailed)
        : TEXTS.markers.fetchException,
      { cause: error },
    );
  }
  return asPage(data);
}

export function savedMarkersErrorText(error: unknown): string {
  return error instanceof SavedMarkersError ? error.message : TEXTS.markers.fetchException;
}

// ---------------------------------------------------------------------------------------------

type Status = 'loading' | 'ready' | 'error';

export interface SavedMarkersList {
  status: Status;
  markers: SavedMarkerComment[];
  /** The cards are the previous query's while the first page of the new one loads. */
  refreshing: boolean;
  /** All the query finds, loaded or not. */
  total: number;
  /** Grouped by building: how many comments each listed building holds, by its id. */
  buildingCounts: Record<string, number>;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: string | null;
  /** The first page again ('Try again' after a failed first load). */
  reload: () => void;
  /** The next page ('Load more', or its 'Try again'). */
  loadMore: () => void;
}

/**
 * Every query's pages of the saved list in the cache: under the comment lists, so a comment
 * saved, edited, deleted or moderated anywhere makes them stale (shared's cache-follows-bus).
 */
const SAVED_LIST_KEY = [...queryKeys.comments, 'saved-list'] as const;

type Pages = InfiniteData<SavedMarkersPage, string | null>;

/**
 * The pages with comment `id` put first as `marker` (`first`), changed in its place to
 * `marker`, or gone (null); the total counts a comment that comes or goes.
 */
function put(
  pages: Pages | undefined,
  id: string,
  marker: SavedMarkerComment | null,
  first = false,
): Pages | undefined {
  const shown = pages?.pages.some((one) => one.content.some((m) => m.id === id));
  if (!pages || (!shown && !first)) return pages;
  const added = marker === null ? -1 : shown ? 0 : 1;
  return {
    ...pages,
    pages: pages.pages.map((one, index) => {
      const content = one.content.flatMap((m) =>
        m.id !== id ? [m] : marker && !first ? [{ ...m, ...marker }] : [],
      );
      return {
        ...one,
        content: first && marker && index === 0 ? [marker, ...content] : content,
        totalElements: Math.max(0, one.totalElements + added),
      };
    }),
  };
}

/**
 * The saved list for `query` (null: not yet known, e.g. the map has not said where it is),
 * read through the page's cache: its first page, further pages on demand (each from the
 * previous page's nextCursor). A new query asks for its first page (the request still on its
 * way for the old one is aborted) and shows the old cards until it comes. A comment saved
 * anywhere in the page is put at the top at once, an edit shows in its card and a delete
 * takes it out, before the cache reads the list again. Signing in or out reads it again
 * (each comment says whether the viewer likes and wrote it): the cache empties then.
 */
export function useSavedMarkers(query: SavedMarkersQuery | null): SavedMarkersList {
  const client = useDataClient();
  const pages = useCursorPages({
    queryKey: [...SAVED_LIST_KEY, query],
    page: (cursor, signal) => getSavedMarkers({ query: query ?? {}, cursor, signal }),
    enabled: query !== null,
    // The old cards stay (dimmed) until the new query's first page comes.
    placeholderData: (previous) => previous,
  });

  useEffect(() => {
    const change = (id: string, marker: SavedMarkerComment | null, first?: boolean) =>
      client.setQueriesData<Pages>({ queryKey: SAVED_LIST_KEY }, (current) =>
        put(current, id, marker, first),
      );
    const subscriptions = [
      bus.on('marker:saved').subscribe(({ marker }) => change(marker.id, marker, true)),
      // The list is what everyone reads: an edit that sent the comment to a moderator takes
      // it out (its author finds it in My comments).
      bus
        .on('marker:changed')
        .subscribe(({ marker }) => change(marker.id, marker.moderation ? null : marker)),
      bus.on('marker:deleted').subscribe(({ id }) => change(id, null)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [client]);

  const { data, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage } = pages;
  const markers = useMemo(() => itemsOfPages(data?.pages, (marker) => marker.id), [data]);
  const buildingCounts = useMemo(
    (): Record<string, number> =>
      Object.assign({}, ...(data?.pages ?? []).map((one) => one.buildingCounts ?? {})),
    [data],
  );
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A failed first page shows until "Try again" asks again ('loading' from then on).
  const failed = data === undefined && pages.isError && !isFetching;
  const status: Status = data !== undefined ? 'ready' : failed ? 'error' : 'loading';
  const refreshing = pages.isPlaceholderData;
  const moreFailed = pages.isFetchNextPageError && !isFetchingNextPage;
  return {
    status,
    markers,
    refreshing,
    total: Math.max(data?.pages.at(-1)?.totalElements ?? 0, markers.length),
    buildingCounts,
    error: failed ? savedMarkersErrorText(error) : null,
    hasMore: status === 'ready' && !refreshing && Boolean(hasNextPage),
    loadingMore: isFetchingNextPage,
    loadMoreError: moreFailed ? savedMarkersErrorText(error) : null,
    reload: () => void pages.refetch(),
    loadMore,
  };
}
