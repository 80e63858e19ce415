import { MAP_DEFAULTS, type MarkerCluster, type MarkerPin, type SavedMarkerComment } from 'shared';
import {
  initialMapState,
  mapReducer,
  popupTitle,
  toPinMarker,
  toSavedMarker,
  type MapAction,
  type MapState,
} from './map-state';
import { savedComment } from '../../test/api-stubs';

/** The stubs' saved comment in Newtown, with this file's own text and type. */
const comment = (id: string, overrides: Partial<SavedMarkerComment> = {}) =>
  savedComment(id, {
    comment: 'Quiet street',
    fullAddress: '1 King St, Newtown',
    unitNumber: '4',
    locationType: 'Apartment',
    ...overrides,
  });

const pin = (id: string, overrides: Partial<MarkerPin> = {}): MarkerPin => ({
  id,
  lat: -33.9,
  lon: 151.18,
  locationType: 'House',
  ...overrides,
});

const cluster = (id: string, count: number, overrides: Partial<MarkerCluster> = {}) => ({
  id,
  lat: -33.88,
  lon: 151.2,
  count,
  bounds: { minLon: 151.19, minLat: -33.89, maxLon: 151.21, maxLat: -33.87 },
  ...overrides,
});

/** A view answer asked for at tick `askedAt` of the map's clock. */
const view = (askedAt: number, pins: MarkerPin[], clusters: MarkerCluster[] = []): MapAction => ({
  type: 'view-answered',
  answer: { pins, clusters },
  askedAt,
});

const saved = (savedAt: number, c: SavedMarkerComment): MapAction => ({
  type: 'add-saved',
  comment: c,
  savedAt,
});

const run = (...actions: MapAction[]): MapState => actions.reduce(mapReducer, initialMapState);

