import { useEffect, type ReactNode } from 'react';
import { MapContainer, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import { LIMITS, MAP_DEFAULTS, TEXTS, bus, tileGridFor } from 'shared';
import { useMapState } from '../../lib/map-state';
import { prefersReducedMotion } from '../../lib/motion';
import { useMapViewState } from '../../lib/view-state';
import { useClientConfig } from './use-client-config';
import { ViewInUrl } from './view-in-url';
import styles from './rental-map.module.css';

/** Leaflet must re-measure when a phone layout shows the map again. */
function ResizeOnShow() {
  const map = useMap();
  useEffect(() => {
    const subscription = bus.on('layout:view').subscribe(({ view }) => {
      if (view === 'map') setTimeout(() => map.invalidateSize(), 0);
    });
    return () => subscription.unsubscribe();
  }, [map]);
  return null;
}

/**
 * Flies to each new target in 0.8 s; jumps when the user wants less motion. A
 * marker's popup that waits for the flight opens when the map comes to rest.
 */
function FlyToTarget() {
  const map = useMap();
  const { state, dispatch } = useMapState();
  const target = state.flyTarget;
  useEffect(() => {
    if (!target) return;
    const center: [number, number] = [target.position.lat, target.position.lng];
    const zoom = target.zoom ?? Math.max(map.getZoom(), MAP_DEFAULTS.flyToZoom);
    const popupOf = target.openPopup;
    const openPopup = () => {
      if (popupOf) dispatch({ type: 'open-popup', id: popupOf });
    };
    // Leaflet ends every move, a flight cut short too, with moveend.
    map.once('moveend', openPopup);
    if (prefersReducedMotion()) map.setView(center, zoom, { animate: false });
    else map.flyTo(center, zoom, { duration: LIMITS.mapFlyDurationSeconds });
    return () => {
      map.off('moveend', openPopup);
    };
  }, [map, target, dispatch]);
  return null;
}

/**
 * Back to the default view: no search, no selection, no temporary markers; the URL keeps
 * only the filters (a new history entry, so Back returns to what was on screen).
 */
export function ResetMapButton() {
  const { dispatch } = useMapState();
  const { update } = useMapViewState();
  const reset = () => {
    update({ view: null, place: null, at: null });
    dispatch({ type: 'reset' });
  };
  return (
    <button type="button" className={styles.reset} onClick={reset}>
      {TEXTS.map.resetMap}
    </button>
  );
}

interface RentalMapProps {
  /** Drawn on the map (markers, map event handlers). */
  children?: ReactNode;
  /** Drawn over the map, outside Leaflet (the search box). */
  overlay?: ReactNode;
}

export function RentalMap({ children, overlay }: RentalMapProps) {
  const config = useClientConfig();
  // The map starts where the URL says (read once: MapContainer takes its first view only).
  const { view } = useMapViewState().state;
  return (
    <div className={styles.container} data-testid="rental-map">
      {/* Before the map in the DOM: Tab reaches the search box before every pin. */}
      {overlay}
      <MapContainer
        center={view ? [view.lat, view.lon] : [MAP_DEFAULTS.center.lat, MAP_DEFAULTS.center.lng]}
        zoom={view?.zoom ?? MAP_DEFAULTS.zoom}
        zoomControl={false}
        className={styles.map}
      >
        {config && (
          <TileLayer
            url={config.tileUrl}
            attribution={config.tileAttribution}
            {...tileGridFor(window.devicePixelRatio)}
            // A flight (a place opened from a link or the list) or a pinch loads
            // tiles where it ends, not at every zoom level it passes: a flight from zoom 13 to
            // 17 asked for three levels of tiles no one looks at.
            updateWhenZooming={false}
          />
        )}
        <ZoomControl position="topleft" />
        <ResizeOnShow />
        <FlyToTarget />
        <ViewInUrl />
        {children}
      </MapContainer>
    </div>
  );
}
