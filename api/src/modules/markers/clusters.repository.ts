import { cellsPerAxis, MERCATOR_MAX_LAT, type CellRange, type LocationType } from 'shared/contract';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import { isPostgres, type Db } from '../../db/kysely';
import type { MarkerCellsTable } from '../../db/types';
import { PUBLISHED } from '../../db/published';
import {
  countedPart,
  facetsOf,
  matching,
  narrows,
  readsRows,
  recordTagsOf,
  type AppliedFilters,
} from './filters';

/** A cell of one zoom's grid: its column, row, count, summed position and box. */
export type CellRow = Omit<Selectable<MarkerCellsTable>, 'z' | 'facet'>;

/** PostgreSQL sums integers as bigint strings; every other figure comes back a number. */
function toCellRow(row: Record<keyof CellRow, number | string>): CellRow {
  return {
    x: Number(row.x),
    y: Number(row.y),
    count: Number(row.count),
    sum_lat: Number(row.sum_lat),
    sum_lon: Number(row.sum_lon),
    min_lat: Number(row.min_lat),
    min_lon: Number(row.min_lon),
    max_lat: Number(row.max_lat),
    max_lon: Number(row.max_lon),
  };
}

function columnsOf(range: CellRange): number[] {
  return range.columns.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i),
  );
}

/**
 * The non-empty cells of a view, with the pins the filters keep. Types and photos read the
 * grid: an index seek per column of the range (`x in (…)` on the (z, x, y, facet) key), the
 * kept facets of each cell summed. One of the renter's record's filters reads the record
 * grid the same way, a seek per tag and column on its (z, tag, x, y, facet) key. Time and
 * text read the matching comments (see findCellsOfComments).
 */
export async function findCells(
  db: Db,
  range: CellRange,
  filters: AppliedFilters,
): Promise<CellRow[]> {
  if (readsRows(filters)) return findCellsOfComments(db, range, filters);
  const tags = recordTagsOf(filters);
  // record_cells has marker_cells' columns and its tag: the same read, by tag as well.
  let query = db
    .selectFrom((tags ? 'record_cells' : 'marker_cells') as 'marker_cells')
    .select((eb) => [
      'x',
      'y',
      eb.fn.sum<number>('count').as('count'),
      eb.fn.sum<number>('sum_lat').as('sum_lat'),
      eb.fn.sum<number>('sum_lon').as('sum_lon'),
      eb.fn.min<number>('min_lat').as('min_lat'),
      eb.fn.min<number>('min_lon').as('min_lon'),
      eb.fn.max<number>('max_lat').as('max_lat'),
      eb.fn.max<number>('max_lon').as('max_lon'),
    ])
    .where('z', '=', range.zoom);
  if (tags) query = query.where(sql.ref('tag'), 'in', tags);
  query = query
    .where('x', 'in', columnsOf(range))
    .where('y', '>=', range.rows[0])
    .where('y', '<=', range.rows[1]);
  const facets = facetsOf(filters);
  if (facets) query = query.where('facet', 'in', facets);
  return (await query.groupBy(['x', 'y']).execute()).map(toCellRow);
}

// The cell formulas of the grid's triggers (migration 20261125090000), with the zoom's
// number of cells written in: grouped by these, the comments fall in the very cells the
// triggers count them in.

function clampToGrid(value: RawBuilder<number>, n: number, postgres: boolean) {
  return postgres
    ? sql<number>`least(${sql.lit(n - 1)}, greatest(0, floor(${value})))::integer`
    : sql<number>`min(${sql.lit(n - 1)}, max(0, cast(${value} as integer)))`;
}

function cellXOf(n: number, postgres: boolean) {
  return clampToGrid(sql<number>`(lon + 180.0) / 360.0 * ${sql.lit(n)}`, n, postgres);
}

