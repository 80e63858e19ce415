import { memo, useCallback, useRef } from 'react';
import type { LeafletEvent, Marker as LeafletMarker } from 'leaflet';
import { Marker, Popup, Tooltip, useMapEvents } from 'react-leaflet';
import { TEXTS } from 'shared';
import { markerIcon, type MarkerKind } from '../../../lib/marker-icons';
import {
  popupTitle,
  temporaryMarkerId,
  useMapState,
  type LatLng,
  type MapMarker,
} from '../../../lib/map-state';
import { useAddressLookup } from '../api/geocoding';
import { useSavedMarkersInView } from '../api/saved-in-view';
import { useMarkerHighlight } from '../hooks/use-marker-highlight';
import { usePublishSelection } from '../hooks/use-publish-selection';
import { useSavedMarkersSync } from '../hooks/use-saved-markers-sync';
import { MarkerPopup } from './marker-popup';

const DRAG_CLICK_WINDOW_MS = 400;

/**
 * Every marker on the map: saved ones (not draggable), temporary ones (draggable, with a
 * Remove button) and the selected location (a temporary marker, drawn larger). Clicking the
 * map adds a temporary marker and selects it; a drag looks the address up again.
 */
export function MapMarkers() {
  const { state, dispatch } = useMapState();
  const lookUpAddress = useAddressLookup();
  useSavedMarkersSync();
  useSavedMarkersInView();
  useMarkerHighlight();
  usePublishSelection();

  // When a marker drag ends, the browser may still deliver the mouseup's click to the pane
  // under the pointer, which Leaflet takes for a click on the map: that would drop a second
  // marker where the dragged one landed.
  const lastDragEnd = useRef(Number.NEGATIVE_INFINITY);

  useMapEvents({
    click: (event) => {
      // A click whose target was just re-drawn or removed (a popup's content, a button that
      // closed it) reaches Leaflet detached, and Leaflet takes it for a click on the map.
      const target = event.originalEvent.target;
      if (target instanceof Node && !target.isConnected) return;
      if (event.originalEvent.timeStamp - lastDragEnd.current < DRAG_CLICK_WINDOW_MS) return;
      const id = temporaryMarkerId();
      const position = { lat: event.latlng.lat, lng: event.latlng.lng };
      dispatch({ type: 'add-temporary', id, position });
      void lookUpAddress(id, position);
    },
  });

  const onMoved = useCallback(
    (id: string, position: LatLng) => {
      lastDragEnd.current = performance.now();
      dispatch({ type: 'move-marker', id, position });
      void lookUpAddress(id, position);
    },
    [dispatch, lookUpAddress],
  );
  const onRemove = useCallback((id: string) => dispatch({ type: 'remove-marker', id }), [dispatch]);

  const kindOf = (marker: MapMarker): MarkerKind => {
    if (marker.isSavedMarker) {
      return marker.id === state.highlightedMarkerId ? 'highlighted' : 'saved';
    }
    return marker.id === state.selectedMarkerId ? 'selected' : 'temporary';
  };

  return (
    <>
      {state.markers.map((marker) => {
        const kind = kindOf(marker);
        return (
          <MapMarkerItem
            // Leaflet sets a marker's title once: a marker that changes kind is drawn anew.
            key={`${marker.id}:${kind}`}
            marker={marker}
            kind={kind}
            onMoved={onMoved}
            onRemove={onRemove}
          />
        );
      })}
    </>
  );
}

interface MapMarkerItemProps {
  marker: MapMarker;
  kind: MarkerKind;
  onMoved: (id: string, position: LatLng) => void;
  onRemove: (id: string) => void;
}

/**
 * One marker and its popup. Memoised: a change to one marker (or a view answer that repeats
 * what is shown) re-draws only the markers that changed.
 */
const MapMarkerItem = memo(function MapMarkerItem({
  marker,
  kind,
  onMoved,
  onRemove,
}: MapMarkerItemProps) {
  const draggable = !marker.isSavedMarker;
  const name = markerName(marker, kind);
  return (
    <Marker
      position={[marker.position.lat, marker.position.lng]}
      icon={markerIcon(kind)}
      title={name}
      alt={name}
      draggable={draggable}
      keyboard
      zIndexOffset={kind === 'highlighted' || kind === 'selected' ? 1000 : 0}
      eventHandlers={
        draggable
          ? {
              dragend: (event: LeafletEvent) => {
                const { lat, lng } = (event.target as LeafletMarker).getLatLng();
                onMoved(marker.id, { lat, lng });
              },
            }
          : undefined
      }
    >
      <Popup>
        <MarkerPopup
          marker={marker}
          onRemove={marker.isSavedMarker ? undefined : () => onRemove(marker.id)}
        />
      </Popup>
      {kind === 'highlighted' && (
        <Tooltip permanent direction="top" className="rm-selected-marker-label">
          {TEXTS.map.selectedMarker}
        </Tooltip>
      )}
    </Marker>
  );
});

/** The marker's accessible name (and hover title): what it is, then its title. */
function markerName(marker: MapMarker, kind: MarkerKind): string {
  switch (kind) {
    case 'highlighted':
      return `${TEXTS.map.selectedMarker}: ${popupTitle(marker)}`;
    case 'saved':
      return `${TEXTS.map.savedMarker}: ${popupTitle(marker)}`;
    case 'selected':
      return TEXTS.map.selectedLocation;
    case 'temporary':
      return TEXTS.map.temporaryMarker;
  }
}
