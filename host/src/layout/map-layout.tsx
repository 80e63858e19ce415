import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { TEXTS, bus } from 'shared';
import { RemoteSlot } from '../remotes/remote-slot';
import styles from './map-layout.module.css';

type View = 'map' | 'list';

/**
 * Wide screens: the map fills the left two thirds, the side panel the right.
 * Narrow screens: one of them, toggled by 'Show List' / 'Show Map' (default: map); a pin
 * tapped on the map shows its card in a bottom sheet (remote-markers' PlaceSheet).
 */
export function MapLayout() {
  const [view, setView] = useState<View>('map');

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
    <div className={styles.layout} data-view={view}>
      <section className={styles.map} aria-label="Map">
        <RemoteSlot remote="remote-map" module="./MapView" />
        {/* Phones: a tapped pin's card as a bottom sheet over the map. An overlay: while it
            loads, or if it fails, nothing covers the map. */}
        <RemoteSlot remote="remote-markers" module="./PlaceSheet" loading={null} fallback={null} />
        <button type="button" className={styles.toggle} onClick={() => setView('list')}>
          {TEXTS.showList}
        </button>
      </section>
      <aside className={styles.panel} aria-label={TEXTS.markers.title}>
        <RemoteSlot remote="remote-markers" module="./SavedMarkersPanel" />
        <button type="button" className={styles.toggle} onClick={() => setView('map')}>
          {TEXTS.showMap}
        </button>
      </aside>
      <Outlet />
    </div>
  );
}
