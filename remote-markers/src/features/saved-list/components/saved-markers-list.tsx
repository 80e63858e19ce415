import { useCallback, useEffect, useState } from 'react';
import { TEXTS, bus, useSession, type SavedMarkerComment } from 'shared';
import buttons from '../../../components/button.module.css';
import { useSavedMarkers } from '../api/get-saved-markers';
import { SavedMarkerCard } from './saved-marker-card';
import styles from './saved-markers-list.module.css';

const LOAD_MORE = 'Load more';

interface SavedMarkersListProps {
  /** The eye button of a card (signed-in users only). */
  onOpenDetails: (marker: SavedMarkerComment) => void;
}

/** The side panel at '/': every saved comment, newest first, selectable onto the map. */
export function SavedMarkersList({ onOpenDetails }: SavedMarkersListProps) {
  const list = useSavedMarkers();
  const { isAuthenticated } = useSession();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // The map (or anyone) may change the selection too; the list follows.
  useEffect(() => {
    const subscription = bus.on('marker:select').subscribe((selection) => {
      setSelectedId(selection.id);
    });
    return () => subscription.unsubscribe();
  }, []);

  const toggle = useCallback(
    (marker: SavedMarkerComment) => {
      if (marker.id === selectedId) {
        setSelectedId(null);
        bus.emit('marker:select', { id: null });
      } else {
        setSelectedId(marker.id);
        bus.emit('marker:select', {
          id: marker.id,
          position: { lat: marker.lat, lon: marker.lon },
        });
      }
    },
    [selectedId],
  );

  const clearSelection = () => {
    setSelectedId(null);
    bus.emit('marker:select', { id: null });
  };

  return (
    <section className={styles.panel} data-testid="saved-markers-panel">
      <header className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>{TEXTS.markers.title}</h2>
        {list.status === 'ready' && list.markers.length > 0 && (
          <span className={styles.count} title={`${list.total} saved`}>
            {list.total}
          </span>
        )}
      </header>

      {selectedId !== null && (
        <div className={styles.banner} role="status">
          <span>{TEXTS.markers.markerSelected}</span>
          <button type="button" className={styles.bannerButton} onClick={clearSelection}>
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

      {list.status === 'ready' && list.markers.length === 0 && (
        <div className={styles.state}>
          <p className={styles.stateTitle}>{TEXTS.markers.noMarkersTitle}</p>
          <p className={styles.stateBody}>{TEXTS.markers.noMarkersBody}</p>
        </div>
      )}

      {list.status === 'ready' && list.markers.length > 0 && (
        <>
          <ul className={styles.list}>
            {list.markers.map((marker) => (
              <SavedMarkerCard
                key={marker.id}
                marker={marker}
                selected={marker.id === selectedId}
                signedIn={isAuthenticated}
                onToggle={toggle}
                onOpenDetails={onOpenDetails}
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
                {list.loadingMore ? TEXTS.markers.loading : LOAD_MORE}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
