import type { SavedMarkerComment } from 'shared/contract';
import { loadConfig } from '../src/config';
import { toGnafAddress } from '../src/modules/geo/providers/gnaf/gnaf-address';
import { metresBetween } from '../src/modules/geo/distance';
import { AddressrStandIn, gnafFixture, useAddressrStandIn } from './helpers/addressr-stand-in';
import { useSignedInPair } from './helpers/auth';
import { saveComment } from './helpers/comments';
import { configProblems } from './helpers/config';
import { useNominatimStandIn } from './helpers/nominatim-stand-in';
import { useTestApp, type TestApp } from './helpers/test-app';

/**
 * Buildings placed with an Addressr-compatible G-NAF address service: a local stand-in over
 * real HTTP serving a few made-up G-NAF addresses of King Street, Newtown. Never the internet.
 */
const addressr = useAddressrStandIn();
const nominatim = useNominatimStandIn();

/** The fixture's test point, near 15 King Street, Newtown; its G-NAF point is 40 m N, 10 m E. */
const KING_ST = { lat: -33.8981, lon: 151.1793 };
const near = (north: number, east = 0) => ({
  lat: KING_ST.lat + north / 111_195,
  lon: KING_ST.lon + east / (111_195 * Math.cos((KING_ST.lat * Math.PI) / 180)),
});

const at = (fullAddress: string, unitNumber: string, north = 0, east = 0) => ({
  coordinates: near(north, east),
  fullAddress,
  unitNumber,
  region: 'New South Wales',
  city: 'Newtown',
  postcode: '2042',
});

const PID_15 = 'GANSW900000015';
const PID_UNIT_2_AT_15 = 'GANSW900000215';
const PID_21_23 = 'GANSW900002123';

const gnafPoint = (pid: string) => {
  const address = toGnafAddress(gnafFixture().find((item) => item.pid === pid));
  return address!.point!;
};

const serviceEnv = (url: () => string) => ({
  get env() {
    return {
      GEOCODER: 'offline',
      ADDRESS_SERVICE_URL: url(),
      ADDRESS_SERVICE_TIMEOUT_MS: '1000',
      GEOCODER_USER_AGENT: 'RentMap-test/1.0 (tests)',
      LOG_LEVEL: 'info',
    };
  },
});

const buildingOf = (t: Pick<TestApp, 'db'>, id: string | null) =>
  t.db.selectFrom('buildings').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();

