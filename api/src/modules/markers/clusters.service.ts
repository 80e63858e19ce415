import {
  CLUSTER_GRID,
  cellX,
  cellY,
  clusterGridFor,
  type CellRange,
  type MarkerCluster,
  type MarkerClusters,
  type MarkerClustersParams,
  type MarkerPin,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { findBuildingPlaces } from '../buildings/buildings.repository';
import {
  findCells,
  findCommentGroups,
  findPinsAt,
  type CellRow,
  type GroupRow,
} from './clusters.repository';
import { applyFilters, type AppliedFilters } from './filters';
import { parseBoundingBox } from './markers.service';

/**
 * The map speaks in buildings on the finest grids (cells of about 250 m and less at
 * Australian latitudes) when the view holds at most this many comments: read one by one,
 * they cost about what the grid's cells do.
 */
export const BUILDINGS_VIEW = { fromGridZoom: 16, maxComments: 2000 } as const;

/**
 * What the map shows in a view at a zoom: every non-empty cell of the view's grid, as the
 * pin itself when it holds one and as a cluster with its count otherwise. Where the view is
 * close and holds few comments, the comments about one building are one cluster of that
 * building instead (inViewByBuilding). The counts add up to every saved pin the filters keep
 * in the cells the view touches.
 */
export async function findClustersInView(
  db: Db,
  request: MarkerClustersParams,
): Promise<MarkerClusters> {
  const range = clusterGridFor(parseBoundingBox(request.bbox), request.zoom);
  const filters = applyFilters(request);
  const cells = await findCells(db, range, filters);
  const total = cells.reduce((sum, cell) => sum + cell.count, 0);
  const byBuilding =
    range.zoom >= BUILDINGS_VIEW.fromGridZoom && total <= BUILDINGS_VIEW.maxComments
      ? await inViewByBuilding(db, range, filters, request.zoom)
      : null;
  return byBuilding ?? (await inViewByCell(db, range, cells, filters, total));
}

async function inViewByCell(
  db: Db,
  range: CellRange,
  cells: CellRow[],
  filters: AppliedFilters,
  total: number,
): Promise<MarkerClusters> {
  const single = cells.filter((cell) => cell.count === 1);
  const pinsByCell = new Map<string, MarkerPin>();
  for (const pin of await findPinsAt(
    db,
    single.map((cell) => ({ lat: cell.sum_lat, lon: cell.sum_lon })),
    filters,
  )) {
    pinsByCell.set(`${cellX(pin.lon, range.zoom)}/${cellY(pin.lat, range.zoom)}`, {
      id: pin.id,
      lat: pin.lat,
      lon: pin.lon,
      locationType: pin.location_type,
    });
  }

  const clusters: MarkerCluster[] = [];
  const pins: MarkerPin[] = [];
  for (const cell of cells) {
    const pin = cell.count === 1 ? pinsByCell.get(`${cell.x}/${cell.y}`) : undefined;
    if (pin) pins.push(pin);
    else clusters.push(toCluster(range.zoom, cell));
  }
  return { zoom: range.zoom, total, clusters, pins };
}

/**
 * The view's comments about a building as one cluster of that building (at its position,
 * however many cells they fall in), and the others by cell as before; one comment alone is
 * its pin. Null when that would draw more markers than a view's cells may
 * (CLUSTER_GRID.maxCells).
 */
async function inViewByBuilding(
  db: Db,
  range: CellRange,
  filters: AppliedFilters,
  mapZoom: number,
): Promise<MarkerClusters | null> {
  const groups = new Map<string, GroupRow[]>();
  let total = 0;
  for (const row of await findCommentGroups(db, range, filters)) {
    total += row.count;
    const key = row.building_id ?? `${row.x}/${row.y}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  if (groups.size > CLUSTER_GRID.maxCells) return null;

  const clusters: MarkerCluster[] = [];
  const pins: MarkerPin[] = [];
  const ofBuildings: GroupRow[][] = [];
  for (const rows of groups.values()) {
    const first = rows[0]!;
    if (rows.length === 1 && first.count === 1) pins.push(toPin(first));
    else if (first.building_id) ofBuildings.push(rows);
    else clusters.push(toCluster(range.zoom, first));
  }
  const places = new Map(
    (
      await findBuildingPlaces(
        db,
        ofBuildings.map((rows) => rows[0]!.building_id!),
      )
    ).map((place) => [place.id, place]),
  );
  for (const rows of ofBuildings) {
    const place = places.get(rows[0]!.building_id!);
    clusters.push(
      ...(place ? [toBuildingCluster(place, rows)] : rows.map((row) => toCluster(range.zoom, row))),
    );
  }
  return { zoom: range.zoom, total, clusters: keptApart(clusters, mapZoom), pins };
}

/**
 * How far apart, in screen pixels, two clusters' centres must be to be drawn apart: a
 * cluster is at least 40 px across (remote-map's CLUSTER_MIN_SIZE), and one drawn over
 * another hides it from a click.
 */
export const CLUSTERS_APART_PX = 44;

/** A position's Web Mercator pixel at `zoom`, as the map draws it. */
function pixelAt(zoom: number, { lat, lon }: { lat: number; lon: number }) {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lon + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/**
 * The clusters with those too close to draw apart at the map's zoom joined: largest first,
 * each one closer than CLUSTERS_APART_PX to a cluster already kept joins it. A joined
 * cluster is no one building's any more: it keeps the kept one's id (as `near/{id}` for a
 * building's), counts both, stands at their mean position and spans both boxes; zooming in
 * (or listing what its box holds) separates them again.
 */
export function keptApart(clusters: MarkerCluster[], mapZoom: number): MarkerCluster[] {
  const kept: { cluster: MarkerCluster; x: number; y: number }[] = [];
  const largestFirst = [...clusters].sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : 1));
  for (const cluster of largestFirst) {
    const { x, y } = pixelAt(mapZoom, cluster);
    const near = kept.find((one) => Math.hypot(one.x - x, one.y - y) < CLUSTERS_APART_PX);
    if (!near) {
      kept.push({ cluster, x, y });
      continue;
    }
    const { cluster: into } = near;
    const count = into.count + cluster.count;
    near.cluster = {
      id: into.building ? `near/${into.building.id}` : into.id,
      lat: (into.lat * into.count + cluster.lat * cluster.count) / count,
      lon: (into.lon * into.count + cluster.lon * cluster.count) / count,
      count,
      bounds: {
        minLon: Math.min(into.bounds.minLon, cluster.bounds.minLon),
        minLat: Math.min(into.bounds.minLat, cluster.bounds.minLat),
        maxLon: Math.max(into.bounds.maxLon, cluster.bounds.maxLon),
        maxLat: Math.max(into.bounds.maxLat, cluster.bounds.maxLat),
      },
    };
  }
  return kept.map((one) => one.cluster);
}

function toPin(row: GroupRow): MarkerPin {
  return { id: row.first_id, lat: row.sum_lat, lon: row.sum_lon, locationType: row.first_type };
}

/** A building's comments as one cluster, at the building's own position. */
function toBuildingCluster(
  place: { id: string; full_address: string; lat: number; lon: number },
  rows: GroupRow[],
): MarkerCluster {
  return {
    id: `building/${place.id}`,
    lat: place.lat,
    lon: place.lon,
    count: rows.reduce((sum, row) => sum + row.count, 0),
    bounds: {
      minLon: Math.min(...rows.map((row) => row.min_lon)),
      minLat: Math.min(...rows.map((row) => row.min_lat)),
      maxLon: Math.max(...rows.map((row) => row.max_lon)),
      maxLat: Math.max(...rows.map((row) => row.max_lat)),
    },
    building: { id: place.id, address: place.full_address },
  };
}

function toCluster(zoom: number, cell: CellRow): MarkerCluster {
  return {
    id: `${zoom}/${cell.x}/${cell.y}`,
    lat: cell.sum_lat / cell.count,
    lon: cell.sum_lon / cell.count,
    count: cell.count,
    bounds: {
      minLon: cell.min_lon,
      minLat: cell.min_lat,
      maxLon: cell.max_lon,
      maxLat: cell.max_lat,
    },
  };
}
