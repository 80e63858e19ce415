/**
 * One saved comment by its id (GET /api/marker/marker-comments/{id}, public; signed in it says
 * whether the user likes and wrote it), read through the page's cache: the map's popup, the
 * list's selection, the phone's place sheet and Details all read the same cached answer.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SavedMarkerComment } from '../contract';
import { call } from '../auth/api';
import { toApiError } from '../http/api-error';
import { errorText } from '../http/error-text';
import { queryKeys } from './keys';
import { useDataClient } from './query-client';

/** Where asking for one comment stands. */
export type CommentLoad =
  /** No id: nothing is asked for. */
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; comment: SavedMarkerComment }
  /** No comment has this id (never saved, or removed): 404, or 400 for an id the API refuses. */
  | { status: 'missing'; message: string }
  | { status: 'error'; message: string };

export interface CommentResult<Load> {
  load: Load;
  /** Asks again (after a failure); 'loading' until its own answer. */
  retry: () => void;
}

export interface CommentOptions {
  /** The comment when the page already holds it (e.g. its card): then nothing is asked. */
  known?: SavedMarkerComment | null;
  /** What a failure says when the API gives no words of its own. */
  failed: string;
}

/** The query that reads comment `id`; also for reading it outside a component. */
export function commentQuery(id: string) {
  return {
    queryKey: queryKeys.comment(id),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call('markerComment', { params: { id } }, { signal }),
  };
}

/**
 * The comment `id`, unless `known`. A new id or a retry is 'loading' until its own answer:
 * another id's answer is never shown, and a refetch of a shown comment keeps it shown.
 */
export function useComment(
  id: string,
  options: CommentOptions,
): CommentResult<Exclude<CommentLoad, { status: 'idle' }>>;
export function useComment(id: string | null, options: CommentOptions): CommentResult<CommentLoad>;
export function useComment(
  id: string | null,
  { known = null, failed }: CommentOptions,
): CommentResult<CommentLoad> {
  const query = useQuery(
    { ...commentQuery(id ?? ''), enabled: id !== null && known === null },
    useDataClient(),
  );
  // The failure a retry was asked after: it shows 'loading' from the click, not from the request.
  const [retriedAfter, setRetriedAfter] = useState<number | null>(null);
  const { refetch, errorUpdatedAt } = query;
  const retry = () => {
    setRetriedAfter(errorUpdatedAt);
    void refetch();
  };

  if (id === null) return { load: { status: 'idle' }, retry };
  if (known) return { load: { status: 'ready', comment: known }, retry };
  if (query.data !== undefined) return { load: { status: 'ready', comment: query.data }, retry };
  if (query.error && !query.isFetching && retriedAfter !== errorUpdatedAt) {
    const status = toApiError(query.error)?.status;
    const message = errorText(query.error, failed);
    const missing = status === 404 || status === 400;
    return { load: { status: missing ? 'missing' : 'error', message }, retry };
  }
  return { load: { status: 'loading' }, retry };
}
