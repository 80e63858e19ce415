import { LOCATION_TYPES, type LocationType } from '../../limits';

/**
 * What a renter narrows the saved comments to. The same filters apply to the map's clusters
 * and to the list (the API does the filtering), and they live in the page's URL
 * (see view-url.ts).
 */
export interface MarkerFilters {
  /** Property types to keep; empty keeps every type. */
  types: LocationType[];
  /** Only comments with at least one photo. */
  photos: boolean;
  /** Only comments added within this many days; null for any time. */
  within: Recency | null;
  /** Text the comment or its address contains (case-insensitive); '' for none. */
  q: string;
  /** Only comments whose checklist reports mould or damp (an item of it not met). */
  mould: boolean;
  /** Only comments whose checklist says the heating meets the standard (every item met). */
  heating: boolean;
  /**
   * Only comments whose rent (the latest they give) is at most this many dollars a week, by
   * its $10 band; null for any rent. A multiple of RENT_CEILING.step.
   */
  rentMax: number | null;
}

/**
 * "Rent up to $X a week". A rent counts by its $10 band, as others see it (up to $450 keeps
 * $450–$459), so a ceiling tells no more about a tenant's rent than the band; ceilings go
 * in $50 steps up to $5,000.
 */
export const RENT_CEILING = { step: 50, max: 5000 } as const;

/** "Added within": 7 days, 30 days, a year. */
export const RECENCIES = { '7d': 7, '30d': 30, '1y': 365 } as const;

export type Recency = keyof typeof RECENCIES;

export const RECENCY_VALUES = Object.keys(RECENCIES) as Recency[];

/**
 * The list's orders; `nearest` is nearest to the map's centre (`near`), `liked` is most liked
 * first (equal counts in a fixed order: by id).
 */
export const LIST_SORTS = ['newest', 'oldest', 'nearest', 'liked'] as const;

export type ListSort = (typeof LIST_SORTS)[number];

/** A text filter shorter than this finds nothing worth listing (and cannot use the index). */
export const FILTER_TEXT_MIN = 3;

export const FILTER_TEXT_MAX = 100;

export const NO_FILTERS: MarkerFilters = {
  types: [],
  photos: false,
  within: null,
  q: '',
  mould: false,
  heating: false,
  rentMax: null,
};

export function hasFilters(filters: MarkerFilters): boolean {
  return filters.q !== '' || Object.keys(filterParams(filters)).length > 0;
}

/**
 * The filters as the API's query parameters, on GET /clusters and GET /marker-comments/list
 * (their schema is MarkerFilterQuery in ../filters.ts, which checks it is this type).
 */
export interface MarkerFilterParams {
  /** Comma-separated property types to keep. */
  types?: string;
  photos?: boolean;
  within?: Recency;
  q?: string;
  mould?: boolean;
  heating?: boolean;
  rentMax?: number;
}

/** The filters as the API's query parameters (only those that narrow anything). */
export function filterParams(filters: MarkerFilters): MarkerFilterParams {
  const q = filters.q.trim();
  return {
    ...(filters.types.length > 0 ? { types: filters.types.join(',') } : {}),
    ...(filters.photos ? { photos: true } : {}),
    ...(filters.within ? { within: filters.within } : {}),
    ...(q.length >= FILTER_TEXT_MIN ? { q: q.slice(0, FILTER_TEXT_MAX) } : {}),
    ...(filters.mould ? { mould: true } : {}),
    ...(filters.heating ? { heating: true } : {}),
    ...(filters.rentMax ? { rentMax: filters.rentMax } : {}),
  };
}

const flag = (value: string | boolean | null | undefined) =>
  value === true || value === 'true' || value === '1';

/** The query parameters back into filters; anything unknown or malformed is left out. */
export function parseFilterParams(params: {
  types?: string | null;
  photos?: string | boolean | null;
  within?: string | null;
  q?: string | null;
  mould?: string | boolean | null;
  heating?: string | boolean | null;
  rentMax?: string | number | null;
}): MarkerFilters {
  const types = (params.types ?? '')
    .split(',')
    .filter((type): type is LocationType => (LOCATION_TYPES as readonly string[]).includes(type));
  const within = RECENCY_VALUES.find((value) => value === params.within) ?? null;
  const rent = Number(params.rentMax);
  return {
    types: LOCATION_TYPES.filter((type) => types.includes(type)),
    photos: flag(params.photos),
    within,
    q: (params.q ?? '').slice(0, FILTER_TEXT_MAX),
    mould: flag(params.mould),
    heating: flag(params.heating),
    rentMax: rent > 0 && rent <= RENT_CEILING.max && rent % RENT_CEILING.step === 0 ? rent : null,
  };
}