describe('mapReducer', () => {
  it('starts at Sydney, zoom 13', () => {
    expect(initialMapState).toMatchObject({
      center: MAP_DEFAULTS.center,
      zoom: 13,
      markers: [],
      selectedLocation: null,
    });
  });

  it('adds a temporary marker, selects its location and flies there, its popup to open', () => {
    const state = run({ type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } });
    expect(state.markers).toEqual([
      expect.objectContaining({ id: 't1', address: null, position: { lat: -34, lng: 151 } }),
    ]);
    expect(state).toMatchObject({
      selectedMarkerId: 't1',
      selectedLocation: { lat: -34, lng: 151 },
      flyTarget: { position: { lat: -34, lng: 151 }, openPopup: 't1' },
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
    const state = run(view(1, [pin('a')]));
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
      view(1, [pin('a'), pin('b')], [cluster('13/1/1', 5)]),
      { type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } },
      view(2, [pin('c')], [cluster('13/2/2', 7)]),
    );
    expect(state.markers.map((m) => m.id)).toEqual(['saved-c', 't1']);
    expect(state.clusters.map((c) => c.id)).toEqual(['13/2/2']);
    const added = mapReducer(state, saved(3, comment('d')));
    expect(added.markers.map((m) => m.id)).toEqual(['saved-d', 'saved-c', 't1']);
  });

  it('draws a pin of the view as a saved marker whose comment is loaded when needed', () => {
    const state = run(view(1, [pin('a', { lat: -33.8, lon: 151.1, locationType: 'Villa' })]));
    expect(state.markers).toEqual([
      toPinMarker(pin('a', { lat: -33.8, lon: 151.1, locationType: 'Villa' })),
    ]);
    expect(state.markers[0]).toMatchObject({
      id: 'saved-a',
      position: { lat: -33.8, lng: 151.1 },
      locationType: 'Villa',
      isSavedMarker: true,
      needsDetails: true,
    });
    expect(popupTitle(state.markers[0]!)).toBe('Villa');
  });

  it('shows a comment saved here until a view asked for after its saving counts it', () => {
    const state = run(
      saved(1, comment('a')),
      saved(3, comment('b')),
      // Asked for between the two savings: it holds a, not b.
      view(2, [pin('a'), pin('c')]),
      { type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } },
    );
    // b still shows on its own (with its comment); a is now the view's pin, drawn once.
    expect(state.markers.map((m) => m.id)).toEqual(['saved-b', 'saved-a', 'saved-c', 't1']);
    expect(state.markers[0]).toMatchObject({ comment: 'Quiet street' });
    expect(state.markers[0]!.needsDetails).toBeUndefined();
    expect(state.markers[1]).toMatchObject({ needsDetails: true });
    expect(state.saved.added.map((entry) => entry.comment.id)).toEqual(['b']);

    // A later view counts b inside a cluster: it is not drawn on its own any more.
    const later = mapReducer(state, view(4, [pin('c')], [cluster('13/1/1', 2)]));
    expect(later.markers.map((m) => m.id)).toEqual(['saved-c', 't1']);
    expect(later.clusters).toHaveLength(1);
    expect(later.saved.added).toEqual([]);
  });

  it('keeps a comment saved here when an answer asked for before its saving arrives late', () => {
    const state = run(saved(5, comment('a')), view(4, []));
    expect(state.markers.map((m) => m.id)).toEqual(['saved-a']);
  });

  it('keeps every marker and cluster as it was when the view answers with what is shown (no re-draw)', () => {
    const state = run(view(1, [pin('a'), pin('b')], [cluster('13/1/1', 5), cluster('13/1/2', 9)]), {
      type: 'add-temporary',
      id: 't1',
      position: { lat: -34, lng: 151 },
    });
    const again = mapReducer(
      state,
      view(2, [pin('a'), pin('b')], [cluster('13/1/1', 5), cluster('13/1/2', 9)]),
    );
    expect(again.markers).toBe(state.markers);
    expect(again.clusters).toBe(state.clusters);

    const changed = mapReducer(
      state,
      view(
        3,
        [pin('a'), pin('b', { locationType: 'Land' })],
        [cluster('13/1/1', 5), cluster('13/1/2', 10)],
      ),
    );
    expect(changed.markers[0]).toBe(state.markers[0]);
    expect(changed.markers[1]).not.toBe(state.markers[1]);
    expect(changed.markers[1]).toMatchObject({ id: 'saved-b', locationType: 'Land' });
    expect(changed.markers[2]).toBe(state.markers[2]);
    expect(changed.clusters[0]).toBe(state.clusters[0]);
    expect(changed.clusters[1]).toMatchObject({ id: '13/1/2', count: 10 });
    expect(changed.clusters[1]).not.toBe(state.clusters[1]);
  });

  it('highlights a saved marker at the position the list gives, and clears it', () => {
    const state = run({
      type: 'highlight',
      id: 'saved-x',
      position: { lat: -33.7, lng: 151.3 },
      fly: true,
    });
    expect(state.highlighted).toEqual({
      markerId: 'saved-x',
      position: { lat: -33.7, lng: 151.3 },
    });
    expect(state.flyTarget).toEqual({ position: { lat: -33.7, lng: 151.3 } });
    expect(mapReducer(state, { type: 'highlight', id: null }).highlighted).toBeNull();
  });

  it('flies to a highlight only when asked, at the zoom asked', () => {
    const position = { lat: -33.7, lng: 151.3 };
    expect(run({ type: 'highlight', id: 'saved-x', position }).flyTarget).toBeNull();
    expect(
      run({ type: 'highlight', id: 'saved-x', position, fly: { zoom: 17 } }).flyTarget,
    ).toEqual({ position, zoom: 17 });
  });

  it('ends a highlight when its time is over, not a newer one', () => {
    const position = { lat: -33.7, lng: 151.3 };
    const first = run({ type: 'highlight', id: 'saved-x', position });
    const old = first.highlighted!;
    expect(mapReducer(first, { type: 'highlight-expired', highlight: old }).highlighted).toBeNull();
    const second = mapReducer(first, { type: 'highlight', id: 'saved-y', position });
    expect(mapReducer(second, { type: 'highlight-expired', highlight: old }).highlighted).toEqual(
      second.highlighted,
    );
  });

  it('keeps one selected pin: a new one replaces it, with its popup opened after the flight', () => {
    const state = run(
      { type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } },
      { type: 'add-temporary', id: 't2', position: { lat: -34.1, lng: 151.1 } },
      { type: 'add-temporary', id: 't3', position: { lat: -34.2, lng: 151.2 } },
    );
    expect(state.markers.map((m) => m.id)).toEqual(['t3']);
    expect(state.selectedMarkerId).toBe('t3');
    expect(state.flyTarget).toEqual({ position: { lat: -34.2, lng: 151.2 }, openPopup: 't3' });
    const still = mapReducer(state, {
      type: 'add-temporary',
      id: 't4',
      position: { lat: -34.3, lng: 151.3 },
      fly: false,
    });
    expect(still.flyTarget).toBe(state.flyTarget);
    expect(still.openPopupId).toBe('t4');
  });

  it('a kept pin stays a temporary marker when another place is selected', () => {
    const state = run(
      { type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } },
      { type: 'keep-marker', id: 't1' },
      { type: 'add-temporary', id: 't2', position: { lat: -34.1, lng: 151.1 } },
    );
    expect(state.markers).toEqual([
      expect.objectContaining({ id: 't1', kept: true }),
      expect.objectContaining({ id: 't2' }),
    ]);
    expect(state.selectedMarkerId).toBe('t2');
    // Only the selected pin can be kept.
    expect(mapReducer(state, { type: 'keep-marker', id: 'saved-a' })).toBe(state);
  });

  it('drops the selected pin, never a kept one or a saved one', () => {
    const state = run(
      view(1, [pin('a')]),
      { type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } },
      { type: 'keep-marker', id: 't1' },
      { type: 'add-temporary', id: 't2', position: { lat: -34.1, lng: 151.1 } },
      { type: 'drop-selection' },
    );
    expect(state.markers.map((m) => m.id)).toEqual(['saved-a', 't1']);
    expect(state).toMatchObject({ selectedMarkerId: null, selectedLocation: null });
    expect(mapReducer(state, { type: 'drop-selection' })).toBe(state);
  });

  it("holds no view of its own: the live view is Leaflet's, so a pan changes nothing here", () => {
    expect(Object.keys(initialMapState).sort()).toEqual([
      'center',
      'clusters',
      'flyTarget',
      'highlighted',
      'markers',
      'openPopupId',
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
      view(1, [pin('a')], [cluster('13/1/1', 4)]),
      { type: 'add-temporary', id: 't1', position: { lat: -34, lng: 151 } },
      { type: 'search', query: 'newtown' },
      { type: 'reset' },
    );
    expect(state).toMatchObject({
      markers: [expect.objectContaining({ id: 'saved-a' })],
      clusters: [expect.objectContaining({ id: '13/1/1' })],
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
