import {
  cellX,
  cellY,
  clusterGridFor,
  type MarkerCluster,
  type MarkerClusters,
  type MarkerClustersParams,
  type MarkerPin,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { findCells, findPinsAt, type CellRow } from './clusters.repository';
import { applyFilters } from './filters';
import { parseBoundingBox } from './markers.service';

/**
 * What the map shows in a view at a zoom: every non-empty cell of the view's grid, as the
 * pin itself when it holds one and as a cluster with its count otherwise. The counts add up
 * to every saved pin the filters keep in the cells the view touches.
 */
export async function findClustersInView(
  db: Db,
  request: MarkerClustersParams,
): Promise<MarkerClusters> {
  const range = clusterGridFor(parseBoundingBox(request.bbox), request.zoom);
  const filters = applyFilters(request);
  const cells = await findCells(db, range, filters);
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
  let total = 0;
  for (const cell of cells) {
    total += cell.count;
    const pin = cell.count === 1 ? pinsByCell.get(`${cell.x}/${cell.y}`) : undefined;
    if (pin) pins.push(pin);
    else clusters.push(toCluster(range.zoom, cell));
  }
  return { zoom: range.zoom, total, clusters, pins };
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
