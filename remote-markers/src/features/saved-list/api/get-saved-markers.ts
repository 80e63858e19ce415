/**
 * The saved list's endpoint (GET /api/marker/marker-comments/list, public) and the hook that
 * pages through it for the current query (the map's view, the filters, the order) and keeps
 * the list in step with new comments.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { SavedMarkersQuery } from './list-query';
import {
  LIMITS,
  TEXTS,
  bus,
  call,
  errorText,
  isCancelled,
  toApiError,
  useSession,
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

interface ListState {
  status: Status;
  markers: SavedMarkerComment[];
  /** The cards shown are those of the previous query while the new one loads. */
  refreshing: boolean;
  /** Where the page after the last one loaded starts; null when there is none. */
  nextCursor: string | null;
  /** How many the query finds (plus what was saved here since). */
  total: number;
  error: string | null;
  loadingMore: boolean;
  loadMoreError: string | null;
}

type Action =
  | { type: 'query' }
  | { type: 'reload' }
  | { type: 'loading-more' }
  | { type: 'loaded'; page: SavedMarkersPage; first: boolean }
  | { type: 'failed'; first: boolean; error: string }
  | { type: 'saved'; marker: SavedMarkerComment }
  | { type: 'changed'; marker: SavedMarkerComment }
  | { type: 'deleted'; id: string };

const INITIAL: ListState = {
  status: 'loading',
  markers: [],
  refreshing: false,
  nextCursor: null,
  total: 0,
  error: null,
  loadingMore: false,
  loadMoreError: null,
};

/** Appends without duplicates: a comment saved here is already at the top. */
function merge(current: SavedMarkerComment[], incoming: SavedMarkerComment[]) {
  const seen = new Set(current.map((marker) => marker.id));
  return [...current, ...incoming.filter((marker) => !seen.has(marker.id))];
}

function reducer(state: ListState, action: Action): ListState {
  switch (action.type) {
    case 'query':
      // Cards on screen stay (dimmed) until the new ones come: no flicker to "Loading".
      return state.status === 'ready'
        ? { ...state, refreshing: true, loadingMore: false, loadMoreError: null }
        : INITIAL;
    case 'reload':
      return INITIAL;
    case 'loading-more':
      return { ...state, loadingMore: true, loadMoreError: null };
    case 'loaded': {
      return {
        ...state,
        status: 'ready',
        markers: merge(action.first ? [] : state.markers, action.page.content),
        refreshing: false,
        nextCursor: action.page.nextCursor,
        total: action.page.totalElements,
        error: null,
        loadingMore: false,
        loadMoreError: null,
      };
    }
    case 'failed':
      return action.first
        ? { ...state, status: 'error', refreshing: false, error: action.error, loadingMore: false }
        : { ...state, loadingMore: false, loadMoreError: action.error };
    case 'saved':
      return {
        ...state,
        total: state.markers.some((m) => m.id === action.marker.id) ? state.total : state.total + 1,
        markers: [action.marker, ...state.markers.filter((m) => m.id !== action.marker.id)],
        // A list that never loaded still shows what was just saved.
        status: state.status === 'error' ? state.status : 'ready',
      };
    // Its author edited or deleted a comment: the card shows it as it is now, or goes.
    case 'changed':
      return {
        ...state,
        markers: state.markers.map((m) =>
          m.id === action.marker.id ? { ...m, ...action.marker } : m,
        ),
      };
    case 'deleted':
      return state.markers.some((m) => m.id === action.id)
        ? {
            ...state,
            total: Math.max(0, state.total - 1),
            markers: state.markers.filter((m) => m.id !== action.id),
          }
        : state;
  }
}

export interface SavedMarkersList {
  status: Status;
  markers: SavedMarkerComment[];
  /** The cards are the previous query's while the first page of the new one loads. */
  refreshing: boolean;
  /** All the query finds, loaded or not. */
  total: number;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: string | null;
  /** The first page again ('Try again' after a failed first load). */
  reload: () => void;
  /** The next page ('Load more', or its 'Try again'). */
  loadMore: () => void;
}

