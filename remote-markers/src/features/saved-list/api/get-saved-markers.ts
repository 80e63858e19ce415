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
  type Page,
  type SavedMarkerComment,
} from 'shared';

export const SAVED_MARKERS_PAGE_SIZE = LIMITS.markerListPageSize;

/** A failure the list shows as it is: the server's words or SPEC §8's fallbacks. */
export class SavedMarkersError extends Error {
  override name = 'SavedMarkersError';
}

/** What the list answers; an older API answered with the bare array. */
type ListAnswer = Partial<Page<SavedMarkerComment>> | SavedMarkerComment[] | null;

function asPage(data: ListAnswer, page: number, size: number): Page<SavedMarkerComment> {
  // The bare array is the one and only page.
  if (Array.isArray(data)) {
    return { content: data, page: 0, size: data.length, totalElements: data.length, totalPages: 1 };
  }
  const record = data ?? {};
  const content = Array.isArray(record.content) ? record.content : [];
  return {
    content,
    page: typeof record.page === 'number' ? record.page : page,
    size: typeof record.size === 'number' ? record.size : size,
    totalElements: typeof record.totalElements === 'number' ? record.totalElements : content.length,
    totalPages: typeof record.totalPages === 'number' ? record.totalPages : page + 1,
  };
}

/**
 * One page of saved comments, newest first. Failures are thrown as SavedMarkersError with the
 * text to show: the server's message, else 'Failed to fetch markers'; 'An error occurred while
 * fetching markers' when no answer came at all (network down, time-out).
 */
export async function getSavedMarkers({
  page,
  size = SAVED_MARKERS_PAGE_SIZE,
  signal,
}: {
  page: number;
  size?: number;
  signal?: AbortSignal;
}): Promise<Page<SavedMarkerComment>> {
  let data: ListAnswer;
  try {
    data = await api.get<ListAnswer>(SAVED_MARKERS_PATH, {
      params: { page, size },
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
  return asPage(data, page, size);
}

export function savedMarkersErrorText(error: unknown): string {
  return error instanceof SavedMarkersError ? error.message : TEXTS.markers.fetchException;
}

// ---------------------------------------------------------------------------------------------

type Status = 'loading' | 'ready' | 'error';

interface ListState {
  status: Status;
  markers: SavedMarkerComment[];
  /** The last page loaded (-1 before the first). */
  page: number;
  totalPages: number;
  /** How many the server holds (plus what was saved here since). */
  total: number;
  error: string | null;
  loadingMore: boolean;
  loadMoreError: string | null;
}

type Action =
  | { type: 'reload' }
  | { type: 'loading-more' }
  | { type: 'loaded'; page: Page<SavedMarkerComment>; requested: number }
  | { type: 'failed'; requested: number; error: string }
  | { type: 'saved'; marker: SavedMarkerComment };

const INITIAL: ListState = {
  status: 'loading',
  markers: [],
  page: -1,
  totalPages: 0,
  total: 0,
  error: null,
  loadingMore: false,
  loadMoreError: null,
};

/** Appends without duplicates: a comment saved meanwhile shifts the pages by one. */
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
      const first = action.requested === 0;
      return {
        ...state,
        status: 'ready',
        markers: first ? merge([], action.page.content) : merge(state.markers, action.page.content),
        page: action.requested,
        totalPages: action.page.totalPages,
        total: action.page.totalElements,
        error: null,
        loadingMore: false,
        loadMoreError: null,
      };
    }
    case 'failed':
      return action.requested === 0
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
 * The saved list: first page on mount, further pages on demand, a comment saved anywhere in
 * the page prepended at once. The map asks for the saved pins in its own view, so the list
 * tells it nothing.
 */
export function useSavedMarkers(pageSize: number = SAVED_MARKERS_PAGE_SIZE): SavedMarkersList {
  const [state, dispatch] = useReducer(reducer, INITIAL);
  const [request, setRequest] = useReducer(
    (current: { page: number; attempt: number }, page: number) => ({
      page,
      attempt: current.attempt + 1,
    }),
    { page: 0, attempt: 0 },
  );
  const busy = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    busy.current = true;
    getSavedMarkers({ page: request.page, size: pageSize, signal: controller.signal }).then(
      (page) => {
        busy.current = false;
        dispatch({ type: 'loaded', page, requested: request.page });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelled(error)) return;
        busy.current = false;
        dispatch({ type: 'failed', requested: request.page, error: savedMarkersErrorText(error) });
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
    setRequest(0);
  }, []);

  const nextPage = state.page + 1;
  const hasMore = state.status === 'ready' && nextPage < state.totalPages;
  const loadMore = useCallback(() => {
    if (busy.current) return;
    dispatch({ type: 'loading-more' });
    setRequest(nextPage);
  }, [nextPage]);

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
