import { memo, useCallback, useRef, useState } from 'react';
import type { LeafletEvent, Marker as LeafletMarker, Popup as LeafletPopup } from 'leaflet';
import { Marker, Popup, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { TEXTS, type MarkerCluster } from 'shared';
import { markerIcon, type MarkerKind } from '../../../lib/marker-icons';
import {
  commentIdOf,
  popupTitle,
  temporaryMarkerId,
  toSavedMarker,
  useMapState,
  type LatLng,
  type MapMarker,
} from '../../../lib/map-state';
import { useClustersInView } from '../api/clusters-in-view';
import { useAddressLookup } from '../api/geocoding';
import { useSavedComment } from '../api/saved-comments';
import { useMarkerHighlight } from '../hooks/use-marker-highlight';
import { usePublishSelection } from '../hooks/use-publish-selection';
import { useSavedMarkersSync } from '../hooks/use-saved-markers-sync';
import {
  POPUP_PAN_PADDING_TOP_LEFT,
  ClusterContentsPopup,
  ClusterMarker,
  clusterListsContents,
  zoomIntoCluster,
} from './cluster-marker';
import { MarkerPopup } from './marker-popup';
import { SavedMarkerPopup } from './saved-marker-popup';

const DRAG_CLICK_WINDOW_MS = 400;

/**
 * Every marker on the map: the view's clusters, saved pins (not draggable), temporary ones
 * (draggable, with a Remove button) and the selected location (a temporary marker, drawn
 * larger). Clicking the map adds a temporary marker and selects it; a drag looks the address
 * up again.
 */
export function MapMarkers() {
  const map = useMap();
  const { state, dispatch } = useMapState();
  const lookUpAddress = useAddressLookup();
  const [listed, setListed] = useState<MarkerCluster | null>(null);
  useSavedMarkersSync();
  useClustersInView();
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
  const zoomInto = useCallback((cluster: MarkerCluster) => zoomIntoCluster(map, cluster), [map]);
  const closeList = useCallback(
    (cluster: MarkerCluster) => setListed((open) => (open === cluster ? null : open)),
    [],
  );

  const highlighted = state.highlighted;
  const kindOf = (marker: MapMarker): MarkerKind => {
    if (marker.isSavedMarker) return 'saved';
    return marker.id === state.selectedMarkerId ? 'selected' : 'temporary';
  };

  return (
    <>
      {state.clusters.map((cluster) => {
        const listsContents = clusterListsContents(map, cluster);
        return (
          <ClusterMarker
            // Leaflet sets a marker's title once: a cluster whose count or action changes is
            // drawn anew; one that a new view repeats is kept.
            key={`${cluster.id}:${cluster.count}:${listsContents ? 'list' : 'zoom'}`}
            cluster={cluster}
            listsContents={listsContents}
            onZoom={zoomInto}
            onList={setListed}
          />
        );
      })}
      {listed && <ClusterContentsPopup key={listed.id} cluster={listed} onClose={closeList} />}
      {state.markers.map((marker) => {
        // The highlighted pin is drawn on its own below, where the list says it is.
        if (marker.id === highlighted?.markerId) return null;
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
      {highlighted && (
        <HighlightedMarker
          markerId={highlighted.markerId}
          position={highlighted.position}
          known={state.markers.find((marker) => marker.id === highlighted.markerId)}
          onMoved={onMoved}
          onRemove={onRemove}
        />
      )}
    </>
  );
}

interface HighlightedMarkerProps {
  markerId: string;
  position: LatLng;
  /** The saved marker the map already draws, if any (a pin, or a comment saved here). */
  known: MapMarker | undefined;
  onMoved: (id: string, position: LatLng) => void;
  onRemove: (id: string) => void;
}

/**
 * The saved marker the list selected ('marker:select'), large and green at the position the
 * list gave, even when the view holds it inside a cluster. A pin the map does not draw on its
 * own is named once its comment is loaded.
 */
function HighlightedMarker({
  markerId,
  position,
  known,
  onMoved,
  onRemove,
}: HighlightedMarkerProps) {
  const loaded = useSavedComment(known ? null : commentIdOf(markerId));
  const base: MapMarker =
    known ??
    (loaded.status === 'ready'
      ? toSavedMarker(loaded.comment)
      : {
          id: markerId,
          position,
          address: null,
          timestamp: 0,
          isSavedMarker: true,
          needsDetails: true,
        });
  const marker = { ...base, position };
  const name = markerName(marker, 'highlighted');
  return (
    <MapMarkerItem
      key={`${markerId}:${name}`}
      marker={marker}
      kind="highlighted"
      onMoved={onMoved}
      onRemove={onRemove}
    />
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
  const popup = useRef<LeafletPopup>(null);
  const relayout = useCallback(() => popup.current?.update(), []);
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
      <Popup ref={popup} autoPanPaddingTopLeft={POPUP_PAN_PADDING_TOP_LEFT}>
        {marker.isSavedMarker ? (
          <SavedMarkerPopup marker={marker} onLayout={relayout} />
        ) : (
          <MarkerPopup marker={marker} onRemove={() => onRemove(marker.id)} />
        )}
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
      // A pin whose comment is still loading has no title yet.
      return marker.needsDetails && !marker.locationType
        ? TEXTS.map.selectedMarker
        : `${TEXTS.map.selectedMarker}: ${popupTitle(marker)}`;
    case 'saved':
      return `${TEXTS.map.savedMarker}: ${popupTitle(marker)}`;
    case 'selected':
      return TEXTS.map.selectedLocation;
    case 'temporary':
      return TEXTS.map.temporaryMarker;
  }
}
