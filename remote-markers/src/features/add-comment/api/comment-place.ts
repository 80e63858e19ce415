/**
 * Where the new comment is: the place the map handed over in navigation state, else the map's
 * currently selected location, else SPEC.md §9's fallback (0,0, 'Address not available').
 */
import {
  TEXTS,
  UNKNOWN_PLACE,
  type BusEvents,
  type LocationModel,
  type NewCommentNavigationState,
} from 'shared';

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

/** Region sent with a comment: district, else state, else empty (SPEC.md §9). */
export function regionOf(
  model: Partial<Pick<LocationModel, 'district' | 'state'>> | null | undefined,
): string {
  return text(model?.district) || text(model?.state) || '';
}

export function resolveCommentPlace(
  state: unknown,
  selected: BusEvents['map:location-selected'] | undefined,
): CommentPlace {
  const fromNavigation = navigationState(state);
  if (fromNavigation) {
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
    };
  }
  const lat = coordinate(selected?.lat);
  const lon = coordinate(selected?.lon);
  const known = lat !== null && lon !== null;
  return {
    title: TEXTS.map.selectedLocation,
    lat: known ? lat : UNKNOWN_PLACE.lat,
    lon: known ? lon : UNKNOWN_PLACE.lon,
    address: (known && text(selected?.address)) || UNKNOWN_PLACE.address,
    region: '',
    city: '',
    country: '',
    postcode: '',
  };
}
