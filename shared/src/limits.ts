/** Business constants and limits, as the product specifies them: each one once. */
export const LIMITS = {
  apiTimeoutMs: 30_000,
  tokenRefreshMarginSeconds: 300,
  minPasswordLength: 6,
  minUsernameLength: 3,
  redirectAfterRegistrationMs: 3_000,
  redirectAfterPasswordResetMs: 1_500,
  searchDelayMs: 400,
  minSearchQueryLength: 3,
  searchCountryCode: 'au',
  searchResultLimit: 10,
  reverseGeocodingZoom: 18,
  mapFlyDurationSeconds: 0.8,
  selectedMarkerHighlightMs: 3_000,
  maxPhotosPerComment: 3,
  /** "Under 5 MB", i.e. up to and including this many bytes. */
  maxPhotoBytes: 5_242_880,
  staticMap: { zoom: 15, width: 600, height: 400 },
  modalZIndex: 2000,
  /** GET /api/marker/marker-comments/list: the page size when none is asked for, and the cap. */
  markerListPageSize: 20,
  markerListMaxPageSize: 100,
  /** A list narrowed to a bbox counts its markers up to this many (then "1000+"). */
  markerCountCap: 1000,
  /** Stored photo file names, as photoUrls, the delete call and the file route take them. */
  photoFileNameMaxLength: 200,
  /**
   * Account fields, the same for the API's schemas, its rules and the forms: an email is at
   * most 254 characters (RFC 5321), names 100, a username 30, a new password 256 (argon2 takes
   * any length; a bound keeps one request from costing much more than another).
   */
  account: {
    emailMaxLength: 254,
    nameMaxLength: 100,
    usernameMaxLength: 30,
    passwordMaxLength: 256,
    /** What a password field takes at all: a longer sign-in attempt is a wrong password. */
    passwordFieldMaxLength: 1024,
  },
  /** Decoding stops before this many pixels (a 5 MB file can claim 14000×14000). */
  maxPhotoPixels: 50_000_000,
  /** Longest side of a stored photo and of its thumbnail. */
  photoDisplaySize: 1600,
  photoThumbnailSize: 400,
  /** Longest texts a saved comment accepts (the form's maxLength and the API's rule). */
  markerText: {
    comment: 2000,
    unitNumber: 50,
    fullAddress: 500,
    region: 200,
    city: 200,
    country: 200,
    postcode: 20,
  },
} as const;

/** OpenStreetMap's standard tiles: the API's TILE_URL default and the map's fallback. */
export const DEFAULT_TILES = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;

export const MAP_DEFAULTS = {
  center: { lat: -33.8688, lng: 151.2093 },
  zoom: 13,
  flyToZoom: 13,
} as const;

export const MARKER_COLOURS = [
  'red',
  'blue',
  'green',
  'yellow',
  'purple',
  'orange',
  'gray',
  'pink',
  'indigo',
  'teal',
] as const;
export type MarkerColour = (typeof MARKER_COLOURS)[number];

export const MARKER_SIZES = [16, 24, 32] as const;

export const LOCATION_TYPES = ['Apartment', 'House', 'Villa', 'Commercial', 'Land'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const MAP_SOURCES = ['MAPBOX', 'LOCATIONIQ', 'OPENSTREET'] as const;
export type MapSource = (typeof MAP_SOURCES)[number];

export const APP_VERSION = '1.0.0';
export const DEFAULT_LOG_LEVEL = 'info';

/** Fallbacks when nothing is known about a place. */
export const UNKNOWN_PLACE = { lat: 0, lon: 0, address: 'Address not available' } as const;