function cellYOf(n: number, postgres: boolean) {
  const [least, greatest] = postgres ? ['least', 'greatest'] : ['min', 'max'];
  const clamped = sql`${sql.raw(greatest)}(${sql.lit(-MERCATOR_MAX_LAT)}, ${sql.raw(least)}(${sql.lit(MERCATOR_MAX_LAT)}, lat))`;
  const sin = sql`sin(radians(${clamped}))`;
  return clampToGrid(
    sql<number>`(0.5 - ln((1 + ${sin}) / (1 - ${sin})) / (4 * pi())) * ${sql.lit(n)}`,
    n,
    postgres,
  );
}

/** Degrees a little wider than a cell edge, so that rounding never drops a pin on one. */
const EDGE_MARGIN = 1e-7;

/** The latitude of the top edge of row `row` of n (the inverse of the Mercator row formula). */
function rowTopLat(row: number, n: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
}

/**
 * The comments the filters keep inside a view's cells (whole), each with the cell holding it
 * (the grid's own formulas), read by the index that bounds them best: the (created_at desc,
 * id desc) index for a time (`byTime`), the trigram index for a text, the (lat, lon) index
 * for a small view.
 */
function placedComments(db: Db, range: CellRange, filters: AppliedFilters, byTime: boolean) {
  const postgres = isPostgres(db);
  const position = (column: 'lat' | 'lon') =>
    byTime ? sql<number>`+${sql.ref(column)}` : sql<number>`${sql.ref(column)}`;
  const n = cellsPerAxis(range.zoom);
  const [top, bottom] = range.rows;
  const maxLat = top === 0 ? 90 : rowTopLat(top, n) + EDGE_MARGIN;
  const minLat = bottom === n - 1 ? -90 : rowTopLat(bottom + 1, n) - EDGE_MARGIN;
  const lonOf = (x: number) => (x / n) * 360 - 180;
  return db
    .selectFrom('marker_comments')
    .select([
      cellXOf(n, postgres).as('x'),
      cellYOf(n, postgres).as('y'),
      'lat',
      'lon',
      'id',
      'location_type',
      'building_id',
    ])
    .where(PUBLISHED)
    .where(matching(db, filters, { timeIndex: byTime }))
    .where(position('lat'), '>=', minLat)
    .where(position('lat'), '<=', maxLat)
    .where((eb) =>
      eb.or(
        range.columns.map(([from, to]) =>
          eb.and([
            eb(position('lon'), '>=', lonOf(from) - EDGE_MARGIN),
            eb(position('lon'), '<=', lonOf(to + 1) + EDGE_MARGIN),
          ]),
        ),
      ),
    );
}

/** A group's count, summed position and box, as the grid keeps them for a cell. */
const GROUP_FIGURES = [
  sql<number>`count(*)`.as('count'),
  sql<number>`sum(lat)`.as('sum_lat'),
  sql<number>`sum(lon)`.as('sum_lon'),
  sql<number>`min(lat)`.as('min_lat'),
  sql<number>`min(lon)`.as('min_lon'),
  sql<number>`max(lat)`.as('max_lat'),
  sql<number>`max(lon)`.as('max_lon'),
] as const;

/**
 * The cells of the comments the filters keep, counted here: what the grid would hold if only
 * these comments were saved.
 */
async function findCellsOfComments(
  db: Db,
  range: CellRange,
  filters: AppliedFilters,
): Promise<CellRow[]> {
  const byTime =
    !isPostgres(db) &&
    filters.since !== null &&
    filters.q === '' &&
    (await fewerInTimeThanInView(db, range, filters));
  const rows = await db
    .selectFrom(placedComments(db, range, filters, byTime).as('placed'))
    .select(['x', 'y', ...GROUP_FIGURES])
    .where('x', 'in', columnsOf(range))
    .where('y', '>=', range.rows[0])
    .where('y', '<=', range.rows[1])
    .groupBy(['x', 'y'])
    .execute();
  return rows.map(toCellRow);
}

