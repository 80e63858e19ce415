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
