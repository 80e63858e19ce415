import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  TEXTS,
  buildingPath,
  errorText,
  itemsOfPages,
  queryKeys,
  useCursorPages,
  type MarkerCluster,
  type SavedMarkerComment,
} from 'shared';
import { popupTitle, toSavedMarker } from '../../../lib/map-state';
import { fetchClusterComments } from '../api/saved-comments';
import { POPUP_TEXTS } from '../texts';
import { MarkerPopup } from './marker-popup';
import styles from './marker-popup.module.css';

/** "Unit 2" for a bare number or "2/15"; a unit written with its own word ("Apt 5") as written. */
const unitText = (unit: string): string =>
  /^[A-Za-z]{2,}\b/.test(unit) ? unit : `${TEXTS.map.unit} ${unit}`;

interface ClusterContentsProps {
  cluster: MarkerCluster;
  /** Called when the content changed size (the popup lays itself out again). */
  onLayout?: () => void;
}

/**
 * What a cluster holds when zooming in cannot split it (its pins stand at one spot, or the
 * map is at its deepest zoom), or a building's cluster: the comments inside its bounds or
 * about that building, newest first, 20 at a time. Each row opens that comment's details,
 * as a single pin's popup shows them. A building's list is headed by its address and links
 * to its page.
 */
export function ClusterContents({ cluster, onLayout }: ClusterContentsProps) {
  const [open, setOpen] = useState<SavedMarkerComment | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const openedFrom = useRef<string | null>(null);
  const pages = useCursorPages({
    queryKey: [...queryKeys.comments, 'in-cluster', cluster.building?.id ?? cluster.bounds],
    page: (cursor, signal) => fetchClusterComments(cluster, cursor, signal),
  });
  const comments = itemsOfPages(pages.data?.pages, (comment) => comment.id);
  // The first page or the next one on its way (a refresh of the pages shown keeps them shown).
  const loading = pages.isFetching && (pages.data === undefined || pages.isFetchingNextPage);
  const error =
    pages.error && !loading ? errorText(pages.error, TEXTS.map.commentsLoadFailed) : null;
  // After a failure, the same page again (the first one when none loaded).
  const retry = () =>
    void (pages.data && pages.isFetchNextPageError ? pages.fetchNextPage() : pages.refetch());

  // Keyboard users land in what opened: the list's heading, a comment's Back button, and
  // back on the row they came from.
  useEffect(() => {
    if (open) back.current?.focus();
    else if (openedFrom.current) {
      document.getElementById(openedFrom.current)?.focus();
      openedFrom.current = null;
    } else heading.current?.focus({ preventScroll: true });
  }, [open]);

  // As the saved marker's popup does: laid out again before the new content is painted.
  useLayoutEffect(() => onLayout?.(), [open, comments.length, loading, error, onLayout]);

  if (open) {
    return (
      <div className={styles.contents} onClick={(event) => event.stopPropagation()}>
        <button ref={back} type="button" className={styles.back} onClick={() => setOpen(null)}>
          ‹ {TEXTS.map.backToList}
        </button>
        <MarkerPopup marker={toSavedMarker(open)} />
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
      {cluster.building ? (
        <>
          <h3 ref={heading} className={styles.title} tabIndex={-1}>
            {cluster.building.address}
          </h3>
          <p className={styles.meta}>
            {POPUP_TEXTS.buildingComments.replace('{count}', count)} ·{' '}
            <Link to={buildingPath(cluster.building.id)}>{POPUP_TEXTS.buildingPage}</Link>
          </p>
        </>
      ) : (
        <h3 ref={heading} className={styles.title} tabIndex={-1}>
          {TEXTS.map.clusterContents.replace('{count}', count)}
        </h3>
      )}
      {comments.length > 0 && (
        <ul className={styles.rows}>
          {comments.map((comment) => {
            const rowId = `rm-cluster-row-${comment.id}`;
            return (
              <li key={comment.id}>
                <button
                  id={rowId}
                  type="button"
                  className={styles.row}
                  onClick={() => {
                    openedFrom.current = rowId;
                    setOpen(comment);
                  }}
                >
                  <span className={styles.rowTitle}>{popupTitle(toSavedMarker(comment))}</span>
                  {comment.unitNumber && (
                    <span className={styles.rowUnit}>{unitText(comment.unitNumber)}</span>
                  )}
                  {!cluster.building && (
                    <span className={styles.rowAddress}>{comment.fullAddress}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {loading && (
        <p className={styles.status} role="status">
          {TEXTS.map.loadingComments}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {!loading && (pages.hasNextPage || error) && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => (error ? retry() : void pages.fetchNextPage())}
        >
          {error ? TEXTS.markers.tryAgain : TEXTS.map.loadMore}
        </button>
      )}
    </div>
  );
}
