/**
 * What the map reads about saved comments besides the view's clusters and one comment by id
 * (`useComment`, shared): the comments a cluster holds, page by page.
 */
import { LIMITS, call, type GeoBounds, type MarkerCluster, type MarkerCommentsPage } from 'shared';

/**
 * Widens a cluster's bounds so that the list's bbox holds every pin on its edges, and a
 * cluster whose pins all stand at one spot (bounds of one point) is still a box.
 */
export const CLUSTER_BOUNDS_EPSILON = 1e-7;

/** The list's bbox (minLon,minLat,maxLon,maxLat) for a cluster's bounds, widened by epsilon. */
export function bboxAround(bounds: GeoBounds): string {
  const lon = (value: number) => Math.max(-180, Math.min(180, value));
  const lat = (value: number) => Math.max(-90, Math.min(90, value));
  return [
    lon(bounds.minLon - CLUSTER_BOUNDS_EPSILON),
    lat(bounds.minLat - CLUSTER_BOUNDS_EPSILON),
    lon(bounds.maxLon + CLUSTER_BOUNDS_EPSILON),
    lat(bounds.maxLat + CLUSTER_BOUNDS_EPSILON),
  ]
    .map((value) => value.toFixed(8))
    .join(',');
}

/**
 * GET a page of a cluster's comments, newest first: a building's comments (wherever their
 * pins stand), or those inside the cluster's bounds. `cursor` continues a list.
 */
export function fetchClusterComments(
  cluster: MarkerCluster,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MarkerCommentsPage> {
  const where = cluster.building
    ? { building: cluster.building.id }
    : { bbox: bboxAround(cluster.bounds) };
  return call(
    'listMarkerComments',
    {
      query: {
        ...where,
        size: LIMITS.markerListPageSize,
        ...(cursor ? { cursor } : {}),
      },
    },
    { skipAuth: true, signal },
  );
}
