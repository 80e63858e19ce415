import { Suspense, lazy, memo, useCallback, useMemo, useRef } from 'react';
import L, { type LeafletKeyboardEvent, type Map as LeafletMap } from 'leaflet';
import { Marker, Popup } from 'react-leaflet';
import { CLUSTER_GRID, LIMITS, TEXTS, type MarkerCluster } from 'shared';
import { clusterIcon, clusterSize } from '../../../lib/marker-icons';
import { POPUP_TEXTS } from '../texts';
import { prefersReducedMotion } from '../../../lib/motion';

/**
 * A popup that opens under the place search box (drawn over the map's top edge, outside
 * Leaflet) pans the map until it clears it.
 */
export const POPUP_PAN_PADDING_TOP_LEFT: [number, number] = [16, 64];

/** What a cluster holds is read only once someone asks: it is not part of the first load. */
const ClusterContents = lazy(() =>
  import('./cluster-contents').then(({ ClusterContents }) => ({ default: ClusterContents })),
);

/** Room left around a cluster's pins when the map zooms to them. */
const FIT_PADDING_PX = 48;

/**
 * Whether activating a cluster lists what it holds instead of zooming in: a building's
 * cluster always does (its comments are one place), and zooming cannot split the others
 * when their pins all stand at one spot, the grid is already its finest, or the map cannot
 * zoom further.
 */
export function clusterListsContents(map: LeafletMap, cluster: MarkerCluster): boolean {
  const { minLon, minLat, maxLon, maxLat } = cluster.bounds;
  const zoom = map.getZoom();
  return (
    cluster.building !== undefined ||
    (minLon === maxLon && minLat === maxLat) ||
    zoom >= CLUSTER_GRID.maxZoom ||
    zoom >= map.getMaxZoom()
  );
}

/**
 * Zooms to the pins a cluster holds (padded); when that would not zoom in at least one
 * level (pins spread across the view), two levels in on the cluster's centre instead.
 */
export function zoomIntoCluster(map: LeafletMap, cluster: MarkerCluster): void {
  const { minLon, minLat, maxLon, maxLat } = cluster.bounds;
  const bounds = L.latLngBounds([minLat, minLon], [maxLat, maxLon]);
  const zoom = map.getZoom();
  const padding = L.point(FIT_PADDING_PX, FIT_PADDING_PX);
  const animate = !prefersReducedMotion();
  const duration = LIMITS.mapFlyDurationSeconds;
  if (map.getBoundsZoom(bounds, false, padding.multiplyBy(2)) >= zoom + 1) {
    if (animate) map.flyToBounds(bounds, { padding, duration });
    else map.fitBounds(bounds, { padding, animate: false });
    return;
  }
  const center = L.latLng(cluster.lat, cluster.lon);
  const target = Math.min(zoom + 2, map.getMaxZoom());
  if (animate) map.flyTo(center, target, { duration });
  else map.setView(center, target, { animate: false });
}

/** The cluster's accessible name (and hover title), with its full count (and address). */
export function clusterName(cluster: MarkerCluster, listsContents: boolean): string {
  const count = cluster.count.toLocaleString('en-AU');
  if (cluster.building) {
    return POPUP_TEXTS.buildingCluster
      .replace('{address}', cluster.building.address)
      .replace('{count}', count);
  }
  const text = listsContents ? TEXTS.map.clusterList : TEXTS.map.clusterZoomIn;
  return text.replace('{count}', count);
}

interface ClusterMarkerProps {
  cluster: MarkerCluster;
  /** What activating it does (decided for the map's zoom when it was drawn). */
  listsContents: boolean;
  onZoom: (cluster: MarkerCluster) => void;
  onList: (cluster: MarkerCluster) => void;
}

/**
 * A cluster of saved pins: its count in a circle, focusable, named with the full count. A
 * click, Enter or Space zooms to its pins, or lists them where zooming cannot split it.
 * Memoised: a view answer that repeats it re-draws nothing.
 */
export const ClusterMarker = memo(function ClusterMarker({
  cluster,
  listsContents,
  onZoom,
  onList,
}: ClusterMarkerProps) {
  const name = clusterName(cluster, listsContents);
  const eventHandlers = useMemo(() => {
    const activate = () => (listsContents ? onList(cluster) : onZoom(cluster));
    return {
      click: activate,
      keydown: (event: LeafletKeyboardEvent) => {
        const key = event.originalEvent.key;
        if (key !== 'Enter' && key !== ' ') return;
        event.originalEvent.preventDefault();
        activate();
      },
    };
  }, [cluster, listsContents, onList, onZoom]);
  return (
    <Marker
      position={[cluster.lat, cluster.lon]}
      icon={clusterIcon(cluster.count, cluster.building !== undefined)}
      title={name}
      keyboard
      eventHandlers={eventHandlers}
    />
  );
});

interface ClusterContentsPopupProps {
  cluster: MarkerCluster;
  onClose: (cluster: MarkerCluster) => void;
}

/** The popup listing a cluster's comments, above its circle; closing it ends the listing. */
export function ClusterContentsPopup({ cluster, onClose }: ClusterContentsPopupProps) {
  const popup = useRef<L.Popup>(null);
  // A new position would open the popup again: it is made once per cluster.
  const position = useMemo<[number, number]>(() => [cluster.lat, cluster.lon], [cluster]);
  const offset = useMemo<[number, number]>(
    () => [0, 7 - clusterSize(cluster.count) / 2],
    [cluster.count],
  );
  const eventHandlers = useMemo(() => ({ remove: () => onClose(cluster) }), [cluster, onClose]);
  const relayout = useCallback(() => popup.current?.update(), []);
  return (
    <Popup
      ref={popup}
      position={position}
      offset={offset}
      eventHandlers={eventHandlers}
      className="rm-cluster-popup"
      maxWidth={320}
      autoPanPaddingTopLeft={POPUP_PAN_PADDING_TOP_LEFT}
    >
      <Suspense fallback={<p role="status">{TEXTS.map.loadingComments}</p>}>
        <ClusterContents cluster={cluster} onLayout={relayout} />
      </Suspense>
    </Popup>
  );
}
