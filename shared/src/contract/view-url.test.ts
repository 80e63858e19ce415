import {
  DEFAULT_VIEW_STATE,
  coordinateDecimals,
  formatViewSearch,
  parseViewSearch,
  buildingIdOf,
  buildingPath,
  placeIdOf,
  placePath,
} from './view-url';
import { NO_FILTERS, filterParams, parseFilterParams } from './filters';

const ID = '3f2b8c1e-9a4d-4c2b-8f1e-2a3b4c5d6e7f';

describe('the map page URL', () => {
  it('writes nothing for the default state and reads the default from nothing', () => {
    expect(formatViewSearch(DEFAULT_VIEW_STATE)).toBe('');
    expect(parseViewSearch('')).toEqual(DEFAULT_VIEW_STATE);
  });

  it('round-trips every part of the state in one canonical order', () => {
    const state = {
      view: { lat: -33.86881, lon: 151.20929, zoom: 15 },
      place: ID,
      at: { lat: -33.8701234, lon: 151.2112346 },
      filters: {
        types: ['House' as const, 'Villa' as const],
        photos: true,
        within: '30d' as const,
        q: 'mould',
        mould: true,
        heating: true,
        rentMax: 500,
      },
      sort: 'nearest' as const,
      scope: 'everywhere' as const,
      group: 'building' as const,
    };
    const search = formatViewSearch(state);
    expect(search).toBe(
      `lat=-33.86881&lon=151.20929&z=15&place=${ID}&at=-33.870123,151.211235` +
        '&types=House,Villa&photos=1&within=30d&q=mould&mould=1&heating=1&rentMax=500' +
        '&sort=nearest&list=everywhere&group=building',
    );
    expect(parseViewSearch(search)).toEqual({
      ...state,
      at: { lat: -33.870123, lon: 151.211235 },
    });
  });

  it('rounds the centre to about a pixel at the zoom', () => {
    expect(coordinateDecimals(3)).toBe(2);
    expect(coordinateDecimals(10)).toBe(5);
    expect(coordinateDecimals(18)).toBe(6);
    expect(
      formatViewSearch({
        ...DEFAULT_VIEW_STATE,
        view: { lat: -25.27443, lon: 133.77514, zoom: 4 },
      }),
    ).toBe('lat=-25.274&lon=133.775&z=4');
  });

  it('leaves out whatever is malformed instead of failing', () => {
    const state = parseViewSearch(
      'lat=abc&lon=151&z=12&place=not-a-uuid&at=1,2,3&types=House,Castle&photos=maybe&within=2d&sort=loudest&list=nowhere&group=unit',
    );
    expect(state).toEqual({
      ...DEFAULT_VIEW_STATE,
      filters: { ...NO_FILTERS, types: ['House'] },
    });
    expect(parseViewSearch('lat=91&lon=0&z=3').view).toBeNull();
    expect(parseViewSearch('lat=0&lon=0&z=31').view).toBeNull();
    expect(parseViewSearch('lat=-33.9&lon=151.2&z=12').view).toEqual({
      lat: -33.9,
      lon: 151.2,
      zoom: 12,
    });
  });

  it("round-trips the renter's record alone", () => {
    const search = 'mould=1&heating=1&rentMax=500';
    const state = parseViewSearch(search);
    expect(state).toEqual({
      ...DEFAULT_VIEW_STATE,
      filters: { ...NO_FILTERS, mould: true, heating: true, rentMax: 500 },
    });
    expect(formatViewSearch(state)).toBe(search);
    // The highest ceiling and the lowest are kept.
    expect(parseViewSearch('rentMax=5000').filters.rentMax).toBe(5000);
    expect(parseViewSearch('rentMax=50').filters.rentMax).toBe(50);
  });

  it.each([
    'rentMax=475',
    'rentMax=0',
    'rentMax=-500',
    'rentMax=6000',
    'rentMax=5050',
    'rentMax=abc',
    'rentMax=',
    'mould=yes',
    'heating=0',
    'mould=&heating=on',
  ])("leaves out a malformed renter's record: %s", (search) => {
    expect(parseViewSearch(search)).toEqual(DEFAULT_VIEW_STATE);
    expect(formatViewSearch(parseViewSearch(search))).toBe('');
  });

  it('names a comment page by its id and reads the id back', () => {
    expect(placePath(ID)).toBe(`/places/${ID}`);
    expect(placeIdOf(`/places/${ID}`)).toBe(ID);
    expect(placeIdOf(`/places/${ID.toUpperCase()}/`)).toBe(ID);
    expect(placeIdOf('/places/123')).toBeNull();
    expect(placeIdOf(`/places/${ID}/photos`)).toBeNull();
    expect(placeIdOf('/')).toBeNull();
  });

  it('names a building page by its id and reads the id back', () => {
    expect(buildingPath(ID)).toBe(`/buildings/${ID}`);
    expect(buildingIdOf(`/buildings/${ID.toUpperCase()}/`)).toBe(ID);
    expect(buildingIdOf(`/places/${ID}`)).toBeNull();
    expect(buildingIdOf('/buildings/15')).toBeNull();
  });
});

describe('the filters as API parameters', () => {
  it('sends only what narrows the list, types in their canonical order', () => {
    expect(filterParams({ ...NO_FILTERS, q: '  ' })).toEqual({});
    expect(
      filterParams(
        parseFilterParams({ types: 'Land,House', photos: '1', within: '7d', q: ' damp walls ' }),
      ),
    ).toEqual({ types: 'House,Land', photos: true, within: '7d', q: 'damp walls' });
  });

  it('does not send a text shorter than the API searches for', () => {
    expect(filterParams({ ...NO_FILTERS, q: 'ab' })).toEqual({});
  });

  it("sends the renter's record: mould, heating and the rent ceiling", () => {
    expect(
      filterParams(parseFilterParams({ mould: '1', heating: 'true', rentMax: '1500' })),
    ).toEqual({ mould: true, heating: true, rentMax: 1500 });
    expect(filterParams(parseFilterParams({ mould: 'no', heating: null, rentMax: '475' }))).toEqual(
      {},
    );
  });
});
