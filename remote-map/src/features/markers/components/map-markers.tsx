import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type {
  LeafletEvent,
  Map as LeafletMap,
  Marker as LeafletMarker,
  Popup as LeafletPopup,
} from 'leaflet';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { TEXTS, bus, useComment, type MarkerCluster, type SavedMarkerComment } from 'shared';
import { clusterSize, markerIcon, type MarkerKind } from '../../../lib/marker-icons';
import {
  commentIdOf,
  popupTitle,
  temporaryMarkerId,
  toSavedMarker,
  useMapState,
  type LatLng,
  type MapMarker,
} from '../../../lib/map-state';
import { useNarrowLayout } from '../../../lib/narrow-layout';
import { useMapViewState } from '../../../lib/view-state';
import { useClustersInView } from '../api/clusters-in-view';
import { useAddressLookup } from '../api/geocoding';
import { useMarkerHighlight } from '../hooks/use-marker-highlight';
import { usePublishSelection } from '../hooks/use-publish-selection';
import { useSavedMarkersSync } from '../hooks/use-saved-markers-sync';
import { roundCoordinate, useSelectedLocationInUrl } from '../hooks/use-selected-location-url';
import { useSelectionFromUrl } from '../hooks/use-selection-from-url';
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
 * the user kept (draggable, with a Remove button) and the selected location (drawn larger,
 * draggable). Clicking the map drops the selected pin there with its popup open, in place of
 * the previous one unless that was kept; a drag looks the address up again. Clicking a saved
 * pin selects its place (URL and 'marker:select') and opens its popup (wide screens).
 */
export function MapMarkers() {
  const map = useMap();
  const { state, dispatch } = useMapState();
  const { update } = useMapViewState();
  const narrow = useNarrowLayout();
  const lookUpAddress = useAddressLookup();
  const [listed, setListed] = useState<MarkerCluster | null>(null);
  useSavedMarkersSync();
  useClustersInView();
  useMarkerHighlight();
  usePublishSelection();
  useSelectionFromUrl();
  useSelectedLocationInUrl();

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
      // To the URL's precision, so that the pin and its address (at=) are the same place.
      const position = {
        lat: roundCoordinate(event.latlng.lat),
        lng: roundCoordinate(event.latlng.lng),
      };
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
  const onKeep = useCallback((id: string) => dispatch({ type: 'keep-marker', id }), [dispatch]);
  const onSelect = useCallback(
    (marker: MapMarker) => {
      const id = commentIdOf(marker.id);
      update({ place: id, at: null });
      bus.emit('marker:select', {
        id,
        position: { lat: marker.position.lat, lon: marker.position.lng },
        source: 'map',
      });
    },
    [update],
  );
  // A popup the map was asked to open is opened once: the request is then spent, so a marker
  // drawn again (or another popup opening over it) never opens it again.
  const onPopupOpened = useCallback(() => dispatch({ type: 'open-popup', id: null }), [dispatch]);
  const handlers = useMemo(
    () => ({ onMoved, onRemove, onKeep, onSelect, onPopupOpened }),
    [onMoved, onRemove, onKeep, onSelect, onPopupOpened],
  );
  const zoomInto = useCallback((cluster: MarkerCluster) => zoomIntoCluster(map, cluster), [map]);
  const closeList = useCallback(
    (cluster: MarkerCluster) => setListed((open) => (open === cluster ? null : open)),
    [],
  );

  const highlighted = state.highlighted;
  const inCluster =
    highlighted && !state.markers.some((marker) => marker.id === highlighted.markerId)
      ? highlighted
      : null;
  const inClusterIsTarget =
    !inCluster || !pinCoversCluster(map, inCluster.position, state.clusters);
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
        const kind = marker.id === highlighted?.markerId ? 'highlighted' : kindOf(marker);
        return (
          <MapMarkerItem
            // One marker whatever its kind, so that its popup stays open while it changes.
            key={marker.id}
            marker={marker}
            kind={kind}
            openPopup={state.openPopupId === marker.id}
            narrow={narrow}
            handlers={handlers}
          />
        );
      })}
      {inCluster && (
        // A pin the view holds inside a cluster: drawn on its own, where it was selected.
        <HighlightedMarker
          // Leaflet reads `interactive` and `keyboard` once: a change draws the pin anew.
          key={`${inCluster.markerId}:${inClusterIsTarget ? 'target' : 'picture'}`}
          markerId={inCluster.markerId}
          position={inCluster.position}
          comment={inCluster.comment}
          target={inClusterIsTarget}
          narrow={narrow}
          handlers={handlers}
        />
      )}
    </>
  );
}

interface MarkerHandlers {
  onMoved: (id: string, position: LatLng) => void;
  onRemove: (id: string) => void;
  onKeep: (id: string) => void;
  onSelect: (marker: MapMarker) => void;
  /** The popup the map asked for is open: the request is spent. */
  onPopupOpened: () => void;
}

/**
 * Whether the highlighted pin, drawn at `position`, would cover part of a cluster. There it
 * is drawn as a picture only, not as a second target over the cluster: a pin over a cluster
 * would leave the cluster less than the 24 px a finger needs (WCAG 2.2, 2.5.8), as when
 * comments at one address are opened from a link. The cluster lists or zooms to what it
 * holds, and the place's card stays selected in the list.
 */
