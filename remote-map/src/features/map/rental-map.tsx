import { useEffect, type ReactNode } from 'react';
import { MapContainer, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import { LIMITS, MAP_DEFAULTS, TEXTS, bus } from 'shared';
import { useMapState } from '../../lib/map-state';
import { prefersReducedMotion } from '../../lib/motion';
import { useClientConfig } from './use-client-config';
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

/** Flies to each new target in 0.8 s (SPEC.md §9); jumps when the user wants less motion. */
function FlyToTarget() {
  const map = useMap();
  const { state } = useMapState();
  const target = state.flyTarget;
  useEffect(() => {
    if (!target) return;
    const center: [number, number] = [target.position.lat, target.position.lng];
    const zoom = target.zoom ?? Math.max(map.getZoom(), MAP_DEFAULTS.flyToZoom);
    if (prefersReducedMotion()) map.setView(center, zoom, { animate: false });
    else map.flyTo(center, zoom, { duration: LIMITS.mapFlyDurationSeconds });
  }, [map, target]);
  return null;
}

/** Back to the default view: no search, no selection, no temporary markers. */
export function ResetMapButton() {
  const { dispatch } = useMapState();
  return (
    <button type="button" className={styles.reset} onClick={() => dispatch({ type: 'reset' })}>
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
  return (
    <div className={styles.container} data-testid="rental-map">
      <MapContainer
        center={[MAP_DEFAULTS.center.lat, MAP_DEFAULTS.center.lng]}
        zoom={MAP_DEFAULTS.zoom}
        zoomControl={false}
        className={styles.map}
      >
        {config && <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />}
        <ZoomControl position="topleft" />
        <ResizeOnShow />
        <FlyToTarget />
        {children}
      </MapContainer>
      {overlay}
    </div>
  );
}
