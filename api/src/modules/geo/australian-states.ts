import { normalizePlaceName } from './providers/offline/normalize';

/** The states and territories by abbreviation, as addresses name them. */
export const STATE_NAMES: Record<string, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  NT: 'Northern Territory',
  ACT: 'Australian Capital Territory',
};

const STATE_BY_KEY = new Map<string, string>(
  Object.entries(STATE_NAMES).flatMap(([code, name]) => [
    [code.toLowerCase(), code],
    [normalizePlaceName(name), code],
  ]),
);

/**
 * The abbreviation of a state or territory named either way ("New South Wales", "nsw"), or
 * null when the text names none.
 */
export function stateCode(text: string): string | null {
  return (
    STATE_BY_KEY.get(normalizePlaceName(text)) ??
    STATE_BY_KEY.get(text.trim().toLowerCase()) ??
    null
  );
}

/** Every state key (abbreviation and normalised name) with its abbreviation. */
export const STATE_KEYS: ReadonlyMap<string, string> = STATE_BY_KEY;

/** Australia Post's postcode ranges of each state and territory (the ACT's inside NSW's). */
const POSTCODE_RANGES: Array<[number, number, string]> = [
  [200, 299, 'ACT'],
  [2600, 2618, 'ACT'],
  [2900, 2920, 'ACT'],
  [800, 999, 'NT'],
  [1000, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [8000, 8999, 'VIC'],
  [4000, 4999, 'QLD'],
  [9000, 9999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6999, 'WA'],
  [7000, 7999, 'TAS'],
];

/** The state or territory a four-digit postcode belongs to, or null. */
export function stateOfPostcode(postcode: string): string | null {
  if (!/^\d{4}$/.test(postcode.trim())) return null;
  const value = Number(postcode.trim());
  return POSTCODE_RANGES.find(([low, high]) => value >= low && value <= high)?.[2] ?? null;
}

/** What says which state a place is in: a state (or district) name, and a postcode. */
export interface StateWords {
  state?: string;
  postcode?: string;
}

/**
 * The state or territory of a place: the one its address names (by name or abbreviation),
 * else the one its postcode belongs to. A geocoder often gives a district where the state
 * would be ("Eastern Suburbs"); the postcode still says which state it is.
 */
export function stateOfPlace(place: StateWords): string | null {
  return (
    (place.state ? stateCode(place.state) : null) ??
    (place.postcode ? stateOfPostcode(place.postcode) : null)
  );
}
