import { sql, type ExpressionBuilder, type ExpressionWrapper, type SqlBool } from 'kysely';
import {
  LOCATION_TYPES,
  parseFilterParams,
  RECENCIES,
  RENT_CEILING,
  type LocationType,
  type MarkerFilterParams,
} from 'shared/contract';
import { isPostgres, type Db } from '../../db/kysely';
import { PUBLISHED } from '../../db/published';
import type { Database } from '../../db/types';

/** The map's filters (shared/contract/filters.ts) as the queries apply them. */
export interface AppliedFilters {
  /** Property types to keep; empty keeps every type. */
  types: LocationType[];
  photos: boolean;
  /** Only comments created at or after this time (ISO); null for any time. */
  since: string | null;
  /** Text the comment or the address contains; '' for none. */
  q: string;
  /** The renter's record: mould reported, heating met, rent up to (dollars a week) or null. */
  mould: boolean;
  heating: boolean;
  rentMax: number | null;
  /** Only this building's comments (the list of a building page); null for any. */
  building: string | null;
  /**
   * One comment per building: its newest that the other filters keep (the list grouped by
   * building); comments in no building are each their own.
   */
  latestPerBuilding: boolean;
}

export const NO_FILTERS: AppliedFilters = {
  types: [],
  photos: false,
  since: null,
  q: '',
  mould: false,
  heating: false,
  rentMax: null,
  building: null,
  latestPerBuilding: false,
};

/** The validated query parameters as filters, `within` counted back from `now`. */
export function applyFilters(params: MarkerFilterParams, now = Date.now()): AppliedFilters {
  const filters = parseFilterParams(params);
  const days = filters.within === null ? null : RECENCIES[filters.within];
  return {
    types: filters.types,
    photos: filters.photos,
    since: days === null ? null : new Date(now - days * 86_400_000).toISOString(),
    q: filters.q,
    mould: filters.mould,
    heating: filters.heating,
    rentMax: filters.rentMax,
    building: null,
    latestPerBuilding: false,
  };
}

/** Whether the filters leave anything out. */
export function narrows(filters: AppliedFilters): boolean {
  return (
    filters.types.length > 0 ||
    filters.photos ||
    recordFilterCount(filters) > 0 ||
    readsRows(filters)
  );
}

/** How many of the renter's record's filters are set. */
function recordFilterCount(filters: AppliedFilters): number {
  return Number(filters.mould) + Number(filters.heating) + Number(filters.rentMax !== null);
}

/**
 * Whether the filters need the comments themselves: time, text, building and one per building
 * cannot be counted ahead in the cluster grid, types and photos can (its facets), and one of
 * the renter's record's filters can (the record grid, see recordTagsOf); two of them cannot.
 */
export function readsRows(filters: AppliedFilters): boolean {
  return (
    filters.since !== null ||
    filters.q !== '' ||
    filters.building !== null ||
    filters.latestPerBuilding ||
    recordFilterCount(filters) > 1
  );
}

/**
 * The part of the filters the grids count: no fewer comments than `filters` keep, found by
 * one read of marker_cells or record_cells.
 */
export function countedPart(filters: AppliedFilters): AppliedFilters {
  const record =
    recordFilterCount(filters) > 1 ? { mould: false, heating: false, rentMax: null } : {};
  return { ...filters, ...record, since: null, q: '', building: null, latestPerBuilding: false };
}

/**
 * The record grid's tags (record_cells.tag, as migration 20261206080000 numbers them): a
 * comment whose checklist reports mould, one whose heating meets the standard, and its rent
 * step (RENT_STEPS + step, see record-filters.repository.ts).
 */
const RECORD_TAGS = { mould: 1, heating: 2 } as const;
const RENT_STEPS = 100;

/**
 * The record grid's tags a view filtered by one of the renter's record's filters sums (a
 * ceiling keeps every rent step up to its own), or null when none is set.
 */
export function recordTagsOf(filters: AppliedFilters): number[] | null {
  if (filters.mould) return [RECORD_TAGS.mould];
  if (filters.heating) return [RECORD_TAGS.heating];
  if (filters.rentMax === null) return null;
  const steps = filters.rentMax / RENT_CEILING.step;
  return Array.from({ length: steps + 1 }, (_, step) => RENT_STEPS + step);
}

/**
 * Requests whose filters read the matching comments (within, q) cost tens to hundreds of
 * milliseconds at a million pins, where the grid answers others in one or two: only those
 * count against the route's `read` budget (a person panning with a filter on sends one per
 * settled view). Requests without them are not counted.
 */
export const ROW_FILTER_ALLOW_LIST = {
  allowList: (request: { query: unknown }) => {
    const query = (request.query ?? {}) as MarkerFilterParams & { group?: string };
    return query.group === undefined && !readsRows(applyFilters(query));
  },
};