describe('a new building with a G-NAF address', () => {
  const t = useTestApp(serviceEnv(() => addressr.url));
  const users = useSignedInPair(t);

  beforeEach(async () => {
    await t.db.deleteFrom('geocoder_cache').execute();
  });

  it('records its PID and stands at its address point; two spellings 130 m apart are one building', async () => {
    const first = await saveComment(t, users.alice, at('15 King St, Newtown NSW 2042', 'House'));
    const building = await buildingOf(t, first.buildingId);

    expect(building).toMatchObject({ gnaf_pid: PID_15, address_key: '15 king street' });
    expect(metresBetween(building, gnafPoint(PID_15))).toBeLessThan(0.01);
    expect(metresBetween(building, near(0))).toBeGreaterThan(40);
    expect(addressr.requests[0]).toMatchObject({
      path: '/addresses',
      query: { q: '15 king street Newtown 2042' },
    });
    expect(addressr.requests[0]!.headers['user-agent']).toBe('RentMap-test/1.0 (tests)');
    expect(addressr.requests.map((request) => request.path)).toContain(`/addresses/${PID_15}`);

    // Nominatim's spelling, clicked 130 m from the address point; then a unit of it.
    const second = await saveComment(
      t,
      users.bob,
      at(
        '15, King Street, Newtown, Sydney, Council of the City of Sydney, NSW, 2042',
        'Unit 2',
        -90,
      ),
    );
    const unit = await saveComment(
      t,
      users.alice,
      at('Unit 2, 15 King Street, Newtown', '2/15', 50),
    );

    expect(second.buildingId).toBe(first.buildingId);
    expect(unit).toMatchObject({ buildingId: first.buildingId, unitId: second.unitId });
    const keyed = await t.db
      .selectFrom('buildings')
      .select(['id', 'gnaf_pid'])
      .where('address_key', '=', '15 king street')
      .execute();
    // The building's own address, never its unit's.
    expect(keyed).toEqual([{ id: first.buildingId, gnaf_pid: PID_15 }]);
    expect(keyed.map((row) => row.gnaf_pid)).not.toContain(PID_UNIT_2_AT_15);

    const page = await t.app.inject({ method: 'GET', url: `/api/buildings/${first.buildingId}` });
    expect(page.json().data).toMatchObject({ id: first.buildingId, gnafPid: PID_15 });
  });

  it('takes no G-NAF address whose point is more than 150 m from the comment', async () => {
    const far = await saveComment(t, users.alice, at('15 King Street, Newtown', 'House', 300));

    const building = await buildingOf(t, far.buildingId);
    expect(building.gnaf_pid).toBeNull();
    expect(metresBetween(building, near(300))).toBeLessThan(0.01);
  });

  it('never joins the house next door, which has its own PID', async () => {
    const fifteen = await saveComment(t, users.alice, at('15 King St, Newtown', 'House', 20));
    const seventeen = await saveComment(t, users.bob, at('17 King St, Newtown', 'House', 45));

    expect(seventeen.buildingId).not.toBe(fifteen.buildingId);
    expect((await buildingOf(t, seventeen.buildingId)).gnaf_pid).toBe('GANSW900000017');
  });

  it('records the PID of an address without geocodes, at the comment’s point', async () => {
    const saved = await saveComment(t, users.alice, at('31 King Street, Newtown', 'House', 900));

    const building = await buildingOf(t, saved.buildingId);
    expect(building.gnaf_pid).toBe('GANSW900000031');
    expect(metresBetween(building, near(900))).toBeLessThan(0.01);
  });

  it('keeps the building’s id and point when its PID comes later and when G-NAF corrects it', async () => {
    addressr.mode = 'error';
    const before = await saveComment(
      t,
      users.alice,
      at('21-23 King Street, Newtown', 'Unit 1', 590),
    );
    const made = await buildingOf(t, before.buildingId);
    expect(made.gnaf_pid).toBeNull();

    addressr.mode = 'ok';
    const after = await saveComment(t, users.bob, at('21-23 King St, Newtown', 'Unit 1', 610));
    expect(after).toMatchObject({ buildingId: made.id, unitId: before.unitId });
    const named = await buildingOf(t, made.id);
    expect(named).toMatchObject({ gnaf_pid: PID_21_23, lat: made.lat, lon: made.lon });

    // The next release moves the address point 60 m and spells the address anew.
    addressr.corrections.set(PID_21_23, {
      sla: '21-23 KING STREET, NEWTOWN NSW 2042',
      geocoding: { geocodes: [{ default: true, ...pointOf(near(660)) }] },
    });
    await t.db.deleteFrom('geocoder_cache').execute();
    const corrected = await saveComment(t, users.alice, at('21-23 King Street Newtown', 'U1', 640));
    expect(corrected).toMatchObject({ buildingId: made.id, unitId: before.unitId });
    expect(await buildingOf(t, made.id)).toMatchObject({
      id: made.id,
      lat: made.lat,
      lon: made.lon,
    });
  });

  it('keeps one building per G-NAF PID, and any number without one', async () => {
    const row = (id: string, gnafPid: string | null) => ({
      id,
      address_key: '99 king street',
      street_number: '99',
      street: 'King Street',
      full_address: '99 King Street',
      lat: -33.9,
      lon: 151.18,
      gnaf_pid: gnafPid,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    await t.db
      .insertInto('buildings')
      .values([
        row('00000000-0000-4000-8000-000000000001', null),
        row('00000000-0000-4000-8000-000000000002', null),
        row('00000000-0000-4000-8000-000000000003', 'GANSW900000099'),
      ])
      .execute();

    const again = t.db
      .insertInto('buildings')
      .values(row('00000000-0000-4000-8000-000000000004', 'GANSW900000099'))
      .execute();
    expect(await failureOf(again)).toMatch(/unique|buildings_gnaf_pid_unique/i);
  });
});

describe('when the address service fails, a building is placed as without it', () => {
  const t = useTestApp(serviceEnv(() => addressr.url));
  const users = useSignedInPair(t, 'each');

  beforeEach(async () => {
    await t.db.deleteFrom('geocoder_cache').execute();
    t.logs.length = 0;
  });

  it.each([
    ['down (HTTP 503)', 'error', 2000, 'upstream-error'],
    ['slower than its time-out', 'slow', 3000, 'timeout'],
    ['answering HTML', 'not-json', 4000, 'upstream-error'],
    ['answering JSON that is no list', 'not-a-list', 5000, 'upstream-error'],
  ] as const)('%s', async (_name, mode, north, reason) => {
    addressr.mode = mode;

    const saved = await saveComment(t, users.alice, at('15 King Street, Newtown', 'Unit 3', north));

    const building = await buildingOf(t, saved.buildingId);
    expect(building).toMatchObject({ gnaf_pid: null, address_key: '15 king street' });
    expect(metresBetween(building, near(north))).toBeLessThan(0.01);
    expect(saved.unitId).toEqual(expect.any(String));
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        level: 30,
        reason,
        msg: expect.stringMatching(/^Address service: /),
      }),
    );
    expect(t.logs.filter((line) => line.level >= 40)).toEqual([]);
  });
});

describe('an address service nobody answers at', () => {
  const closed = { url: '' };
  beforeAll(async () => {
    // The port of a stand-in that has stopped: connections are refused.
    const gone = new AddressrStandIn();
    await gone.listen();
    closed.url = gone.url;
    await gone.close();
  });
  const t = useTestApp(serviceEnv(() => closed.url));
  const users = useSignedInPair(t);

  it('places the comment as before and says why at info level', async () => {
    const saved = await saveComment(t, users.alice, at('15 King Street, Newtown', 'House'));

    expect(await buildingOf(t, saved.buildingId)).toMatchObject({ gnaf_pid: null });
    expect(t.logs).toContainEqual(expect.objectContaining({ level: 30, reason: 'upstream-error' }));
  });
});

