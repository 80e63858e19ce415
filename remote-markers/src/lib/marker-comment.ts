/**
 * One saved comment by its id (GET /api/marker/marker-comments/{id}, public): the list's
 * selection that is not among its cards, the phone's place sheet, and Comment Details.
 */
import { useCallback, useEffect, useState } from 'react';
import { call, errorText, isCancelled, toApiError, type SavedMarkerComment } from 'shared';
import { LOAD_TEXTS } from './texts';

/** Where asking for one comment stands, once there is an id to ask for. */
export type MarkerCommentLoad =
  | { status: 'loading' }
  | { status: 'ready'; marker: SavedMarkerComment }
  /** No comment has this id (never saved, or removed). */
  | { status: 'missing' }
  | { status: 'error'; message: string };

interface MarkerCommentResult<Load> {
  load: Load;
  /** Asks again (after a failure). */
  retry: () => void;
}

/**
 * The comment `id`, loaded by id unless `known` (the page already holds it, e.g. the card
 * whose eye button opened it). A null id asks for nothing ('idle'). A new id or a retry is
 * 'loading' until its own answer: an old answer is never shown for a new id.
 */
export function useMarkerComment(
  id: string,
  known?: SavedMarkerComment | null,
): MarkerCommentResult<MarkerCommentLoad>;
export function useMarkerComment(
  id: string | null,
  known?: SavedMarkerComment | null,
): MarkerCommentResult<MarkerCommentLoad | { status: 'idle' }>;
export function useMarkerComment(
  id: string | null,
  known: SavedMarkerComment | null = null,
): MarkerCommentResult<MarkerCommentLoad | { status: 'idle' }> {
  const [attempt, setAttempt] = useState(0);
  // What the last answer was for: a new id or a retry is loading until its own answer.
  const [answer, setAnswer] = useState<{ key: string; load: MarkerCommentLoad } | null>(null);
  const key = `${id}#${attempt}`;
  const needed = id !== null && known === null;

  useEffect(() => {
    if (!needed || id === null) return;
    const controller = new AbortController();
    // Public, but signed in it says whether the user likes and wrote it.
    call('markerComment', { params: { id } }, { signal: controller.signal }).then(
      (marker) => {
        if (!controller.signal.aborted) setAnswer({ key, load: { status: 'ready', marker } });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelled(error)) return;
        const status = toApiError(error)?.status;
        // 400: not an id the API takes (placeIdOf lets only UUIDs through, so rarely seen).
        const missing = status === 404 || status === 400;
        setAnswer({
          key,
          load: missing
            ? { status: 'missing' }
            : { status: 'error', message: errorText(error, LOAD_TEXTS.loadFailed) },
        });
      },
    );
    return () => controller.abort();
  }, [id, key, needed]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (id === null) return { load: { status: 'idle' }, retry };
  if (known) return { load: { status: 'ready', marker: known }, retry };
  return { load: answer?.key === key ? answer.load : { status: 'loading' }, retry };
}