/** One request of the list: the query (as its key) and where to start; a new object each time. */
interface ListRequest {
  key: string;
  cursor: string | null;
}

/**
 * The saved list for `query` (null: not yet known, e.g. the map has not said where it is):
 * its first page, further pages on demand (each from the previous page's nextCursor), a
 * comment saved anywhere in the page prepended at once. A new query asks for its first page
 * again and drops the answer still on its way for the old one.
 */
export function useSavedMarkers(
  query: SavedMarkersQuery | null,
  pageSize: number = SAVED_MARKERS_PAGE_SIZE,
): SavedMarkersList {
  const [state, dispatch] = useReducer(reducer, INITIAL);
  // Each comment says whether the viewer likes and wrote it: signing in or out asks again
  // (not the user's arrival: a page opened signed in would ask twice).
  const { isAuthenticated } = useSession();
  // The same query is the same key, however often the caller builds it.
  const key = query === null ? null : JSON.stringify({ query, signedIn: isAuthenticated });
  const [request, setRequest] = useState<ListRequest | null>(() =>
    key === null ? null : { key, cursor: null },
  );
  if ((request?.key ?? null) !== key) {
    setRequest(key === null ? null : { key, cursor: null });
    dispatch({ type: 'query' });
  }
  const busy = useRef(false);

  useEffect(() => {
    if (request === null) return;
    const controller = new AbortController();
    const first = request.cursor === null;
    busy.current = true;
    getSavedMarkers({
      query: (JSON.parse(request.key) as { query: SavedMarkersQuery }).query,
      cursor: request.cursor,
      size: pageSize,
      signal: controller.signal,
    }).then(
      (page) => {
        // An answer for a query (or page) no longer asked for is dropped.
        if (controller.signal.aborted) return;
        busy.current = false;
        dispatch({ type: 'loaded', page, first });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelled(error)) return;
        busy.current = false;
        dispatch({ type: 'failed', first, error: savedMarkersErrorText(error) });
      },
    );
    return () => {
      controller.abort();
      busy.current = false;
    };
  }, [request, pageSize]);

  useEffect(() => {
    const subscription = bus
      .on('marker:saved')
      .subscribe(({ marker }) => dispatch({ type: 'saved', marker }));
    return () => subscription.unsubscribe();
  }, []);

  useEffect(() => {
    const changed = bus.on('marker:changed').subscribe(({ marker }) =>
      // The list is what everyone reads: an edit that sent the comment to a moderator takes
      // it out (its author finds it in My comments).
      dispatch(
        marker.moderation ? { type: 'deleted', id: marker.id } : { type: 'changed', marker },
      ),
    );
    const deleted = bus
      .on('marker:deleted')
      .subscribe(({ id }) => dispatch({ type: 'deleted', id }));
    return () => {
      changed.unsubscribe();
      deleted.unsubscribe();
    };
  }, []);

  const reload = useCallback(() => {
    if (key === null) return;
    dispatch({ type: 'reload' });
    setRequest({ key, cursor: null });
  }, [key]);

  const { nextCursor } = state;
  const hasMore = state.status === 'ready' && !state.refreshing && nextCursor !== null;
  const loadMore = useCallback(() => {
    if (busy.current || nextCursor === null || key === null) return;
    dispatch({ type: 'loading-more' });
    setRequest({ key, cursor: nextCursor });
  }, [nextCursor, key]);

  return {
    status: state.status,
    markers: state.markers,
    refreshing: state.refreshing,
    total: Math.max(state.total, state.markers.length),
    error: state.error,
    hasMore,
    loadingMore: state.loadingMore,
    loadMoreError: state.loadMoreError,
    reload,
    loadMore,
  };
}
