import { Control, DomEvent, DomUtil } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Circle, CircleMarker, Tooltip, useMap } from 'react-leaflet';
import { LIMITS, TEXTS, useLocationSharing, type LocationSharing } from 'shared';
import { prefersReducedMotion } from '../../lib/motion';
import { useMapViewState } from '../../lib/view-state';
import { useGeolocation, type GeolocationFailure } from './use-geolocation';
import styles from './my-location.module.css';

const UI = TEXTS.myLocation;

/** Close enough to see the street you are on, not so close that the suburb is lost. */
const MY_LOCATION_ZOOM = 15;

const FAILURE_TEXT: Record<GeolocationFailure, string> = {
  denied: UI.denied,
  unavailable: UI.unavailable,
  unsupported: UI.unsupported,
};

/** A Leaflet control's box under the zoom control, for React to draw into. */
function useControlContainer(): HTMLElement {
  const map = useMap();
  const [box] = useState(() => DomUtil.create('div', `leaflet-control ${styles.control}`));
  useEffect(() => {
    // A press on the control is not a click on the map (which would drop a marker).
    DomEvent.disableClickPropagation(box);
    DomEvent.disableScrollPropagation(box);
    const control = new Control({ position: 'topleft' });
    control.onAdd = () => box;
    control.addTo(map);
    return () => {
      control.remove();
    };
  }, [map, box]);
  return box;
}

function LocateIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4" fill="currentColor" />
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The "my location" control for 'always' and 'when-active'. Pressing it asks the browser
 * (its own prompt the first time) and centres the map on the answer, with a dot where the
 * user is. With 'always' it also does that once when the map opens, unless the page was
 * opened on a link to a place, which is what the visitor came to see.
 */
function LocationControl({ mode }: { mode: Exclude<LocationSharing, 'never'> }) {
  const map = useMap();
  const container = useControlContainer();
  const location = useGeolocation();
  const { state } = useMapViewState();
  const [openedOnPlace] = useState(() => state.place !== null || state.at !== null);
  const centredOnce = useRef(false);
  const { locate } = location;

  useEffect(() => {
    if (mode !== 'always' || centredOnce.current || openedOnPlace) return;
    centredOnce.current = true;
    locate();
  }, [mode, openedOnPlace, locate]);

  const lat = location.status === 'located' ? location.lat : null;
  const lon = location.status === 'located' ? location.lon : null;
  useEffect(() => {
    if (lat === null || lon === null) return;
    const zoom = Math.max(map.getZoom(), MY_LOCATION_ZOOM);
    if (prefersReducedMotion()) map.setView([lat, lon], zoom, { animate: false });
    else map.flyTo([lat, lon], zoom, { duration: LIMITS.mapFlyDurationSeconds });
  }, [map, lat, lon]);

  const busy = location.status === 'locating';
  return (
    <>
      {location.status === 'located' && (
        <>
          <Circle
            center={[location.lat, location.lon]}
            radius={location.accuracy}
            interactive={false}
            pathOptions={{ color: '#2563eb', weight: 1, fillOpacity: 0.1 }}
          />
          <CircleMarker
            center={[location.lat, location.lon]}
            radius={8}
            pathOptions={{ color: '#fff', weight: 3, fillColor: '#2563eb', fillOpacity: 1 }}
          >
            <Tooltip>{UI.youAreHere}</Tooltip>
          </CircleMarker>
        </>
      )}
      {createPortal(
        <>
          <button
            type="button"
            className={styles.button}
            aria-label={UI.show}
            title={busy ? UI.locating : UI.show}
            aria-busy={busy}
            data-testid="my-location"
            onClick={locate}
          >
            <LocateIcon />
          </button>
          {location.status === 'failed' && (
            <p className={styles.message} role="alert">
              <span>{FAILURE_TEXT[location.failure]}</span>
              <button
                type="button"
                className={styles.dismiss}
                aria-label={UI.dismiss}
                onClick={location.clear}
              >
                ×
              </button>
            </p>
          )}
        </>,
        container,
      )}
    </>
  );
}

/**
 * What the signed-in user's Location Sharing (or, signed out, 'when-active') makes of the
 * "my location" control: shown for 'always' and 'when-active', absent for 'never'. Nothing
 * is drawn while a signed-in user's settings are on their way.
 */
export function MyLocation() {
  const mode = useLocationSharing();
  if (mode === null || mode === 'never') return null;
  // A new mode is a new control: 'always' centres once for the mode it was chosen with.
  return <LocationControl key={mode} mode={mode} />;
}
