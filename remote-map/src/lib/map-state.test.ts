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
    const state = run({ type: 'saved-in-view', comments: [comment('a')] });
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
      { type: 'saved-in-view', comments: [comment('a'), comment('b')] },
      { type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } },
      { type: 'saved-in-view', comments: [comment('c')] },
    );
    expect(state.markers.map((m) => m.id)).toEqual(['saved-c', 't1']);
    const added = mapReducer(state, { type: 'add-saved', comment: comment('d') });
    expect(added.markers.map((m) => m.id)).toEqual(['saved-d', 'saved-c', 't1']);
  });

  it('shows the saved markers of the view and those saved here since, each once', () => {
    const state = run(
      { type: 'add-saved', comment: comment('a') },
      { type: 'add-saved', comment: comment('b') },
      { type: 'saved-in-view', comments: [comment('b'), comment('c')] },
      { type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } },
    );
    expect(state.markers.map((m) => m.id)).toEqual(['saved-b', 'saved-a', 'saved-c', 't1']);

    // A new view replaces only what the view gave; the ones saved here stay.
    const moved = mapReducer(state, { type: 'saved-in-view', comments: [] });
    expect(moved.markers.map((m) => m.id)).toEqual(['saved-b', 'saved-a', 't1']);
  });

  it('keeps every marker as it was when the view answers with what is shown (no re-draw)', () => {
    const state = run(
      { type: 'saved-in-view', comments: [comment('a'), comment('b')] },
      { type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } },
    );
    const again = mapReducer(state, {
      type: 'saved-in-view',
      comments: [comment('a'), comment('b')],
    });
    expect(again.markers).toBe(state.markers);

    const edited = mapReducer(state, {
      type: 'saved-in-view',
      comments: [comment('a'), comment('b', { comment: 'Noisy' })],
    });
    expect(edited.markers[0]).toBe(state.markers[0]);
    expect(edited.markers[1]).not.toBe(state.markers[1]);
    expect(edited.markers[1]).toMatchObject({ id: 'saved-b', comment: 'Noisy' });
    expect(edited.markers[2]).toBe(state.markers[2]);
  });

  it("holds no view of its own: the live view is Leaflet's, so a pan changes nothing here", () => {
    expect(Object.keys(initialMapState).sort()).toEqual([
      'center',
      'flyTarget',
      'highlightedMarkerId',
      'markers',
      'saved',
      'searchQuery',
      'selectedAddress',
      'selectedLocation',
      'selectedMarkerId',
      'zoom',
    ]);
  });

  it('resets to the defaults, keeping only the saved markers', () => {
    const state = run(
      { type: 'saved-in-view', comments: [comment('a')] },
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
