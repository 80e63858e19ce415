/**
 * What the map reads about saved comments besides the view's clusters: one comment by id (a
 * pin's popup, a highlighted pin) and the comments inside a cluster's bounds, page by page.
 */
import { useEffect, useState } from 'react';
import {
  LIMITS,
  TEXTS,
  call,
  errorText,
  isCancelled,
  type GeoBounds,
  type MarkerCommentsPage,
  type SavedMarkerComment,
} from 'shared';

/**
 * Widens a cluster's bounds so that the list's bbox holds every pin on its edges, and a
 * cluster whose pins all stand at one spot (bounds of one point) is still a box.
 */
export const CLUSTER_BOUNDS_EPSILON = 1e-7;

/** The list's bbox (minLon,minLat,maxLon,maxLat) for a cluster's bounds, widened by epsilon. */
export function bboxAround(bounds: GeoBounds): string {
  const lon = (value: number) => Math.max(-180, Math.min(180, value));
  const lat = (value: number) => Math.max(-90, Math.min(90, value));
  return [
    lon(bounds.minLon - CLUSTER_BOUNDS_EPSILON),
    lat(bounds.minLat - CLUSTER_BOUNDS_EPSILON),
    lon(bounds.maxLon + CLUSTER_BOUNDS_EPSILON),
    lat(bounds.maxLat + CLUSTER_BOUNDS_EPSILON),
  ]
    .map((value) => value.toFixed(8))
    .join(',');
}

/** GET a page of the comments inside `bounds`, newest first; `cursor` continues a list. */
export function fetchCommentsInBounds(
  bounds: GeoBounds,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MarkerCommentsPage> {
  return call(
    'listMarkerComments',
    {
      query: {
        bbox: bboxAround(bounds),
        size: LIMITS.markerListPageSize,
        ...(cursor ? { cursor } : {}),
      },
    },
    { skipAuth: true, signal },
  );
}

export type SavedCommentState =
  | { status: 'loading' }
  | { status: 'ready'; comment: SavedMarkerComment }
  | { status: 'error'; error: string };

/** One saved comment, loaded while the component is shown (null id: nothing to load). */
export function useSavedComment(id: string | null): SavedCommentState {
  const [state, setState] = useState<SavedCommentState & { id: string | null }>({
    id,
    status: 'loading',
  });
  // A new id starts loading again at once, without showing the previous comment.
  if (state.id !== id) setState({ id, status: 'loading' });

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    // Public; with the token when signed in, so likedByMe is the user's. 404 when it is gone.
    call('markerComment', { params: { id } }, { signal: controller.signal }).then(
      (comment) => setState({ id, status: 'ready', comment }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelled(error)) return;
        setState({ id, status: 'error', error: errorText(error, TEXTS.map.commentLoadFailed) });
      },
    );
    return () => controller.abort();
  }, [id]);

  return state;
}
