import type { CellRange, LocationType } from 'shared/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { MarkerCellsTable } from '../../db/types';

/** A cell of one zoom's grid: its column, row, count, summed position and box. */
export type CellRow = Omit<Selectable<MarkerCellsTable>, 'z'>;

/**
 * The non-empty cells of a view: an index seek per column of the range (`x in (…)` on the
 * (z, x, y) key), each reading only the rows in view.
 */
export async function findCells(db: Db, range: CellRange): Promise<CellRow[]> {
  const columns = range.columns.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i),
  );
  return db
    .selectFrom('marker_cells')
    .select(['x', 'y', 'count', 'sum_lat', 'sum_lon', 'min_lat', 'min_lon', 'max_lat', 'max_lon'])
    .where('z', '=', range.zoom)
    .where('x', 'in', columns)
    .where('y', '>=', range.rows[0])
    .where('y', '<=', range.rows[1])
    .execute();
}

/** Every saved pin, counted on the coarsest grid (a handful of rows). */
export async function countAllMarkerComments(db: Db): Promise<number> {
  const { total } = await db
    .selectFrom('marker_cells')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('total'))
    .where('z', '=', 0)
    .executeTakeFirstOrThrow();
  // PostgreSQL sums integers as a bigint string.
  return Number(total ?? 0);
}

export interface PinRow {
  id: string;
  lat: number;
  lon: number;
  location_type: LocationType;
}

/** How far a one-pin cell's summed position may drift from the pin after other pins left. */
const POSITION_TOLERANCE = 1e-9;

/** The pins at these positions (one-pin cells), by the (lat, lon) index. */
export async function findPinsAt(
  db: Db,
  positions: { lat: number; lon: number }[],
): Promise<PinRow[]> {
  if (positions.length === 0) return [];
  return db
    .selectFrom('marker_comments')
    .select(['id', 'lat', 'lon', 'location_type'])
    .where((eb) =>
      eb.or(
        positions.map(({ lat, lon }) =>
          eb.and([
            eb.between('lat', lat - POSITION_TOLERANCE, lat + POSITION_TOLERANCE),
            eb.between('lon', lon - POSITION_TOLERANCE, lon + POSITION_TOLERANCE),
          ]),
        ),
      ),
    )
    .execute();
}
