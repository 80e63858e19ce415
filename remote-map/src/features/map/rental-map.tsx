import { useEffect } from 'react';
import { MapContainer, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import { MAP_DEFAULTS, bus } from 'shared';
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

export function RentalMap() {
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
      </MapContainer>
    </div>
  );
}
