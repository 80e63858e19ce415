import { toLocationModel, type GeoPlace } from 'shared/contract';
import { mergePlaces } from '../src/modules/geo/geo.service';
import { toGeoPlace } from '../src/modules/geo/providers/nominatim/nominatim-place';
import { retryAfterMs } from '../src/modules/geo/providers/nominatim/nominatim.provider';
import { RequestBudget } from '../src/modules/geo/providers/nominatim/request-budget';
import { OfflineProvider } from '../src/modules/geo/providers/offline/offline.provider';
import { nominatimFixture } from './helpers/nominatim-stand-in';

const reverseBody = () => JSON.parse(nominatimFixture('reverse-king-street')) as unknown;
const searchBody = () => JSON.parse(nominatimFixture('search-newtown')) as unknown[];

describe('RequestBudget', () => {
  it('allows one request per interval and says how long to wait for the next slot', () => {
    let now = 10_000;
    const budget = new RequestBudget(1000, () => now);
    expect(budget.reserve(0)).toBe(0);
    expect(budget.reserve(0)).toBeNull();
    expect(budget.reserve(1000)).toBe(1000);
    now += 500;
    expect(budget.reserve(1000)).toBeNull();
    expect(budget.reserve(1500)).toBe(1500);
  });

  it('pauses after the upstream asks it to', () => {
    let now = 0;
    const budget = new RequestBudget(0, () => now);
    budget.pause(30_000);
    expect(budget.reserve(1000)).toBeNull();
    now = 30_000;
    expect(budget.reserve(0)).toBe(0);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, capped at an hour', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs('999999')).toBe(3_600_000);
    expect(retryAfterMs(new Date(61_000).toUTCString(), 1_000)).toBe(60_000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});

describe('toGeoPlace', () => {
  it('keeps the Nominatim shape, marked as from the upstream', () => {
    const place = toGeoPlace(reverseBody());
    expect(place).toMatchObject({
      place_id: 131802283,
      osm_type: 'way',
      osm_id: 4336745,
      lat: '-33.8968052',
      lon: '151.1796316',
      class: 'building',
      type: 'retail',
      addresstype: 'building',
      // An unnamed building is called by its first address part.
      name: '212',
      address: { road: 'King Street', suburb: 'Newtown', postcode: '2042' },
      extratags: { 'building:levels': '2' },
      source: 'nominatim',
    });
  });

  it('refuses what is not a place', () => {
    expect(toGeoPlace({ error: 'Unable to geocode' })).toBeNull();
    expect(toGeoPlace({ lat: '91', lon: '0' })).toBeNull();
    expect(toGeoPlace('nonsense')).toBeNull();
  });
});

describe('toLocationModel', () => {
  const now = '2026-11-21T10:00:00.000Z';

  it('builds the Location model from a reverse lookup', () => {
    const place = toGeoPlace(reverseBody())!;
    expect(toLocationModel(place, now)).toEqual({
      place_id: 131802283,
      latitude: -33.8968052,
      longitude: 151.1796316,
      country: 'Australia',
      country_code: 'au',
      state: 'New South Wales',
      city: 'Sydney',
      district: 'Newtown',
      class: 'building',
      type: 'retail',
      name: '212',
      postcode: '2042',
      created_at: now,
      updated_at: now,
      geocoding_data: {
        raw_response: place,
        address_components: place.address,
        osm_type: 'way',
        osm_id: 4336745,
        place_rank: 30,
        address_type: 'building',
        importance: place.importance,
        bounding_box: ['-33.8968902', '-33.8967203', '151.1795469', '151.1797162'],
        licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
      },
    });
  });

  it('takes city from town or village, district from city district or neighbourhood', () => {
    const base = toGeoPlace(reverseBody())!;
    const withAddress = (address: Record<string, string>): GeoPlace => ({ ...base, address });
    expect(toLocationModel(withAddress({ town: 'Katoomba' }), now).city).toBe('Katoomba');
    expect(toLocationModel(withAddress({ village: 'Bundanoon' }), now).city).toBe('Bundanoon');
    expect(
      toLocationModel(withAddress({ city_district: 'Inner', suburb: 'X' }), now).district,
    ).toBe('Inner');
    expect(toLocationModel(withAddress({ neighbourhood: 'Camperdown' }), now).district).toBe(
      'Camperdown',
    );
    expect(toLocationModel(withAddress({}), now)).toMatchObject({ city: null, district: null });
  });
});

describe('mergePlaces', () => {
  const offline = new OfflineProvider();
  const remote = searchBody().map((raw) => toGeoPlace(raw)!);

  it('puts exact local names first, replaced by the upstream twin, then upstream, then the rest', () => {
    const local = offline.searchNow('Newtown', 10);
    const merged = mergePlaces('Newtown', local, remote, 10);
    expect(merged).toHaveLength(10);
    // Newtown NSW: the upstream's richer place took the gazetteer locality's first place.
    expect(merged[0]).toMatchObject({ source: 'nominatim', osm_id: 5555830 });
    // Newtown VIC (Geelong) likewise; no place twice.
    expect(merged.filter((p) => p.address.postcode === '3220')).toHaveLength(1);
    expect(merged.some((p) => p.type === 'station')).toBe(true);
  });

  it('keeps the local answer when the upstream has none', () => {
    const local = offline.searchNow('Parramatta', 5);
    expect(mergePlaces('Parramatta', local, [], 5)).toEqual(local);
  });
});
