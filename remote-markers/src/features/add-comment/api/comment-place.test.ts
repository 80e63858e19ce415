import { regionOf, resolveCommentPlace } from './comment-place';
import { blankFormValues, fieldsPayload } from '../components/comment-fields';
import { buildNewCommentPayload } from './create-marker';

const model = {
  name: 'Bondi Beach',
  state: 'New South Wales',
  district: 'Bondi',
  city: 'Sydney',
  country: 'Australia',
  postcode: '2026',
  geocoding_data: { raw_response: { display_name: 'Bondi Beach, Bondi, Sydney' } },
};

describe('resolveCommentPlace', () => {
  it('takes the location and location model from navigation state', () => {
    const place = resolveCommentPlace({
      location: { lat: -33.89, lon: 151.27, address: 'Campbell Parade, Bondi' },
      locationModel: model,
    });
    expect(place).toEqual({
      title: 'Bondi Beach',
      lat: -33.89,
      lon: 151.27,
      address: 'Campbell Parade, Bondi',
      region: 'Bondi',
      city: 'Sydney',
      country: 'Australia',
      postcode: '2026',
      road: '',
    });
  });

  it("takes the road from the model's address parts, else from the geocoder's answer", () => {
    const at = (geocoding_data: object) =>
      resolveCommentPlace({ location: { lat: 1, lon: 2 }, locationModel: { geocoding_data } });
    expect(at({ address_components: { road: ' King Street ' } })?.road).toBe('King Street');
    expect(at({ raw_response: { address: { road: 'Queen Street' } } })?.road).toBe('Queen Street');
  });

  it("uses the model's display name when the location has no address", () => {
    const place = resolveCommentPlace({ location: { lat: 1, lon: 2 }, locationModel: model });
    expect(place?.address).toBe('Bondi Beach, Bondi, Sydney');
  });

  it('is no place at all when the navigation state holds none (never 0,0)', () => {
    expect(resolveCommentPlace({ something: 'else' })).toBeNull();
    expect(resolveCommentPlace(null)).toBeNull();
    expect(resolveCommentPlace(undefined)).toBeNull();
    expect(resolveCommentPlace({ location: { lat: Number.NaN, lon: 1, address: 'x' } })).toBeNull();
    expect(resolveCommentPlace({ location: { lat: 1, lon: Infinity } })).toBeNull();
  });

  it('treats the point 0,0 as no place', () => {
    expect(
      resolveCommentPlace({ location: { lat: 0, lon: 0, address: 'x' }, locationModel: model }),
    ).toBeNull();
    expect(resolveCommentPlace({ location: { lat: -0, lon: 0, address: 'x' } })).toBeNull();
    expect(resolveCommentPlace({ location: { lat: '0', lon: '0' } })).toBeNull();
  });

  it('keeps real places on the equator or the prime meridian', () => {
    expect(resolveCommentPlace({ location: { lat: 0, lon: 151.2, address: 'a' } })).toMatchObject({
      lat: 0,
      lon: 151.2,
    });
    expect(
      resolveCommentPlace({ location: { lat: -33.9, lon: 0 }, locationModel: null }),
    ).toMatchObject({ lat: -33.9, lon: 0 });
  });

  it("says 'Address not available' for a known point whose address is unknown", () => {
    expect(
      resolveCommentPlace({ location: { lat: 5, lon: 6, address: null }, locationModel: null }),
    ).toMatchObject({ lat: 5, lon: 6, address: 'Address not available' });
  });
});

describe('regionOf', () => {
  it('is the district, else the state, else empty', () => {
    expect(regionOf({ district: 'Bondi', state: 'NSW' })).toBe('Bondi');
    expect(regionOf({ district: '', state: 'NSW' })).toBe('NSW');
    expect(regionOf({})).toBe('');
    expect(regionOf(null)).toBe('');
  });
});

describe('buildNewCommentPayload', () => {
  it('is the new comment payload, always from OPENSTREET', () => {
    const place = resolveCommentPlace({
      location: { lat: -33.89, lon: 151.27, address: 'Campbell Parade' },
      locationModel: model,
    })!;
    expect(
      buildNewCommentPayload(
        place,
        fieldsPayload({
          ...blankFormValues(),
          locationType: 'Apartment',
          unitNumber: ' 12 ',
          comment: ' Noisy on weekends ',
        })!,
        ['a.jpg'],
      ),
    ).toEqual({
      coordinates: { lat: -33.89, lon: 151.27 },
      fullAddress: 'Campbell Parade',
      region: 'Bondi',
      city: 'Sydney',
      country: 'Australia',
      unitNumber: '12',
      locationType: 'Apartment',
      comment: 'Noisy on weekends',
      photoUrls: ['a.jpg'],
      mapSource: 'OPENSTREET',
      postcode: '2026',
    });
  });
});
