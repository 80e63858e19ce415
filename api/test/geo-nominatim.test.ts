import { useNominatimStandIn } from './helpers/nominatim-stand-in';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';

/**
 * The nominatim provider against a local stand-in server (real Nominatim answer bodies;
 * errors, slowness and 429 on demand). Never the internet.
 */
const standIn = useNominatimStandIn();

const env = (extra: Record<string, string> = {}) => ({
  GEOCODER: 'nominatim',
  GEOCODER_MIN_INTERVAL_MS: '0',
  // Long enough for a first request on a loaded machine (the stand-in's slow mode takes 2 s).
  GEOCODER_TIMEOUT_MS: '1500',
  GEOCODER_USER_AGENT: 'RentMap-test/1.0 (tests)',
  ...extra,
});

describe('nominatim provider', () => {
  const t = useTestApp({
    get env() {
      return env({ GEOCODER_URL: standIn.url });
    },
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeEach(async () => {
    await t.db.deleteFrom('geocoder_cache').execute();
  });

  it('searches with the specified parameters and our own User-Agent', async () => {
    const response = await get('/api/geo/search?q=%20Newtown%20');

    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((p: { osm_id: number }) => p.osm_id)).toEqual([
      5555830, 2309823418, 3061734,
    ]);
    expect(response.json().data[0]).toMatchObject({
      lat: '-33.8977587',
      display_name:
        'Newtown, Sydney, Council of the City of Sydney, New South Wales, 2042, Australia',
      namedetails: { name: 'Newtown' },
      source: 'nominatim',
    });
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]).toMatchObject({
      path: '/search',
      query: {
        q: 'Newtown',
        format: 'json',
        addressdetails: '1',
        limit: '10',
        countrycodes: 'au',
        'accept-language': 'en',
        namedetails: '1',
      },
    });
    expect(standIn.requests[0]!.headers['user-agent']).toBe('RentMap-test/1.0 (tests)');
  });

  it('reverse-geocodes with zoom 18, extra tags and name details', async () => {
    const response = await get('/api/geo/reverse?lat=-33.8968&lon=151.17963');

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      display_name:
        '212, King Street, Newtown, Sydney, Council of the City of Sydney, New South Wales, 2042, Australia',
      address: { house_number: '212', road: 'King Street' },
    });
    expect(standIn.requests[0]).toMatchObject({
      path: '/reverse',
      query: {
        lat: '-33.896800',
        lon: '151.179630',
        format: 'json',
        addressdetails: '1',
        extratags: '1',
        namedetails: '1',
        zoom: '18',
      },
    });
  });

  it('builds the Location model from the upstream answer', async () => {
    const model = (await get('/api/locations/reverse?lat=-33.8968&lon=151.17963')).json().data;
    expect(model).toMatchObject({
      place_id: 131802283,
      city: 'Sydney',
      district: 'Newtown',
      postcode: '2042',
      geocoding_data: { osm_type: 'way', osm_id: 4336745, place_rank: 30 },
    });
  });

  it('serves repeated questions from the database cache', async () => {
    await get('/api/geo/search?q=newtown');
    await get('/api/geo/search?q=newtown');
    await get('/api/geo/reverse?lat=-33.8968&lon=151.17963');
    const again = await get('/api/geo/reverse?lat=-33.8968&lon=151.17963');

    expect(again.json().data.osm_id).toBe(4336745);
    expect(standIn.requests).toHaveLength(2);
    const rows = await t.db.selectFrom('geocoder_cache').selectAll().execute();
    expect(rows).toHaveLength(2);
    const ttl = Date.parse(String(rows[0]!.expires_at)) - Date.parse(String(rows[0]!.created_at));
    expect(ttl).toBe(7 * 24 * 3600 * 1000);
  });

  it('asks again once a cached answer has expired', async () => {
    await get('/api/geo/search?q=newtown');
    await t.db
      .updateTable('geocoder_cache')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await get('/api/geo/search?q=newtown');

    expect(standIn.requests).toHaveLength(2);
  });

  it('answers 404 where the upstream is unable to geocode, and caches that too', async () => {
    const response = await get('/api/geo/reverse?lat=-60&lon=150');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    await get('/api/geo/reverse?lat=-60&lon=150');
    expect(standIn.requests).toHaveLength(1);
  });

  it.each([
    ['an upstream error', 'error' as const],
    ["the upstream's JSON error answer", 'bad-request' as const],
    ['an answer that is not JSON', 'not-json' as const],
    ['a slow upstream', 'slow' as const],
  ])('turns %s into 503, never 500, and caches nothing', async (_case, mode) => {
    standIn.mode = mode;
    const started = Date.now();
    const response = await get('/api/geo/search?q=newtown');

    expectFailure(
      response,
      503,
      'SERVICE_UNAVAILABLE',
      'Place search is not available right now. Please try again shortly.',
    );
    // The time-out answered, not the slow stand-in.
    expect(Date.now() - started).toBeLessThan(standIn.slowMs);
    expect(await t.db.selectFrom('geocoder_cache').selectAll().execute()).toEqual([]);
  });

  it('backs off after a 429 without asking the upstream again', async () => {
    standIn.mode = 'rate-limited';
    expect((await get('/api/geo/search?q=newtown')).statusCode).toBe(503);
    standIn.mode = 'ok';
    expect((await get('/api/geo/search?q=newtown%20nsw')).statusCode).toBe(503);

    expect(standIn.requests).toHaveLength(1);
  });
});

describe('nominatim provider: the global request budget', () => {
  const t = useTestApp({
    get env() {
      // One request a minute; a request may wait at most half the time-out (5 s), so the
      // others are refused at once, and the one sent has 10 s even on a loaded machine.
      return env({
        GEOCODER_URL: standIn.url,
        GEOCODER_MIN_INTERVAL_MS: '60000',
        GEOCODER_TIMEOUT_MS: '10000',
      });
    },
  });

  it('sends no more than one request per interval, whatever the demand', async () => {
    const search = (q: string) =>
      t.app.inject({ method: 'GET', url: `/api/geo/search?q=${encodeURIComponent(q)}` });
    const queries = ['newtown', 'newtown nsw', 'newtown vic', 'newtown 2042'];
    const answers = await Promise.all(queries.map(search));

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 503, 503, 503]);
    expect(standIn.requests).toHaveLength(1);
    // Cached answers do not use the budget: the one that was answered is answered again.
    const answered = queries[answers.findIndex((a) => a.statusCode === 200)]!;
    expect((await search(answered)).statusCode).toBe(200);
  });
});
