import { MAP_DEFAULTS, type SavedMarkerComment } from 'shared';
import { initialMapState, mapReducer, popupTitle, toSavedMarker, type MapState } from './map-state';

const comment = (id: string, overrides: Partial<SavedMarkerComment> = {}): SavedMarkerComment => ({
  id,
  lat: -33.9,
  lon: 151.18,
  comment: 'Quiet street',
  fullAddress: '1 King St, Newtown',
  unitNumber: '4',
  region: 'Newtown',
  city: 'Sydney',
  country: 'Australia',
  postcode: '2042',
  locationType: 'Apartment',
  mapSource: 'OPENSTREET',
  createdDate: '2026-01-01T00:00:00.000Z',
  modifiedDate: '2026-01-01T00:00:00.000Z',
  photoUrls: '[]',
  ...overrides,
});

const run = (...actions: Parameters<typeof mapReducer>[1][]): MapState =>
  actions.reduce(mapReducer, initialMapState);

describe('mapReducer', () => {
  it('starts at Sydney, zoom 13', () => {
    expect(initialMapState).toMatchObject({
      center: MAP_DEFAULTS.center,
      zoom: 13,
      markers: [],
      selectedLocation: null,
    });
  });

  it('adds a temporary marker, selects its location and flies there', () => {
    const state = run({ type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } });
    expect(state.markers).toEqual([
      expect.objectContaining({ id: 't1', address: null, position: { lat: -34, lng: 151 } }),
    ]);
    expect(state).toMatchObject({
      selectedMarkerId: 't1',
      selectedLocation: { lat: -34, lng: 151 },
      flyTarget: { position: { lat: -34, lng: 151 } },
    });
  });

  it('moves a temporary marker (clearing its address until looked up again)', () => {
    const state = run(
      { type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } },
      { type: 'set-address', id: 't1', address: 'Old' },
      { type: 'move-marker', id: 't1', position: { lat: -35, lng: 150 } },
    );
    expect(state.markers[0]).toMatchObject({ position: { lat: -35, lng: 150 }, address: null });
    expect(state.selectedLocation).toEqual({ lat: -35, lng: 150 });
    const found = mapReducer(state, { type: 'set-address', id: 't1', address: 'New place' });
    expect(found.selectedAddress).toBe('New place');
  });

  it('never moves or removes a saved marker', () => {
    const state = run({ type: 'sync-saved', source: 'list', comments: [comment('a')] });
    expect(mapReducer(state, { type: 'remove-marker', id: 'saved-a' })).toEqual(state);
    expect(
      mapReducer(state, { type: 'move-marker', id: 'saved-a', position: { lat: 0, lng: 0 } }),
    ).toEqual(state);
  });

  it('removes a temporary marker and the selection it held', () => {
    const state = run(
      { type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } },
      { type: 'remove-marker', id: 't1' },
    );
    expect(state).toMatchObject({ markers: [], selectedMarkerId: null, selectedLocation: null });
  });

  it('replaces saved markers wholesale and keeps the unsaved ones', () => {
    const state = run(
      { type: 'sync-saved', source: 'list', comments: [comment('a'), comment('b')] },
      { type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } },
      { type: 'sync-saved', source: 'list', comments: [comment('c')] },
    );
    expect(state.markers.map((m) => m.id)).toEqual(['saved-c', 't1']);
    const added = mapReducer(state, { type: 'add-saved', comment: comment('d') });
    expect(added.markers.map((m) => m.id)).toEqual(['saved-d', 'saved-c', 't1']);
  });

  it('shows the saved markers of the list and of the viewport, each once', () => {
    const state = run(
      { type: 'sync-saved', source: 'list', comments: [comment('a'), comment('b')] },
      { type: 'sync-saved', source: 'viewport', comments: [comment('b'), comment('c')] },
      { type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } },
    );
    expect(state.markers.map((m) => m.id)).toEqual(['saved-a', 'saved-b', 'saved-c', 't1']);

    // A new viewport replaces only what the viewport gave; the list's markers stay.
    const moved = mapReducer(state, { type: 'sync-saved', source: 'viewport', comments: [] });
    expect(moved.markers.map((m) => m.id)).toEqual(['saved-a', 'saved-b', 't1']);
    const relisted = mapReducer(state, { type: 'sync-saved', source: 'list', comments: [] });
    expect(relisted.markers.map((m) => m.id)).toEqual(['saved-b', 'saved-c', 't1']);
  });

  it('resets to the defaults, keeping only the saved markers', () => {
    const state = run(
      { type: 'sync-saved', source: 'list', comments: [comment('a')] },
      { type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } },
      { type: 'search', query: 'newtown' },
      { type: 'reset' },
    );
    expect(state).toMatchObject({
      markers: [expect.objectContaining({ id: 'saved-a' })],
      selectedLocation: null,
      searchQuery: '',
      zoom: 13,
      flyTarget: { position: MAP_DEFAULTS.center, zoom: 13 },
    });
  });
});

describe('saved markers', () => {
  it('carry the saved comment, with an id prefixed saved-', () => {
    expect(toSavedMarker(comment('42'))).toMatchObject({
      id: 'saved-42',
      position: { lat: -33.9, lng: 151.18 },
      isSavedMarker: true,
      comment: 'Quiet street',
      fullAddress: '1 King St, Newtown',
      region: 'Newtown',
      city: 'Sydney',
      country: 'Australia',
    });
  });
});

describe('popupTitle', () => {
  const base = { id: 'x', position: { lat: 0, lng: 0 }, address: null, timestamp: 0 };
  it('is the first of shop, amenity, office, residential, buildingType, locationType', () => {
    expect(popupTitle({ ...base, shop: 'bakery', amenity: 'cafe' })).toBe('Bakery');
    expect(popupTitle({ ...base, amenity: 'cafe', office: 'it' })).toBe('Cafe');
    expect(popupTitle({ ...base, office: 'it', residential: 'house' })).toBe('It');
    expect(popupTitle({ ...base, residential: 'apartments', buildingType: 'x' })).toBe(
      'Apartments',
    );
    expect(popupTitle({ ...base, buildingType: 'retail', locationType: 'House' })).toBe('Retail');
    expect(popupTitle({ ...base, locationType: 'House' })).toBe('House');
  });

  it("is 'Location' otherwise", () => {
    expect(popupTitle(base)).toBe('Location');
    expect(popupTitle({ ...base, shop: '  ' })).toBe('Location');
  });
});
