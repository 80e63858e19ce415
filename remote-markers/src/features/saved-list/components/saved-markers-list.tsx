import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { TEXTS, bus, useComment, useSession, useViewState, type SavedMarkerComment } from 'shared';
import buttons from '../../../components/button.module.css';
import { LOAD_TEXTS } from '../../../lib/texts';
import { useSavedMarkers } from '../api/get-saved-markers';
import { effectiveScope, savedMarkersQuery, useMapView } from '../api/list-query';
import { LIST_TEXTS } from '../texts';
import { FeedLinks } from './feed-links';
import { SavedMarkerCard } from './saved-marker-card';
import { ScopeToggle } from './scope-toggle';
import styles from './saved-markers-list.module.css';

interface SavedMarkersListProps {
  /** The eye button of a card (signed-in users only). */
  onOpenDetails: (marker: SavedMarkerComment) => void;
  /** Shown under the header, above the cards: the filter bar (another feature). */
  toolbar?: ReactNode;
}

/**
 * The side panel at '/': the saved comments in the map's view (or everywhere), filtered and
 * ordered as the URL says. The selection is the URL's too (`place`, or the comment whose
 * details are open): a card click writes it and tells the map; a selection made elsewhere
 * (a pin, a link, Back) marks its card and scrolls it into view, loading it first when it is
 * not among the loaded cards.
 */
export function SavedMarkersList({ onOpenDetails, toolbar }: SavedMarkersListProps) {
  const { state, detailsId, update } = useViewState();
  const map = useMapView();
  const mapView = map.view;
  const scope = effectiveScope(state.scope, map);
  const query = savedMarkersQuery({ ...state, scope }, mapView);
  const list = useSavedMarkers(query);
  const { isAuthenticated } = useSession();
  const selectedId = state.place ?? detailsId;

  // The selected comment is loaded on its own when the loaded cards do not hold it.
  const listed = selectedId !== null && list.markers.some((marker) => marker.id === selectedId);
  const settled = list.status === 'ready' && !list.refreshing;
  const { load: extra } = useComment(
    settled && selectedId !== null && !listed ? selectedId : null,
    { failed: LOAD_TEXTS.loadFailed },
  );
  const extraMarker = extra.status === 'ready' && !listed ? extra.comment : null;
  const cards = useMemo(
    () => (extraMarker ? [extraMarker, ...list.markers] : list.markers),
    [extraMarker, list.markers],
  );

  const listRef = useRef<HTMLUListElement>(null);
  // The card to scroll into view once it is on screen: the new selection, or a pin clicked.
  const scrollTarget = useRef<string | null>(null);
  const [scrollRequest, requestScroll] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    scrollTarget.current = selectedId;
  }, [selectedId]);
  useEffect(() => {
    const subscription = bus.on('marker:select').subscribe((selection) => {
      if (selection.source !== 'map' || selection.id === null) return;
      scrollTarget.current = selection.id;
      requestScroll();
    });
    return () => subscription.unsubscribe();
  }, []);
  useEffect(() => {
    const id = scrollTarget.current;
    if (id === null) return;
    const card = listRef.current?.querySelector(`[data-marker-id="${CSS.escape(id)}"]`);
    if (!card) return;
    card.scrollIntoView({ block: 'nearest' });
    scrollTarget.current = null;
  }, [selectedId, cards, scrollRequest]);

  const select = useCallback(
    (marker: SavedMarkerComment | null) => {
      if (marker === null) {
        update({ place: null });
        bus.emit('marker:select', { id: null, source: 'list' });
      } else {
        update({ place: marker.id });
        bus.emit('marker:select', {
          id: marker.id,
          position: { lat: marker.lat, lon: marker.lon },
          source: 'list',
        });
      }
    },
    [update],
  );
  const toggle = useCallback(
    (marker: SavedMarkerComment) => select(marker.id === selectedId ? null : marker),
    [select, selectedId],
  );

  // The map's count is of comments: a list of one card per building counts its cards.
  const count =
    scope === 'view' && state.group === null
      ? mapView && LIST_TEXTS.placesInView(mapView.total)
      : list.status === 'ready' &&
        (scope === 'view' ? LIST_TEXTS.placesInView : LIST_TEXTS.placesEverywhere)(list.total);

  return (
    <section className={styles.panel} data-testid="saved-markers-panel">
      <header className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>{TEXTS.markers.title}</h2>
        {count && <p className={styles.count}>{count}</p>}
      </header>
      <ScopeToggle />
      {toolbar}
      <FeedLinks query={query} />

      {selectedId !== null && (
        <div className={styles.banner} role="status">
          <span>{TEXTS.markers.markerSelected}</span>
          <button type="button" className={styles.bannerButton} onClick={() => select(null)}>
            {TEXTS.markers.clearSelection}
          </button>
        </div>
      )}

      {list.status === 'loading' && (
        <p className={styles.state} role="status" aria-live="polite">
          <span className={styles.spinner} aria-hidden="true" />
          {TEXTS.markers.loading}
        </p>
      )}

      {list.status === 'error' && (
        <div className={`${styles.state} ${styles.errorBox}`} role="alert">
          <p className={styles.stateTitle}>{TEXTS.markers.loadErrorTitle}</p>
          <p className={styles.stateBody}>{list.error}</p>
          <button type="button" className={buttons.button} onClick={list.reload}>
            {TEXTS.markers.tryAgain}
          </button>
        </div>
      )}

      {list.status === 'ready' && cards.length === 0 && (
        <div className={`${styles.state} ${list.refreshing ? styles.stale : ''}`}>
          <p className={styles.stateTitle}>{TEXTS.markers.noMarkersTitle}</p>
          <p className={styles.stateBody}>{TEXTS.markers.noMarkersBody}</p>
        </div>
      )}

      <p className={styles.visuallyHidden} role="status">
        {list.refreshing ? LIST_TEXTS.updating : ''}
      </p>

      {list.status === 'ready' && cards.length > 0 && (
        <>
          <ul
            ref={listRef}
            className={`${styles.list} ${list.refreshing ? styles.stale : ''}`}
            aria-busy={list.refreshing}
          >
            {cards.map((marker) => (
              <SavedMarkerCard
                key={marker.id}
                marker={marker}
                selected={marker.id === selectedId}
                signedIn={isAuthenticated}
                onToggle={toggle}
                onOpenDetails={onOpenDetails}
                buildingCount={
                  marker.buildingId === null ? undefined : list.buildingCounts[marker.buildingId]
                }
              />
            ))}
          </ul>
          {list.loadMoreError && (
            <div className={`${styles.state} ${styles.errorBox}`} role="alert">
              <p className={styles.stateTitle}>{TEXTS.markers.loadErrorTitle}</p>
              <p className={styles.stateBody}>{list.loadMoreError}</p>
              <button type="button" className={buttons.button} onClick={list.loadMore}>
                {TEXTS.markers.tryAgain}
              </button>
            </div>
          )}
          {list.hasMore && !list.loadMoreError && (
            <div className={styles.more}>
              <button
                type="button"
                className={buttons.button}
                onClick={list.loadMore}
                disabled={list.loadingMore}
              >
                {list.loadingMore ? TEXTS.markers.loading : LIST_TEXTS.loadMore}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
