import { useNominatimStandIn } from './helpers/nominatim-stand-in';
import { useTestApp } from './helpers/test-app';

/** The default: the gazetteer at once, merged with the upstream when it answers in time. */
const standIn = useNominatimStandIn();

describe('auto provider', () => {
  const t = useTestApp({
    get env() {
      return {
        GEOCODER_URL: standIn.url,
        GEOCODER_MIN_INTERVAL_MS: '0',
        GEOCODER_TIMEOUT_MS: '400',
      };
    },
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeEach(async () => {
    await t.db.deleteFrom('geocoder_cache').execute();
  });

  it('is the default provider', () => {
    expect(t.config.geocoder.provider).toBe('auto');
  });

  it('merges upstream places with gazetteer localities', async () => {
    const places = (await get('/api/geo/search?q=newtown')).json().data;

    expect(places).toHaveLength(10);
    expect(places[0]).toMatchObject({ name: 'Newtown', source: 'nominatim', osm_id: 5555830 });
    const sources = new Set(places.map((p: { source: string }) => p.source));
    expect(sources).toEqual(new Set(['nominatim', 'offline']));
    // The same suburb is not listed twice.
    const newtownNsw = places.filter(
      (p: { name: string; address: { postcode?: string }; type: string }) =>
        p.name === 'Newtown' && p.address.postcode === '2042' && p.type !== 'station',
    );
    expect(newtownNsw).toHaveLength(1);
  });

  it('prefers the upstream address for a reverse lookup', async () => {
    const response = await get('/api/geo/reverse?lat=-33.8968&lon=151.17963');
    expect(response.json().data).toMatchObject({ source: 'nominatim', osm_id: 4336745 });
  });

  it('falls back to the nearest locality where the upstream finds nothing', async () => {
    standIn.mode = 'unable';
    const response = await get('/api/geo/reverse?lat=-33.8976&lon=151.1793');
    expect(response.json().data).toMatchObject({ name: 'Newtown', source: 'offline' });
  });
  // Last: a 429 pauses the upstream for the rest of this app's life.
  it.each([
    ['down', 'error' as const],
    ['slow', 'slow' as const],
    ['refusing (429)', 'rate-limited' as const],
    ['broken', 'not-json' as const],
  ])('still answers from the gazetteer when the upstream is %s', async (_case, mode) => {
    standIn.mode = mode;
    const started = Date.now();
    const response = await get('/api/geo/search?q=parramatta');

    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({ name: 'Parramatta', source: 'offline' });
    expect(Date.now() - started).toBeLessThan(1500);
    const reverse = await get('/api/geo/reverse?lat=-33.8976&lon=151.1793');
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json().data).toMatchObject({ name: 'Newtown', source: 'offline' });
  });
});

describe('auto provider with no upstream at all', () => {
  const t = useTestApp({
    // Nothing listens on port 9 (discard): connection refused.
    env: { GEOCODER_URL: 'http://127.0.0.1:9', GEOCODER_TIMEOUT_MS: '400' },
  });

  it('answers from the gazetteer, with no error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/geo/search?q=2042' });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .data.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['Enmore', 'Newtown']);
  });
});