/** A cell's comments about one building (null: about none), as findCommentGroups counts them. */
export interface GroupRow extends CellRow {
  building_id: string | null;
  /** The first id and type of its comments: the comment itself when it holds one. */
  first_id: string;
  first_type: LocationType;
}

/**
 * The comments the filters keep in a view's cells, counted per cell and building, by the
 * (lat, lon) index: for a view holding few comments, which the map shows building by building.
 */
export async function findCommentGroups(
  db: Db,
  range: CellRange,
  filters: AppliedFilters,
): Promise<GroupRow[]> {
  const rows = await db
    .selectFrom(placedComments(db, range, filters, false).as('placed'))
    .select([
      'x',
      'y',
      'building_id',
      sql<string>`min(id)`.as('first_id'),
      sql<LocationType>`min(location_type)`.as('first_type'),
      ...GROUP_FIGURES,
    ])
    .where('x', 'in', columnsOf(range))
    .where('y', '>=', range.rows[0])
    .where('y', '<=', range.rows[1])
    .groupBy(['x', 'y', 'building_id'])
    .execute();
  return rows.map((row) => ({
    ...toCellRow(row),
    building_id: row.building_id,
    first_id: row.first_id,
    first_type: row.first_type,
  }));
}

/**
 * SQLite keeps no statistics to choose between the (created_at) and (lat, lon) indexes for a
 * time filter: a country view over 30 days is best read by time, a suburb over a year by
 * position. The grid says how many pins the view holds; counting the recent ones up to that
 * many (an index range read no longer than the cheaper path) says which is fewer.
 */
async function fewerInTimeThanInView(
  db: Db,
  range: CellRange,
  filters: AppliedFilters,
): Promise<boolean> {
  const inView = (await findCells(db, range, countedPart(filters))).reduce(
    (sum, cell) => sum + cell.count,
    0,
  );
  const { count } = await db
    .selectFrom((qb) =>
      qb
        .selectFrom('marker_comments')
        .select(sql`1`.as('one'))
        .where(PUBLISHED)
        .where('created_at', '>=', filters.since!)
        .limit(inView + 1)
        .as('recent'),
    )
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count) <= inView;
}

/**
 * Every saved pin the type and photo filters keep, counted on the coarsest grid (a handful
 * of rows). Time and text filters are not counted here (see countMarkerComments).
 */
export async function countAllMarkerComments(
  db: Db,
  filters: Pick<AppliedFilters, 'types' | 'photos'>,
): Promise<number> {
  const facets = facetsOf(filters);
  let query = db
    .selectFrom('marker_cells')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('total'))
    .where('z', '=', 0);
  if (facets) query = query.where('facet', 'in', facets);
  const { total } = await query.executeTakeFirstOrThrow();
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

/**
 * The pins the filters keep at these positions (one-pin cells), by the (lat, lon) index:
 * another pin on the same spot that the filters leave out is never taken for the cell's.
 */
export async function findPinsAt(
  db: Db,
  positions: { lat: number; lon: number }[],
  filters: AppliedFilters,
): Promise<PinRow[]> {
  if (positions.length === 0) return [];
  let query = db
    .selectFrom('marker_comments')
    .select(['id', 'lat', 'lon', 'location_type'])
    // PUBLISHED in every branch: SQLite reads each branch of an OR by an index of its own
    // (MULTI-INDEX OR), and may use the partial (lat, lon) index only for a branch that names
    // its condition; outside the OR, the whole index would be scanned.
    .where((eb) =>
      eb.or(
        positions.map(({ lat, lon }) =>
          eb.and([
            PUBLISHED,
            eb.between('lat', lat - POSITION_TOLERANCE, lat + POSITION_TOLERANCE),
            eb.between('lon', lon - POSITION_TOLERANCE, lon + POSITION_TOLERANCE),
          ]),
        ),
      ),
    );
  if (narrows(filters)) query = query.where(matching(db, filters));
  return query.execute();
}