/**
 * The cluster grid's facets the filters keep (marker_cells.facet = the type's index in
 * LOCATION_TYPES × 2 + 1 with photos, as migration 20261125090000 numbers them), or null
 * when they keep all of them.
 */
export function facetsOf(filters: Pick<AppliedFilters, 'types' | 'photos'>): number[] | null {
  if (filters.types.length === 0 && !filters.photos) return null;
  const types = filters.types.length === 0 ? LOCATION_TYPES : filters.types;
  return types.flatMap((type) => {
    const base = LOCATION_TYPES.indexOf(type) * 2;
    return filters.photos ? [base + 1] : [base, base + 1];
  });
}

/** `text` inside an ILIKE pattern, its wildcards and the escape character taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `text` as an FTS5 phrase: quoted, its quotes doubled (nothing in it is query syntax). */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The rows of marker_comments the filters keep, as a where clause. Text: SQLite looks it up
 * in the trigram FTS5 table (a substring of at least 3 characters, case-folded); PostgreSQL
 * in the two pg_trgm indexes (ILIKE, one bitmap each, or-ed). `timeIndex: false` keeps
 * SQLite off the created_at index (PostgreSQL chooses from its statistics).
 */
export function matching(
  db: Db,
  filters: AppliedFilters,
  { timeIndex = true, table = 'marker_comments' }: { timeIndex?: boolean; table?: string } = {},
) {
  const postgres = isPostgres(db);
  // SQLite's `+column` is the column, out of the index choice (as in markers.repository).
  const createdAt = timeIndex || postgres ? sql.ref('created_at') : sql`+created_at`;
  return (
    eb: ExpressionBuilder<Database, 'marker_comments'>,
  ): ExpressionWrapper<Database, 'marker_comments', SqlBool> => {
    const conditions: ExpressionWrapper<Database, 'marker_comments', SqlBool>[] = [];
    if (filters.types.length > 0) conditions.push(eb('location_type', 'in', filters.types));
    if (filters.photos) conditions.push(eb('photo_urls', '<>', '[]'));
    if (filters.since !== null) conditions.push(eb(createdAt, '>=', filters.since));
    if (filters.building !== null) conditions.push(eb('building_id', '=', filters.building));
    if (filters.mould) conditions.push(eb(sql.ref('mould_reported'), '=', sql.lit(true)));
    if (filters.heating) conditions.push(eb(sql.ref('heating_met'), '=', sql.lit(true)));
    if (filters.rentMax !== null) {
      conditions.push(eb('rent_step', '<=', filters.rentMax / RENT_CEILING.step));
    }
    if (filters.q !== '') {
      if (postgres) {
        const pattern = likePattern(filters.q);
        conditions.push(
          eb.or([eb('comment', 'ilike', pattern), eb('full_address', 'ilike', pattern)]),
        );
      } else {
        conditions.push(
          eb(
            sql.ref(`${table}.rowid`),
            'in',
            sql`(select rowid from marker_comments_text where marker_comments_text match ${ftsPhrase(filters.q)})`,
          ),
        );
      }
    }
    if (filters.latestPerBuilding) conditions.push(latestInBuilding(db, filters)(eb));
    return eb.and(conditions);
  };
}

/**
 * A comment in no building, or one no newer comment of its building outdoes among those the
 * same filters keep: its building's newest. The inner query's unqualified columns are its own
 * rows' (`newer`), as SQL resolves a name in the nearest query. The probe runs for every row
 * the outer query reads, so it must cost one seek: the (building_id, created_at, id) index
 * (migration 20261205110000, partial on PUBLISHED, which the probe names) starts it just
 * past the comment's own place, and it stops at the first newer comment the filters keep.
 */
function latestInBuilding(db: Db, filters: AppliedFilters) {
  const others = { ...filters, latestPerBuilding: false, building: null };
  return (eb: ExpressionBuilder<Database, 'marker_comments'>) =>
    eb.or([
      eb('marker_comments.building_id', 'is', null),
      eb.not(
        eb.exists(
          eb
            .selectFrom('marker_comments as newer')
            .select(sql`1`.as('one'))
            .whereRef('newer.building_id', '=', 'marker_comments.building_id')
            .where(PUBLISHED)
            .where(
              sql<SqlBool>`(newer.created_at, newer.id) > (marker_comments.created_at, marker_comments.id)`,
            )
            .where((inner) =>
              narrows(others)
                ? matching(db, others, { table: 'newer' })(
                    inner as unknown as ExpressionBuilder<Database, 'marker_comments'>,
                  )
                : sql<SqlBool>`1 = 1`,
            ),
        ),
      ),
    ]);
}
