import { useCallback, useEffect, useReducer, useRef } from 'react';
import { TEXTS, errorText, isCancelled, type MarkerCluster, type SavedMarkerComment } from 'shared';
import { popupTitle, toSavedMarker } from '../../../lib/map-state';
import { fetchCommentsInBounds } from '../api/saved-comments';
import { MarkerPopup } from './marker-popup';
import styles from './marker-popup.module.css';

interface ContentsState {
  comments: SavedMarkerComment[];
  /** Where the next page starts; null when the last page is loaded. */
  nextCursor: string | null;
  /** The cursor being loaded ('' for the first page), or null when idle. */
  loading: string | null;
  error: string | null;
  /** The comment whose details show instead of the list. */
  open: SavedMarkerComment | null;
}

type ContentsAction =
  | { type: 'load'; cursor: string }
  | { type: 'loaded'; comments: SavedMarkerComment[]; nextCursor: string | null }
  | { type: 'failed'; error: string }
  | { type: 'open'; comment: SavedMarkerComment | null };

function reducer(state: ContentsState, action: ContentsAction): ContentsState {
  switch (action.type) {
    case 'load':
      return { ...state, loading: action.cursor, error: null };
    case 'loaded': {
      const seen = new Set(state.comments.map((comment) => comment.id));
      return {
        ...state,
        comments: [...state.comments, ...action.comments.filter((c) => !seen.has(c.id))],
        nextCursor: action.nextCursor,
        loading: null,
      };
    }
    case 'failed':
      return { ...state, loading: null, error: action.error };
    case 'open':
      return { ...state, open: action.comment };
  }
}

const INITIAL: ContentsState = {
  comments: [],
  nextCursor: null,
  loading: '',
  error: null,
  open: null,
};

interface ClusterContentsProps {
  cluster: MarkerCluster;
  /** Called when the content changed size (the popup lays itself out again). */
  onLayout?: () => void;
}

/**
 * What a cluster holds when zooming in cannot split it (its pins stand at one spot, or the
 * map is at its deepest zoom): the comments inside its bounds, newest first, 20 at a time.
 * Each row opens that comment's details, as a single pin's popup shows them.
 */
export function ClusterContents({ cluster, onLayout }: ClusterContentsProps) {
  const [state, dispatch] = useReducer(reducer, INITIAL);
  const controller = useRef<AbortController | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const openedFrom = useRef<string | null>(null);

  const load = useCallback(
    (cursor: string | null) => {
      controller.current?.abort();
      const current = (controller.current = new AbortController());
      dispatch({ type: 'load', cursor: cursor ?? '' });
      fetchCommentsInBounds(cluster.bounds, cursor, current.signal).then(
        (page) => dispatch({ type: 'loaded', comments: page.content, nextCursor: page.nextCursor }),
        (error: unknown) => {
          if (current.signal.aborted || isCancelled(error)) return;
          dispatch({ type: 'failed', error: errorText(error, TEXTS.map.commentsLoadFailed) });
        },
      );
    },
    [cluster.bounds],
  );

  useEffect(() => {
    load(null);
    return () => controller.current?.abort();
  }, [load]);

  // Keyboard users land in what opened: the list's heading, a comment's Back button, and
  // back on the row they came from.
  useEffect(() => {
    if (state.open) back.current?.focus();
    else if (openedFrom.current) {
      document.getElementById(openedFrom.current)?.focus();
      openedFrom.current = null;
    } else heading.current?.focus({ preventScroll: true });
  }, [state.open]);

  useEffect(() => onLayout?.(), [state, onLayout]);

  if (state.open) {
    return (
      <div className={styles.contents} onClick={(event) => event.stopPropagation()}>
        <button
          ref={back}
          type="button"
          className={styles.back}
          onClick={() => dispatch({ type: 'open', comment: null })}
        >
          ‹ {TEXTS.map.backToList}
        </button>
        <MarkerPopup marker={toSavedMarker(state.open)} />
      </div>
    );
  }

  const count = cluster.count.toLocaleString('en-AU');
  return (
    <div
      className={`${styles.popup} ${styles.contents}`}
      data-testid="cluster-contents"
      onClick={(event) => event.stopPropagation()}
    >
      <h3 ref={heading} className={styles.title} tabIndex={-1}>
        {TEXTS.map.clusterContents.replace('{count}', count)}
      </h3>
      {state.comments.length > 0 && (
        <ul className={styles.rows}>
          {state.comments.map((comment) => {
            const rowId = `rm-cluster-row-${comment.id}`;
            return (
              <li key={comment.id}>
                <button
                  id={rowId}
                  type="button"
                  className={styles.row}
                  onClick={() => {
                    openedFrom.current = rowId;
                    dispatch({ type: 'open', comment });
                  }}
                >
                  <span className={styles.rowTitle}>{popupTitle(toSavedMarker(comment))}</span>
                  {comment.unitNumber && (
                    <span className={styles.rowUnit}>
                      {TEXTS.map.unit} {comment.unitNumber}
                    </span>
                  )}
                  <span className={styles.rowAddress}>{comment.fullAddress}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {state.loading !== null && (
        <p className={styles.status} role="status">
          {TEXTS.map.loadingComments}
        </p>
      )}
      {state.error && (
        <p className={styles.error} role="alert">
          {state.error}
        </p>
      )}
      {state.loading === null && (state.nextCursor || state.error) && (
        // After a failure, the same page again (the first one when none loaded).
        <button type="button" className={styles.secondary} onClick={() => load(state.nextCursor)}>
          {state.error ? TEXTS.markers.tryAgain : TEXTS.map.loadMore}
        </button>
      )}
    </div>
  );
}
