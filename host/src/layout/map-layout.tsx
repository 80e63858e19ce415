import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { TEXTS, bus } from 'shared';
import { RemoteSlot } from '../remotes/remote-slot';
import { useFirstTileHandoff } from './first-tile';
import { FirstVisitHint } from './first-visit-hint';
import styles from './map-layout.module.css';

export const MAP_PAGE_HEADING = 'RentMap: rental comments on the map';

type View = 'map' | 'list';

/**
 * Wide screens: the map fills the left two thirds, the side panel the right.
 * Narrow screens: one of them, toggled by 'Show List' / 'Show Map' (default: map); a pin
 * tapped on the map shows its card in a bottom sheet (remote-markers' PlaceSheet).
 */
export function MapLayout() {
  const [view, setView] = useState<View>('map');
  useFirstTileHandoff();

  useEffect(() => {
    bus.emit('layout:view', { view });
  }, [view]);

  useEffect(() => {
    // Selecting a marker in the list on a phone shows it on the map.
    const subscription = bus.on('marker:select').subscribe((selection) => {
      if (selection.id) setView('map');
    });
    return () => subscription.unsubscribe();
  }, []);

  return (
    <main className={styles.layout} data-view={view}>
      {/* The route's one heading: the map and the list speak for themselves on screen. */}
      <h1 className={styles.visuallyHidden}>{MAP_PAGE_HEADING}</h1>
      <section className={styles.map} aria-label="Map">
        <RemoteSlot remote="remote-map" module="./MapView" />
        {/* Phones: a tapped pin's card as a bottom sheet over the map. An overlay: while it
            loads, or if it fails, nothing covers the map. */}
        <RemoteSlot
          remote="remote-markers"
          module="./PlaceSheet"
          loading={null}
          fallback={null}
          afterMapView
        />
        <FirstVisitHint />
        <button type="button" className={styles.toggle} onClick={() => setView('list')}>
          {TEXTS.showList}
        </button>
      </section>
      <aside className={styles.panel} aria-label={TEXTS.markers.title}>
        {/* Loads after the map's first view, which it lists: the map comes first. */}
        <RemoteSlot remote="remote-markers" module="./SavedMarkersPanel" afterMapView />
        <button type="button" className={styles.toggle} onClick={() => setView('map')}>
          {TEXTS.showMap}
        </button>
      </aside>
      <Outlet />
    </main>
  );
}