export function pinCoversCluster(
  map: LeafletMap,
  position: LatLng,
  clusters: readonly MarkerCluster[],
): boolean {
  const { iconSize, iconAnchor } = markerIcon('highlighted').options;
  const [width, height] = iconSize as [number, number];
  const [anchorX, anchorY] = iconAnchor as [number, number];
  const tip = map.latLngToContainerPoint([position.lat, position.lng]);
  const pin = { left: tip.x - anchorX, top: tip.y - anchorY, right: 0, bottom: 0 };
  pin.right = pin.left + width;
  pin.bottom = pin.top + height;
  return clusters.some((cluster) => {
    const centre = map.latLngToContainerPoint([cluster.lat, cluster.lon]);
    const radius = clusterSize(cluster.count) / 2;
    return (
      pin.left < centre.x + radius &&
      pin.right > centre.x - radius &&
      pin.top < centre.y + radius &&
      pin.bottom > centre.y - radius
    );
  });
}

interface HighlightedMarkerProps {
  markerId: string;
  position: LatLng;
  /** False: drawn as a picture, neither clicked nor focused (it stands on a cluster). */
  target: boolean;
  /** Its comment, when whoever selected it had it loaded. */
  comment: SavedMarkerComment | undefined;
  narrow: boolean;
  handlers: MarkerHandlers;
}

/**
 * A selected saved marker that the map does not draw on its own (the view holds it inside a
 * cluster): large and green at the position it was selected at. It is named once its comment
 * is loaded.
 */
function HighlightedMarker({
  markerId,
  position,
  comment,
  target,
  narrow,
  handlers,
}: HighlightedMarkerProps) {
  const { load: loaded } = useComment(comment ? null : commentIdOf(markerId), {
    failed: TEXTS.map.commentLoadFailed,
  });
  const known = comment ?? (loaded.status === 'ready' ? loaded.comment : null);
  const base: MapMarker = known
    ? toSavedMarker(known)
    : {
        id: markerId,
        position,
        address: null,
        timestamp: 0,
        isSavedMarker: true,
        needsDetails: true,
      };
  return (
    <MapMarkerItem
      marker={{ ...base, position }}
      kind="highlighted"
      openPopup={false}
      target={target}
      narrow={narrow}
      handlers={handlers}
    />
  );
}

interface MapMarkerItemProps {
  marker: MapMarker;
  kind: MarkerKind;
  /** The map opened this marker's popup (a new selected pin): open it once drawn. */
  openPopup: boolean;
  /** False: a picture only, neither clicked nor focused (read once, when drawn). */
  target?: boolean;
  /** The phone layout: a saved pin's card shows as a bottom sheet, not in a popup. */
  narrow: boolean;
  handlers: MarkerHandlers;
}

const SELECTED_MARKER_LABEL = {
  permanent: true,
  direction: 'top',
  className: 'rm-selected-marker-label',
} as const;

/**
 * One marker and its popup. Memoised: a change to one marker (or a view answer that repeats
 * what is shown) re-draws only the markers that changed.
 */
const MapMarkerItem = memo(function MapMarkerItem({
  marker,
  kind,
  openPopup,
  target = true,
  narrow,
  handlers,
}: MapMarkerItemProps) {
  const { onMoved, onRemove, onKeep, onSelect, onPopupOpened } = handlers;
  const draggable = !marker.isSavedMarker;
  const name = markerName(marker, kind);
  const leafletMarker = useRef<LeafletMarker>(null);
  const popup = useRef<LeafletPopup>(null);
  const relayout = useCallback(() => popup.current?.update(), []);
  const withPopup = !(marker.isSavedMarker && narrow);

  // Leaflet reads a marker's title when it draws its icon: a new name (a new kind, a comment
  // loaded) is set where Leaflet keeps it and on the icon already drawn.
  useEffect(() => {
    const drawn = leafletMarker.current;
    if (!drawn) return;
    drawn.options.title = name;
    drawn.options.alt = name;
    drawn.getElement()?.setAttribute('title', name);
  }, [name]);

  // The highlighted pin's label, bound as Leaflet's own text: it enters and leaves the page
  // with its words, never as an empty tooltip (as a React child's portal would, for a frame).
  // Leaflet fades a closed label out for 200 ms before it removes it: it leaves the
  // accessibility tree at once, so a label drawn anew meanwhile is the only one there.
  const labelled = kind === 'highlighted';
  useEffect(() => {
    const drawn = leafletMarker.current;
    if (!labelled || !drawn) return;
    drawn.bindTooltip(TEXTS.map.selectedMarker, SELECTED_MARKER_LABEL);
    return () => {
      const label = drawn.getTooltip()?.getElement();
      drawn.unbindTooltip();
      label?.setAttribute('aria-hidden', 'true');
    };
  }, [labelled]);

  useEffect(() => {
    if (!openPopup) return;
    leafletMarker.current?.openPopup();
    onPopupOpened();
  }, [openPopup, onPopupOpened]);

  const eventHandlers = useMemo(() => {
    if (marker.isSavedMarker) return { click: () => onSelect(marker) };
    return {
      dragend: (event: LeafletEvent) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng();
        onMoved(marker.id, { lat, lng });
      },
    };
  }, [marker, onMoved, onSelect]);

  return (
    <Marker
      ref={leafletMarker}
      position={[marker.position.lat, marker.position.lng]}
      icon={markerIcon(kind)}
      title={name}
      alt={name}
      draggable={draggable}
      interactive={target}
      keyboard={target}
      zIndexOffset={kind === 'highlighted' || kind === 'selected' ? 1000 : 0}
      eventHandlers={eventHandlers}
    >
      {withPopup && (
        <Popup
          ref={popup}
          autoPanPaddingTopLeft={POPUP_PAN_PADDING_TOP_LEFT}
          maxWidth={marker.isSavedMarker ? 320 : 300}
        >
          {marker.isSavedMarker ? (
            <SavedMarkerPopup marker={marker} onLayout={relayout} />
          ) : (
            <MarkerPopup
              marker={marker}
              onRemove={() => onRemove(marker.id)}
              onKeep={kind === 'selected' ? () => onKeep(marker.id) : undefined}
            />
          )}
        </Popup>
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
