/**
 * Where the new comment is: the place the map handed over in the route's navigation state
 * (its one hand-off), else none (the dialog then sends the user to pick one: a comment is
 * never about the point 0,0, which the API refuses with PLACE_REQUIRED).
 */
import { TEXTS, UNKNOWN_PLACE, type LocationModel, type NewCommentNavigationState } from 'shared';

/** The Location model and navigation state types are the map's contract, kept in `shared`. */
export type { LocationModel, NewCommentNavigationState };

export interface CommentPlace {
  title: string;
  lat: number;
  lon: number;
  address: string;
  region: string;
  city: string;
  country: string;
  postcode: string;
  /** The street the geocoder found at the point (Nominatim's `road`); '' when it gave none. */
  road: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function coordinate(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function navigationState(state: unknown): NewCommentNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { location, locationModel } = state as Partial<NewCommentNavigationState>;
  if (typeof location !== 'object' || location === null) return null;
  const lat = coordinate(location.lat);
  const lon = coordinate(location.lon);
  if (lat === null || lon === null) return null;
  const model = typeof locationModel === 'object' && locationModel !== null ? locationModel : null;
  return { location: { lat, lon, address: location.address ?? null }, locationModel: model };
}

/** Region sent with a comment: district, else state, else empty. */
export function regionOf(
  model: Partial<Pick<LocationModel, 'district' | 'state'>> | null | undefined,
): string {
  return text(model?.district) || text(model?.state) || '';
}

/** 0,0 is what a client without a place used to send; it is never a place to comment on. */
function isNowhere(lat: number, lon: number): boolean {
  return lat === 0 && lon === 0;
}

export function resolveCommentPlace(state: unknown): CommentPlace | null {
  const fromNavigation = navigationState(state);
  if (!fromNavigation || isNowhere(fromNavigation.location.lat, fromNavigation.location.lon)) {
    return null;
  }
  const model = fromNavigation.locationModel ?? null;
  const address =
    text(fromNavigation.location.address) ||
    text(model?.geocoding_data?.raw_response?.display_name) ||
    UNKNOWN_PLACE.address;
  return {
    title: text(model?.name) || address.split(',')[0]?.trim() || TEXTS.map.defaultPopupTitle,
    lat: fromNavigation.location.lat,
    lon: fromNavigation.location.lon,
    address,
    region: regionOf(model),
    city: text(model?.city),
    country: text(model?.country),
    postcode: text(model?.postcode),
    road:
      text(model?.geocoding_data?.address_components?.road) ||
      text(model?.geocoding_data?.raw_response?.address?.road),
  };
}