describe('the OpenStreetMap object of the address the geocoder found', () => {
  const t = useTestApp({
    get env() {
      return {
        GEOCODER: 'nominatim',
        GEOCODER_URL: nominatim.url,
        GEOCODER_MIN_INTERVAL_MS: '0',
        GEOCODER_USER_AGENT: 'RentMap-test/1.0 (tests)',
      };
    },
  });
  const users = useSignedInPair(t);
  /** Where the stand-in's reverse answer is: 212 King Street, Newtown (way 4336745). */
  const POINT = { lat: -33.8968, lon: 151.17963 };
  const place = (fullAddress: string, point = POINT) => ({
    ...at(fullAddress, 'House'),
    coordinates: point,
  });

  it('is kept with a building made where the map looked it up', async () => {
    const reverse = await t.app.inject({
      method: 'GET',
      url: `/api/geo/reverse?lat=${POINT.lat}&lon=${POINT.lon}`,
    });
    const requests = nominatim.requests.length;
    const saved: SavedMarkerComment = await saveComment(
      t,
      users.alice,
      place(reverse.json().data.display_name),
    );

    expect(await buildingOf(t, saved.buildingId)).toMatchObject({
      address_key: '212 king street',
      osm_object: 'way/4336745',
      gnaf_pid: null,
    });
    // Read from the answer the map had: the geocoder is not asked again.
    expect(nominatim.requests).toHaveLength(requests);
  });

  it('is not kept for another street address, nor where nothing was looked up', async () => {
    await t.app.inject({
      method: 'GET',
      url: `/api/geo/reverse?lat=${POINT.lat}&lon=${POINT.lon}`,
    });
    const other = await saveComment(t, users.bob, place('214 King Street, Newtown'));
    const unknown = await saveComment(
      t,
      users.bob,
      place('300 King Street, Newtown', { lat: -33.9, lon: 151.177 }),
    );

    expect((await buildingOf(t, other.buildingId)).osm_object).toBeNull();
    expect((await buildingOf(t, unknown.buildingId)).osm_object).toBeNull();
  });
});

describe('address service configuration', () => {
  it('is off unless a URL is set', () => {
    expect(loadConfig({}).addressService).toBeUndefined();
  });

  it('reads the URL without trailing slashes, with the geocoder’s User-Agent and cache time', () => {
    const config = loadConfig({
      ADDRESS_SERVICE_URL: 'http://addressr.internal:8080/',
      GEOCODER_USER_AGENT: 'RentMap-test/1.0 (tests)',
    });
    expect(config.addressService).toEqual({
      url: 'http://addressr.internal:8080',
      userAgent: 'RentMap-test/1.0 (tests)',
      timeoutMs: 1500,
      cacheTtlSeconds: 604_800,
    });
  });

  it.each([
    ['ADDRESS_SERVICE_URL', 'ftp://addressr.example.com'],
    ['ADDRESS_SERVICE_URL', 'addressr.internal:8080'],
    ['ADDRESS_SERVICE_URL', 'http://addressr.example.com/?q=x'],
    ['ADDRESS_SERVICE_TIMEOUT_MS', '50'],
    ['ADDRESS_SERVICE_TIMEOUT_MS', 'soon'],
  ])('rejects a bad %s (%s) with a clear message', (name, value) => {
    expect(configProblems({ [name]: value })).toEqual([
      expect.stringMatching(new RegExp(`^${name} must be `)),
    ]);
  });
});

describe("reading Addressr's answers", () => {
  const [fifteen, unit] = gnafFixture();

  it('reads an address: its number and street, locality, postcode and default geocode', () => {
    expect(toGnafAddress(fifteen)).toEqual({
      pid: PID_15,
      sla: '15 KING ST, NEWTOWN NSW 2042',
      streetAddress: '15 KING STREET',
      locality: 'NEWTOWN',
      state: 'NSW',
      postcode: '2042',
      withinBuilding: false,
      point: gnafPoint(PID_15),
    });
    expect(toGnafAddress(unit)).toMatchObject({ pid: PID_UNIT_2_AT_15, withinBuilding: true });
  });

  it('reads a range and an address without geocodes; refuses what is no address', () => {
    const range = gnafFixture().find((item) => item.pid === PID_21_23);
    expect(toGnafAddress(range)).toMatchObject({ streetAddress: '21-23 KING STREET' });
    expect(toGnafAddress({ ...fifteen, geocoding: undefined })).toMatchObject({ point: null });
    expect(toGnafAddress({ error: 'not found' })).toBeNull();
    expect(toGnafAddress({ pid: 'X', structured: { street: { name: 'KING' } } })).toBeNull();
    expect(toGnafAddress([fifteen])).toBeNull();
  });
});

function pointOf({ lat, lon }: { lat: number; lon: number }) {
  return { latitude: lat, longitude: lon };
}

/** The database's error message (better-sqlite3's errors may not be `instanceof Error`). */
async function failureOf(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return String((error as { message?: unknown }).message);
  }
  throw new Error('Expected the statement to fail, but it succeeded.');
}
