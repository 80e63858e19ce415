/**
 * The saved list's endpoint (GET /api/marker/marker-comments/list, public) and the hook that
 * pages through it, keeps the list in step with new comments and tells the map what it holds.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  LIMITS,
  SAVED_MARKERS_PATH,
  TEXTS,
  api,
  bus,
  errorText,
  isCancelled,
  toApiError,
  type MarkerCommentsPage,
  type SavedMarkerComment,
} from 'shared';

export const SAVED_MARKERS_PAGE_SIZE = LIMITS.markerListPageSize;

/** A failure the list shows as it is: the server's words or SPEC §8's fallbacks. */
export class SavedMarkersError extends Error {
  override name = 'SavedMarkersError';
}

/** A page of the list as the list uses it. */
export interface SavedMarkersPage {
  content: SavedMarkerComment[];
  /** All saved comments. */
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
 * One page of saved comments, newest first: the first page, or the one after the page whose
 * nextCursor is `cursor` (the API reads on from where that page ended, as fast at any depth).
 * Failures are thrown as SavedMarkersError with the text to show: the server's message, else
 * 'Failed to fetch markers'; 'An error occurred while fetching markers' when no answer came at
 * all (network down, time-out).
 */
export async function getSavedMarkers({
  cursor = null,
  size = SAVED_MARKERS_PAGE_SIZE,
  signal,
}: {
  cursor?: string | null;
  size?: number;
  signal?: AbortSignal;
}): Promise<SavedMarkersPage> {
  let data: ListAnswer;
  try {
    data = await api.get<ListAnswer>(SAVED_MARKERS_PATH, {
      params: cursor === null ? { page: 0, size } : { cursor, size },
      skipAuth: true,
      signal,
    });
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
  /** Where the page after the last one loaded starts; null when there is none. */
  nextCursor: string | null;
  /** How many the server holds (plus what was saved here since). */
  total: number;
  error: string | null;
  loadingMore: boolean;
  loadMoreError: string | null;
}

type Action =
  | { type: 'reload' }
  | { type: 'loading-more' }
  | { type: 'loaded'; page: SavedMarkersPage; first: boolean }
  | { type: 'failed'; first: boolean; error: string }
  | { type: 'saved'; marker: SavedMarkerComment };

const INITIAL: ListState = {
  status: 'loading',
  markers: [],
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
    case 'reload':
      return INITIAL;
    case 'loading-more':
      return { ...state, loadingMore: true, loadMoreError: null };
    case 'loaded': {
      return {
        ...state,
        status: 'ready',
        markers: merge(action.first ? [] : state.markers, action.page.content),
        nextCursor: action.page.nextCursor,
        total: action.page.totalElements,
        error: null,
        loadingMore: false,
        loadMoreError: null,
      };
    }
    case 'failed':
      return action.first
        ? { ...state, status: 'error', error: action.error, loadingMore: false }
        : { ...state, loadingMore: false, loadMoreError: action.error };
    case 'saved':
      return {
        ...state,
        total: state.markers.some((m) => m.id === action.marker.id) ? state.total : state.total + 1,
        markers: [action.marker, ...state.markers.filter((m) => m.id !== action.marker.id)],
        // A list that never loaded still shows what was just saved.
        status: state.status === 'error' ? state.status : 'ready',
      };
  }
}

export interface SavedMarkersList {
  status: Status;
  markers: SavedMarkerComment[];
  /** All saved comments, loaded or not. */
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

/**
 * The saved list: first page on mount, further pages on demand (each from the previous page's
 * nextCursor), a comment saved anywhere in the page prepended at once. The map asks for the
 * saved pins in its own view, so the list tells it nothing.
 */
export function useSavedMarkers(pageSize: number = SAVED_MARKERS_PAGE_SIZE): SavedMarkersList {
  const [state, dispatch] = useReducer(reducer, INITIAL);
  // null: the first page. A new object each time, so the same page can be asked for again.
  const [request, setRequest] = useReducer(
    (_current: { cursor: string | null }, cursor: string | null) => ({ cursor }),
    { cursor: null },
  );
  const busy = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    const first = request.cursor === null;
    busy.current = true;
    getSavedMarkers({ cursor: request.cursor, size: pageSize, signal: controller.signal }).then(
      (page) => {
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

  const reload = useCallback(() => {
    dispatch({ type: 'reload' });
    setRequest(null);
  }, []);

  const { nextCursor } = state;
  const hasMore = state.status === 'ready' && nextCursor !== null;
  const loadMore = useCallback(() => {
    if (busy.current || nextCursor === null) return;
    dispatch({ type: 'loading-more' });
    setRequest(nextCursor);
  }, [nextCursor]);

  return {
    status: state.status,
    markers: state.markers,
    total: Math.max(state.total, state.markers.length),
    error: state.error,
    hasMore,
    loadingMore: state.loadingMore,
    loadMoreError: state.loadMoreError,
    reload,
    loadMore,
  };
}
