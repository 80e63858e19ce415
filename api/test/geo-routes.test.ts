import { GEO_LIMITS } from 'shared/contract';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';

/** The routes on the offline gazetteer: validation, shapes and not-found. */
describe('geo routes (offline gazetteer)', () => {
  const t = useTestApp({ env: { GEOCODER: 'offline' } });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/geo/search finds suburbs by name and postcode', async () => {
    const byName = await get('/api/geo/search?q=newtown');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().success).toBe(true);
    expect(byName.json().data[0]).toMatchObject({
      name: 'Newtown',
      display_name: 'Newtown, Sydney, New South Wales, 2042, Australia',
      address: { postcode: '2042', state: 'New South Wales' },
      source: 'offline',
    });
    expect(typeof byName.json().data[0].lat).toBe('string');

    const byPostcode = await get('/api/geo/search?q=2026');
    const names = byPostcode.json().data.map((place: { name: string }) => place.name);
    expect(names).toEqual(expect.arrayContaining(['Bondi', 'Bondi Beach']));
  });

  it('returns at most the configured number of results, or fewer when asked', async () => {
    expect((await get('/api/geo/search?q=mount')).json().data).toHaveLength(10);
    expect((await get('/api/geo/search?q=mount&limit=3')).json().data).toHaveLength(3);
  });

  it('returns an empty list when nothing matches', async () => {
    const response = await get('/api/geo/search?q=qqqqqqqq');
    expect(response.json()).toEqual({ success: true, data: [] });
  });

  it.each([
    ['no query', '/api/geo/search', "Query parameter 'q' is required."],
    ['a query of spaces', '/api/geo/search?q=%20%20%20%20', "Query parameter 'q' must have"],
    ['two characters', '/api/geo/search?q=%20ab%20', "Query parameter 'q' must have"],
    [
      'a query too long',
      `/api/geo/search?q=${'a'.repeat(GEO_LIMITS.maxSearchQueryLength + 1)}`,
      "Query parameter 'q' must be at most",
    ],
    ['a limit of 0', '/api/geo/search?q=newtown&limit=0', "Query parameter 'limit'"],
    ['a latitude above 90', '/api/geo/reverse?lat=90.5&lon=151', "Query parameter 'lat'"],
    ['a latitude below -90', '/api/geo/reverse?lat=-91&lon=151', "Query parameter 'lat'"],
    ['a longitude above 180', '/api/geo/reverse?lat=-33&lon=180.1', "Query parameter 'lon'"],
    ['a longitude below -180', '/api/geo/reverse?lat=-33&lon=-181', "Query parameter 'lon'"],
    ['a latitude that is not a number', '/api/geo/reverse?lat=north&lon=151', "'lat'"],
    ['no longitude', '/api/geo/reverse?lat=-33', "Query parameter 'lon' is required."],
    ['a bad location model query', '/api/locations/reverse?lat=100&lon=0', "'lat'"],
  ])('rejects %s with 400 in the error shape', async (_case, url, message) => {
    const response = await get(url);
    expectFailure(response, 400, 'VALIDATION_ERROR', expect.stringContaining(message));
  });

  it('GET /api/geo/reverse names the nearest locality', async () => {
    const response = await get('/api/geo/reverse?lat=-33.8976&lon=151.1793');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Newtown', source: 'offline' });
  });

  it('answers 404 where there is no address (the open sea)', async () => {
    const response = await get('/api/geo/reverse?lat=0&lon=0');
    expectFailure(response, 404, 'NOT_FOUND', 'No address was found at this location.');
    expect((await get('/api/locations/reverse?lat=0&lon=0')).statusCode).toBe(404);
  });

  // Once, lat=90 spun a core for ever and lat=89.95 took seconds.
  it.each(['/api/geo/reverse', '/api/locations/reverse'])(
    '%s answers at once at the poles, the antimeridian and far out at sea',
    async (route) => {
      for (const [lat, lon] of [
        [90, 0],
        [-90, 0],
        [89.95, 0],
        [-89.95, 180],
        [90, -180],
        [0, 180],
        [0, -180],
        [-33.9, 180],
        [-60, 150],
        [-45, 100],
      ]) {
        const started = performance.now();
        const response = await get(`${route}?lat=${lat}&lon=${lon}`);
        expect({ lat, lon, ms: performance.now() - started < 250 }).toEqual({ lat, lon, ms: true });
        expectFailure(response, 404, 'NOT_FOUND', 'No address was found at this location.');
      }
      expect((await get('/api/health')).statusCode).toBe(200);
    },
  );

  it('GET /api/locations/reverse builds the Location model', async () => {
    const response = await get('/api/locations/reverse?lat=-33.8976&lon=151.1793');
    expect(response.statusCode).toBe(200);
    const model = response.json().data;
    expect(model).toMatchObject({
      country: 'Australia',
      country_code: 'au',
      state: 'New South Wales',
      city: 'Sydney',
      district: 'Newtown',
      class: 'place',
      type: 'suburb',
      name: 'Newtown',
      postcode: '2042',
      geocoding_data: {
        raw_response: { display_name: 'Newtown, Sydney, New South Wales, 2042, Australia' },
        address_components: { suburb: 'Newtown', city: 'Sydney' },
        address_type: 'suburb',
      },
    });
    expect(typeof model.latitude).toBe('number');
    expect(Date.parse(model.created_at)).not.toBeNaN();
  });

  it('is described in the OpenAPI document', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/geo/search', '/api/geo/reverse', '/api/locations/reverse']),
    );
  });
});
