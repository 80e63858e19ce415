import {
  LIST_SORTS,
  NO_FILTERS,
  filterParams,
  parseFilterParams,
  type ListSort,
  type MarkerFilters,
} from './values/filters';

/**
 * Every state of the map page has a URL, so a reload, Back/Forward and a shared link show
 * exactly what was on screen:
 *
 *   /                       the map page
 *   /places/{id}            the same, with that saved comment selected and its details open
 *   ?lat=&lon=&z=           the map's centre and zoom
 *   &place={id}             the selected saved comment (highlighted, its card and popup open)
 *   &at={lat},{lon}         the selected (unsaved) location: its pin with its popup open
 *   &types=House,Villa      filters: property types, has photos (photos=1), added within
 *   &photos=1&within=30d    (7d, 30d, 1y) and text (q)
 *   &q=mould
 *   &mould=1&heating=1      the renter's record: mould reported, heating meets the standard,
 *   &rentMax=500            rent up to $500 a week
 *   &sort=oldest            the list's order (newest when absent; nearest: to the centre)
 *   &list=everywhere        the list shows every comment, not those in the map's view
 *
 * Parsing is forgiving (anything malformed is left out); writing is canonical (one order,
 * defaults left out), so the same screen always has the same URL.
 */
export interface MapView {
  lat: number;
  lon: number;
  zoom: number;
}

/** The zoom a place opened by its link alone (no view in the URL) is shown at. */
export const PLACE_ZOOM = 17;

/** The view a place's own page opens at when its URL names none: the place, close up. */
export function placeView(position: { lat: number; lon: number }): MapView {
  return { lat: position.lat, lon: position.lon, zoom: PLACE_ZOOM };
}

export type ListScope = 'view' | 'everywhere';
/** The list shows a card per comment (null) or one per building (its newest comment). */
export type ListGroup = 'building' | null;

export interface ViewState {
  view: MapView | null;
  place: string | null;
  at: { lat: number; lon: number } | null;
  filters: MarkerFilters;
  sort: ListSort;
  scope: ListScope;
  group: ListGroup;
}

export const DEFAULT_VIEW_STATE: ViewState = {
  view: null,
  place: null,
  at: null,
  filters: NO_FILTERS,
  sort: 'newest',
  scope: 'view',
  group: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A page named by one record's id under `/{folder}/`: its router pattern, its path, and the
 * id a path names (a UUID, any case, trailing slash allowed), else null.
 */
function recordPage(folder: string) {
  const named = new RegExp(`^/${folder}/([^/]+)/?$`, 'i');
  return {
    pattern: `/${folder}/:id`,
    path: (id: string) => `/${folder}/${encodeURIComponent(id)}`,
    idOf: (pathname: string): string | null => {
      const id = named.exec(pathname)?.[1];
      return id && UUID.test(id) ? id.toLowerCase() : null;
    },
  };
}

/** A saved comment's own page (details open over the map). */
const PLACE_PAGE = recordPage('places');
export const PLACE_PATH_PATTERN = PLACE_PAGE.pattern;
export const placePath = PLACE_PAGE.path;
export const placeIdOf = PLACE_PAGE.idOf;

/** A building's page: its address, units and comments. */
const BUILDING_PAGE = recordPage('buildings');
export const BUILDING_PATH_PATTERN = BUILDING_PAGE.pattern;
export const buildingPath = BUILDING_PAGE.path;
export const buildingIdOf = BUILDING_PAGE.idOf;

function finite(value: string | null, min: number, max: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : null;
}

function latLon(value: string | null): { lat: number; lon: number } | null {
  const [lat, lon, ...rest] = (value ?? '').split(',');
  if (rest.length > 0 || lat === undefined || lon === undefined) return null;
  const la = finite(lat, -90, 90);
  const lo = finite(lon, -180, 180);
  return la === null || lo === null ? null : { lat: la, lon: lo };
}

export function parseViewSearch(search: string | URLSearchParams): ViewState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const lat = finite(params.get('lat'), -90, 90);
  const lon = finite(params.get('lon'), -180, 180);
  const zoom = finite(params.get('z'), 0, 30);
  const place = params.get('place');
  const sort = LIST_SORTS.find((value) => value === params.get('sort')) ?? 'newest';
  return {
    view: lat !== null && lon !== null && zoom !== null ? { lat, lon, zoom } : null,
    place: place && UUID.test(place) ? place.toLowerCase() : null,
    at: latLon(params.get('at')),
    filters: parseFilterParams(Object.fromEntries(params)),
    sort,
    scope: params.get('list') === 'everywhere' ? 'everywhere' : 'view',
    group: params.get('group') === 'building' ? 'building' : null,
  };
}

/** Decimals that place a point to about a pixel at this zoom (5 at street level). */
export function coordinateDecimals(zoom: number): number {
  return Math.min(6, Math.max(2, Math.ceil(zoom * Math.log10(2)) + 1));
}

function round(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/** The canonical query string of a state ('' for the default), without the leading '?'. */
export function formatViewSearch(state: ViewState): string {
  const params = new URLSearchParams();
  if (state.view) {
    const decimals = coordinateDecimals(state.view.zoom);
    params.set('lat', round(state.view.lat, decimals));
    params.set('lon', round(state.view.lon, decimals));
    params.set('z', round(state.view.zoom, 2));
  }
  if (state.place) params.set('place', state.place);
  if (state.at) params.set('at', `${round(state.at.lat, 6)},${round(state.at.lon, 6)}`);
  // The text is kept as typed (even while shorter than the API's minimum); flags are 1.
  const filters = { ...filterParams(state.filters), q: state.filters.q || undefined };
  for (const [key, value] of Object.entries(filters)) {
    if (value) params.set(key, value === true ? '1' : String(value));
  }
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.scope === 'everywhere') params.set('list', 'everywhere');
  if (state.group) params.set('group', state.group);
  // Commas may stand in a query as they are: `at=-33.87,151.21`, `types=House,Villa`.
  return params.toString().replace(/%2C/g, ',');
}
