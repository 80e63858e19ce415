import { splitStreetAddress } from '../src/modules/geo/street-address';
import { useNominatimStandIn } from './helpers/nominatim-stand-in';
import { useTestApp } from './helpers/test-app';

const ADDRESS = '12 George St Sydney';
const search = (q: string) => `/api/geo/search?q=${encodeURIComponent(q)}`;

interface Answer {
  success: true;
  data: Array<{ name: string; display_name: string; source: string; address: object }>;
  notice?: string;
}

describe('splitStreetAddress', () => {
  it.each([
    ['12 George St Sydney', { street: '12 george st', locality: 'sydney' }],
    [
      'Unit 3/5 King Street, Newtown NSW',
      { street: 'unit 3 5 king street', locality: 'newtown nsw' },
    ],
    ['Smith St St Kilda', { street: 'smith st', locality: 'st kilda' }],
    ['1 St Kilda Rd Melbourne', { street: '1 st kilda rd', locality: 'melbourne' }],
    ['12 George St', { street: '12 george st', locality: '' }],
  ])('splits %j at its street type', (query, expected) => {
    expect(splitStreetAddress(query)).toEqual(expected);
  });

  it.each(['Sydney', 'Newtown NSW', 'St Kilda', 'Ferny Grove', '2042', 'newtown 2042'])(
    'leaves %j alone (no street)',
    (query) => {
      expect(splitStreetAddress(query)).toBeNull();
    },
  );
});

describe('street addresses with a Nominatim-compatible service', () => {
  const standIn = useNominatimStandIn();

  describe.each(['auto', 'nominatim'])('GEOCODER=%s', (provider) => {
    const t = useTestApp({
      get env() {
        return { GEOCODER: provider, GEOCODER_URL: standIn.url, GEOCODER_MIN_INTERVAL_MS: '0' };
      },
    });

    it('sends the address to the service and answers its places, with no notice', async () => {
      await t.db.deleteFrom('geocoder_cache').execute();
      const response = await t.app.inject({ method: 'GET', url: search(ADDRESS) });

      expect(response.statusCode).toBe(200);
      const answer = response.json<Answer>();
      expect(standIn.requests.map((r) => [r.path, r.query.q])).toEqual([['/search', ADDRESS]]);
      expect(answer.notice).toBeUndefined();
      expect(answer.data).toHaveLength(1);
      expect(answer.data[0]).toMatchObject({
        source: 'nominatim',
        display_name: expect.stringMatching(/^12, George Street, The Rocks, Sydney/),
        address: { house_number: '12', road: 'George Street', postcode: '2000' },
      });
    });
  });

  describe('GEOCODER=auto, the service down', () => {
    const t = useTestApp({
      get env() {
        return { GEOCODER_URL: standIn.url, GEOCODER_MIN_INTERVAL_MS: '0' };
      },
    });

    it("answers the address's suburb from the gazetteer and says street-level search is missing", async () => {
      standIn.mode = 'error';
      const response = await t.app.inject({ method: 'GET', url: search(ADDRESS) });

      expect(response.statusCode).toBe(200);
      const answer = response.json<Answer>();
      expect(standIn.requests).toHaveLength(1);
      expect(answer.notice).toBe('street-level-unavailable');
      expect(answer.data[0]).toMatchObject({ name: 'Sydney', source: 'offline' });
    });

    it('says nothing for a suburb named like a street (the gazetteer answers it in full)', async () => {
      standIn.mode = 'error';
      const response = await t.app.inject({ method: 'GET', url: search('Ferny Grove QLD') });

      expect(response.json<Answer>().notice).toBeUndefined();
      expect(response.json<Answer>().data[0]).toMatchObject({ name: 'Ferny Grove' });
    });
  });
});

describe('street addresses offline (no geocoding service)', () => {
  const t = useTestApp({ env: { GEOCODER: 'offline' } });
  const get = (q: string) => t.app.inject({ method: 'GET', url: search(q) });

  it("answers the suburb part ('Sydney') and says street-level search needs the online service", async () => {
    const response = await get(ADDRESS);

    expect(response.statusCode).toBe(200);
    const answer = response.json<Answer>();
    expect(answer).toMatchObject({ success: true, notice: 'street-level-unavailable' });
    expect(answer.data[0]).toMatchObject({ name: 'Sydney', source: 'offline' });
    expect(answer.data.every((place) => place.source === 'offline')).toBe(true);
  });

  it('keeps the state and postcode typed after the suburb', async () => {
    const answer = (await get('5 King Street, Newtown NSW 2042')).json<Answer>();
    expect(answer.notice).toBe('street-level-unavailable');
    expect(answer.data[0]).toMatchObject({ name: 'Newtown', address: { postcode: '2042' } });
  });

  it('answers a street with no suburb with no places, and the notice', async () => {
    expect((await get('12 George St')).json()).toEqual({
      success: true,
      data: [],
      notice: 'street-level-unavailable',
    });
  });

  it('answers a suburb as before, with no notice', async () => {
    const answer = (await get('Newtown')).json<Answer>();
    expect(answer.notice).toBeUndefined();
    expect(answer.data[0]).toMatchObject({ name: 'Newtown' });
  });

  it('documents the notice in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const answer =
      document.paths['/api/geo/search'].get.responses['200'].content['application/json'].schema;
    expect(answer.properties.notice).toMatchObject({
      enum: ['street-level-unavailable'],
      description: expect.stringContaining('street-level-unavailable'),
    });
    expect(answer.required).not.toContain('notice');
  });
});
