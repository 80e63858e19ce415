import type { GeoPlace } from './geo';
import { toLocationModel } from './location-model';

const place = (address: Record<string, string>): GeoPlace => ({
  place_id: 7,
  licence: 'ODbL',
  osm_type: 'way',
  osm_id: 42,
  lat: '-33.89',
  lon: '151.27',
  class: 'place',
  type: 'suburb',
  place_rank: 20,
  importance: 0.5,
  addresstype: 'suburb',
  name: 'Bondi Beach',
  display_name: 'Bondi Beach, Sydney, New South Wales, Australia',
  address,
  namedetails: {},
  extratags: null,
  boundingbox: null,
  source: 'offline',
});

describe('toLocationModel', () => {
  it('takes city, else town, else village; district, else suburb, else neighbourhood', () => {
    const model = toLocationModel(
      place({ town: 'Bondi', suburb: 'Bondi Beach', neighbourhood: 'N', state: 'NSW' }),
      '2026-01-01T00:00:00.000Z',
    );
    expect(model).toMatchObject({
      latitude: -33.89,
      longitude: 151.27,
      city: 'Bondi',
      district: 'Bondi Beach',
      state: 'NSW',
      country: null,
      postcode: null,
      name: 'Bondi Beach',
      created_at: '2026-01-01T00:00:00.000Z',
    });
    expect(model.geocoding_data.raw_response.display_name).toBe(
      'Bondi Beach, Sydney, New South Wales, Australia',
    );
    expect(toLocationModel(place({ village: 'V', neighbourhood: 'N' }), 'now')).toMatchObject({
      city: 'V',
      district: 'N',
    });
    expect(
      toLocationModel(place({ city: 'Sydney', town: 'T', city_district: 'CD', suburb: 'S' }), 'n'),
    ).toMatchObject({ city: 'Sydney', district: 'CD' });
  });
});
