import { randomUUID } from 'node:crypto';
import { WATCHED_AREA_LIMITS, type WatchedArea } from 'shared/contract';
import { radiusBounds } from '../src/modules/watched-areas/area-geometry';
import { CREATE_AREA_RATE_LIMIT } from '../src/modules/watched-areas/watched-areas.routes';
import { bearerOf, type SignedInUser, useSignedInPair } from './helpers/auth';
import { useTestApp } from './helpers/test-app';

const URL = '/api/users/me/watched-areas';
const PUBLIC_BASE_URL = 'https://rentmap.example';
/** Inner Sydney. */
const SYDNEY = { west: 151.15, south: -33.92, east: 151.25, north: -33.84 };

const newView = (overrides: Record<string, unknown> = {}) => ({
  name: 'Inner Sydney',
  kind: 'view',
  bounds: SYDNEY,
  ...overrides,
});

/** Metres between two points on the sphere the API measures with (haversine). */
function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const r = 6_371_008.8;
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * r * Math.asin(Math.min(1, Math.sqrt(h)));
}

describe('watched areas: list, create, rename, pause, delete', () => {
  const t = useTestApp({ env: { PUBLIC_BASE_URL } });
  const users = useSignedInPair(t, 'each');

  const list = (user: SignedInUser | null = users.alice) =>
    t.app.inject({ method: 'GET', url: URL, headers: bearerOf(user) });
  const post = (payload: unknown, user: SignedInUser | null = users.alice) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      payload: payload as Record<string, unknown>,
      headers: bearerOf(user),
    });
  const patch = (id: string, payload: unknown, user: SignedInUser | null = users.alice) =>
    t.app.inject({
      method: 'PATCH',
      url: `${URL}/${id}`,
      payload: payload as Record<string, unknown>,
      headers: bearerOf(user),
    });
  const remove = (id: string, user: SignedInUser | null = users.alice) =>
    t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: bearerOf(user) });
  const create = async (payload: unknown = newView(), user: SignedInUser = users.alice) => {
    const res = await post(payload, user);
    expect(res.statusCode).toBe(201);
    return res.json().data as WatchedArea;
  };
  const expectError = (
    res: { statusCode: number; json(): unknown },
    status: number,
    code: string,
    message?: RegExp,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      success: false,
      code,
      message: message ? expect.stringMatching(message) : expect.any(String),
    });
  };

  describe('create', () => {
    it('saves a map view with its filters and answers it with a feed link', async () => {
      const res = await post(
        newView({
          filters: { types: ['House', 'Villa'], photos: true, notMet: true },
          name: '  Inner Sydney ',
        }),
      );
      expect(res.statusCode).toBe(201);
      const area = res.json().data as WatchedArea;
      expect(area).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Inner Sydney',
        kind: 'view',
        bounds: SYDNEY,
        center: null,
        radiusMetres: null,
        buildingId: null,
        filters: { types: ['House', 'Villa'], photos: true, notMet: true },
        paused: false,
        emailAlerts: true,
        feedUrl: expect.stringMatching(
          /^https:\/\/rentmap\.example\/api\/feeds\/areas\/[A-Za-z0-9_-]{43}$/,
        ),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const row = await t.db
        .selectFrom('watched_areas')
        .selectAll()
        .where('id', '=', area.id)
        .executeTakeFirstOrThrow();
      expect(row.user_id).toBe(users.alice.user.id);
      expect(Boolean(row.not_met)).toBe(true);
      expect((await list()).json().data.content).toEqual([area]);
      expect(area.feedUrl.endsWith(`/${row.feed_token}`)).toBe(true);
      // base64url of 32 random bytes each, and two different tokens.
      expect(row.feed_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row.unsubscribe_token).not.toBe(row.feed_token);
    });

    it('saves a suburb by its bounds; filters default to every type, photos or not, not met or not', async () => {
      const area = await create({
        name: 'Newtown',
        kind: 'suburb',
        bounds: { west: 151.17, south: -33.905, east: 151.19, north: -33.89 },
      });
      expect(area).toMatchObject({
        kind: 'suburb',
        bounds: { west: 151.17, south: -33.905, east: 151.19, north: -33.89 },
        filters: { types: [], photos: false, notMet: false },
        center: null,
      });
      // Filters sent without notMet, as clients older than it send them.
      const older = await create(newView({ filters: { types: ['House'], photos: true } }));
      expect(older.filters).toEqual({ types: ['House'], photos: true, notMet: false });
    });

    it('saves a radius around a place with the box that holds the circle', async () => {
      const center = { lat: -33.8688, lon: 151.2093 };
      const area = await create({
        name: 'Near the CBD',
        kind: 'radius',
        center,
        radiusMetres: 1000,
      });
      expect(area).toMatchObject({ kind: 'radius', center, radiusMetres: 1000 });
      const { bounds } = area;
      // Each side is 1 km from the centre, along the meridian or the parallel.
      const edges = [
        metresBetween(center, { lat: bounds.north, lon: center.lon }),
        metresBetween(center, { lat: bounds.south, lon: center.lon }),
      ];
      for (const edge of edges) expect(edge).toBeCloseTo(1000, 0);
      expect(bounds.west).toBeLessThan(center.lon);
      expect(bounds.east).toBeGreaterThan(center.lon);
      // The circle's widest point is at its own latitude or poleward: 1 km there.
      const widest = Math.asin(
        Math.sin((center.lat * Math.PI) / 180) / Math.cos(1000 / 6_371_008.8),
      );
      const lat = (widest * 180) / Math.PI;
      expect(metresBetween(center, { lat, lon: bounds.east })).toBeCloseTo(1000, 0);
    });

    it('keeps a view across the antimeridian as given (west > east)', async () => {
      const fiji = { west: 178.5, south: -18.5, east: -179.5, north: -16.5 };
      const area = await create(newView({ name: 'Fiji', bounds: fiji }));
      expect(area.bounds).toEqual(fiji);
      expect((await list()).json().data.content[0].bounds).toEqual(fiji);
    });

    it('wraps a radius across the antimeridian and spans every longitude over a pole', async () => {
      const east = await create({
        name: 'Taveuni',
        kind: 'radius',
        center: { lat: -16.8, lon: 179.99 },
        radiusMetres: 5000,
      });
      expect(east.bounds.west).toBeGreaterThan(179);
      expect(east.bounds.east).toBeLessThan(-179);
      expect(east.bounds.east).toBeGreaterThan(-180);

      const pole = await create({
        name: 'Pole',
        kind: 'radius',
        center: { lat: -89.95, lon: 0 },
        radiusMetres: 20_000,
      });
      expect(pole.bounds).toEqual({
        west: -180,
        south: -90,
        east: 180,
        north: expect.closeTo(-89.95 + 20_000 / 111_195, 3),
      });
    });

    it('refuses a view wider or taller than the limit, also across the antimeridian', async () => {
      const max = WATCHED_AREA_LIMITS.maxSpanDegrees;
      const tooTall = { west: 150, south: -40, east: 151, north: -40 + max + 0.1 };
      const tooWide = { west: 177, south: -18, east: -177 + 0.1, north: -17 };
      for (const bounds of [tooTall, tooWide]) {
        expectError(await post(newView({ bounds })), 400, 'VALIDATION_ERROR', /too large/);
      }
      // Exactly the limit across the antimeridian is fine.
      await create(newView({ bounds: { west: 178, south: -18, east: -177, north: -17 } }));
    });

    it('refuses south not below north, and an empty box', async () => {
      expectError(
        await post(newView({ bounds: { ...SYDNEY, south: -33.8, north: -33.9 } })),
        400,
        'VALIDATION_ERROR',
        /south must be less than bounds\.north/,
      );
      expectError(
        await post(newView({ bounds: { ...SYDNEY, east: SYDNEY.west } })),
        400,
        'VALIDATION_ERROR',
      );
    });

    it('refuses kinds given the wrong fields, with a message saying what is missing', async () => {
      const center = { lat: -33.87, lon: 151.2 };
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ name: 'R', kind: 'radius', radiusMetres: 500 }, /radius area needs center/],
        [{ name: 'R', kind: 'radius', center }, /radius area needs center and radiusMetres/],
        [{ name: 'R', kind: 'radius', center, radiusMetres: 500, bounds: SYDNEY }, /not bounds/],
        [{ name: 'V', kind: 'view' }, /view area needs bounds/],
        [{ name: 'S', kind: 'suburb' }, /suburb area needs bounds/],
        [{ name: 'V', kind: 'view', bounds: SYDNEY, center }, /not center/],
      ];
      for (const [payload, message] of cases) {
        expectError(await post(payload), 400, 'VALIDATION_ERROR', message);
      }
      expect((await list()).json().data.content).toEqual([]);
    });

    it('refuses wrong types, missing fields, out-of-range numbers and unknown fields', async () => {
      const bad: unknown[] = [
        {},
        { kind: 'view', bounds: SYDNEY },
        newView({ name: '' }),
        newView({ name: '   ' }),
        newView({ name: 'x'.repeat(WATCHED_AREA_LIMITS.nameMaxLength + 1) }),
        newView({ name: 42 }),
        newView({ kind: 'state' }),
        newView({ bounds: { ...SYDNEY, north: 91 } }),
        newView({ bounds: { ...SYDNEY, west: -181 } }),
        newView({ bounds: { ...SYDNEY, west: '151' } }),
        newView({ bounds: { west: 151, south: -34, east: 152 } }),
        newView({ filters: { types: ['Castle'], photos: false } }),
        newView({ filters: { types: ['House', 'House'], photos: false } }),
        newView({ filters: { types: [], photos: 'yes' } }),
        newView({ filters: { types: [] } }),
        newView({ filters: { types: [], photos: false, notMet: 'yes' } }),
        newView({ filters: { types: [], photos: false, notMet: 1 } }),
        newView({ filters: { types: [], photos: false, notMet: null } }),
        newView({ colour: 'red' }),
        {
          name: 'R',
          kind: 'radius',
          center: { lat: -33, lon: 151 },
          radiusMetres: WATCHED_AREA_LIMITS.radiusMaxMetres + 1,
        },
        {
          name: 'R',
          kind: 'radius',
          center: { lat: -33, lon: 151 },
          radiusMetres: WATCHED_AREA_LIMITS.radiusMinMetres - 1,
        },
        { name: 'R', kind: 'radius', center: { lat: -95, lon: 151 }, radiusMetres: 500 },
        [newView()],
        null,
      ];
      for (const payload of bad) {
        const res = await post(payload);
        expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      }
      expect((await list()).json().data.content).toEqual([]);
    });

    it('refuses a notMet that is not true or false with 400 VALIDATION_ERROR', async () => {
      for (const notMet of ['true', 0, null, {}]) {
        const res = await post(newView({ filters: { types: [], photos: false, notMet } }));
        expectError(res, 400, 'VALIDATION_ERROR', /notMet/);
      }
      expect((await list()).json().data.content).toEqual([]);
    });

    it('answers broken JSON with 400 INVALID_JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: URL,
        payload: '{"name": "Inner Sydney", "kind": "view"',
        headers: { ...bearerOf(users.alice), 'content-type': 'application/json' },
      });
      expectError(res, 400, 'INVALID_JSON');
    });

    it(`keeps at most ${WATCHED_AREA_LIMITS.perUser} areas per user (409 WATCHED_AREA_LIMIT)`, async () => {
      for (let i = 0; i < WATCHED_AREA_LIMITS.perUser; i++)
        await create(newView({ name: `A${i}` }));
      expectError(await post(newView()), 409, 'WATCHED_AREA_LIMIT', /at most 20 areas/);
      // Another user is not affected; after a delete there is room again.
      await create(newView(), users.bob);
      const [newest] = (await list()).json().data.content as WatchedArea[];
      expect((await remove(newest!.id)).statusCode).toBe(200);
      await create(newView({ name: 'Again' }));
    });

    it(`limits creates to ${CREATE_AREA_RATE_LIMIT.max} an hour per user (429 with Retry-After)`, async () => {
      // Refused creates count too: the per-user limit stops saving at 20, the rate at 30.
      for (let i = 0; i < CREATE_AREA_RATE_LIMIT.max; i++) {
        const res = await post(newView({ name: `A${i}` }));
        expect(res.statusCode).toBe(i < WATCHED_AREA_LIMITS.perUser ? 201 : 409);
      }
      const limited = await post(newView());
      expectError(limited, 429, 'RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Counted per account: Bob still can.
      await create(newView(), users.bob);
    });
  });

  describe('list', () => {
    it("answers only the caller's areas, newest first", async () => {
      const first = await create(newView({ name: 'First' }));
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = await create(newView({ name: 'Second' }));
      await create(newView({ name: "Bob's" }), users.bob);
      const res = await list();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { content: [second, first] } });
    });

    it('answers an empty list for a new user', async () => {
      expect((await list()).json()).toEqual({ success: true, data: { content: [] } });
    });
  });

  describe('update', () => {
    it('renames, pauses, resumes and turns emails off, one field at a time', async () => {
      const area = await create();
      const renamed = await patch(area.id, { name: ' Home hunt ' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data).toEqual({
        ...area,
        name: 'Home hunt',
        updatedAt: expect.any(String),
      });
      expect((await patch(area.id, { paused: true })).json().data).toMatchObject({
        name: 'Home hunt',
        paused: true,
      });
      const row = await t.db
        .selectFrom('watched_areas')
        .select(['paused', 'name'])
        .where('id', '=', area.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.paused)).toBe(1);
      expect(
        (await patch(area.id, { paused: false, emailAlerts: false })).json().data,
      ).toMatchObject({ paused: false, emailAlerts: false });
      expect((await list()).json().data.content[0]).toMatchObject({
        name: 'Home hunt',
        paused: false,
        emailAlerts: false,
      });
    });

    it('keeps the filters as saved: a change of name or state leaves them, a PATCH cannot set them', async () => {
      const filters = { types: ['House'], photos: false, notMet: true };
      const area = await create(newView({ filters }));
      expect((await patch(area.id, { name: 'Mould watch' })).json().data.filters).toEqual(filters);
      expect((await patch(area.id, { paused: true })).json().data.filters).toEqual(filters);
      for (const payload of [{ notMet: false }, { filters: { ...filters, notMet: false } }]) {
        expectError(await patch(area.id, payload), 400, 'VALIDATION_ERROR');
      }
      const [read] = (await list()).json().data.content as WatchedArea[];
      expect(read).toMatchObject({ name: 'Mould watch', paused: true, filters });
    });

    it('refuses bad bodies: empty, wrong types, blank name, unknown fields, broken JSON', async () => {
      const area = await create();
      for (const payload of [
        {},
        { name: '' },
        { name: '  ' },
        { paused: 'yes' },
        { emailAlerts: 1 },
        { bounds: SYDNEY },
        { name: 'x'.repeat(WATCHED_AREA_LIMITS.nameMaxLength + 1) },
      ]) {
        const res = await patch(area.id, payload);
        expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      }
      const broken = await t.app.inject({
        method: 'PATCH',
        url: `${URL}/${area.id}`,
        payload: '{"name":',
        headers: { ...bearerOf(users.alice), 'content-type': 'application/json' },
      });
      expectError(broken, 400, 'INVALID_JSON');
      expect((await list()).json().data.content).toEqual([area]);
    });
  });

  describe('delete', () => {
    it('deletes the area; it is gone from the list and a second delete is a 404', async () => {
      const keep = await create(newView({ name: 'Keep' }));
      const gone = await create(newView({ name: 'Gone' }));
      const res = await remove(gone.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: null });
      expect((await list()).json().data.content).toEqual([keep]);
      expectError(await remove(gone.id), 404, 'NOT_FOUND');
    });
  });

  describe("another user's area, unknown ids, signed out", () => {
    it("answers 404 for another user's area on PATCH and DELETE, and changes nothing", async () => {
      const filters = { types: [], photos: false, notMet: true };
      const area = await create(newView({ filters }), users.bob);
      const notFound = /does not exist/;
      expectError(await patch(area.id, { name: 'Mine now' }), 404, 'NOT_FOUND', notFound);
      expectError(await patch(area.id, { paused: true }), 404, 'NOT_FOUND', notFound);
      expectError(await remove(area.id), 404, 'NOT_FOUND', notFound);
      // The same answer as an id nobody has: nothing tells Alice that Bob's exists.
      const unknownPatch = await patch(randomUUID(), { name: 'x' });
      const unknownDelete = await remove(randomUUID());
      expect(unknownPatch.json()).toEqual((await patch(area.id, { name: 'x' })).json());
      expect(unknownDelete.json()).toEqual((await remove(area.id)).json());
      expect((await list(users.bob)).json().data.content).toEqual([area]);
      expect((await list()).json().data.content).toEqual([]);
    });

    it('answers 400 for an id that is not a UUID', async () => {
      expectError(await patch('not-a-uuid', { name: 'x' }), 400, 'VALIDATION_ERROR');
      expectError(await remove('42'), 400, 'VALIDATION_ERROR');
    });

    it('answers 401 on every route when signed out or with a bad token', async () => {
      const area = await create();
      const garbage = { authorization: 'Bearer not.a.token' };
      const requests = [
        { method: 'GET' as const, url: URL },
        { method: 'POST' as const, url: URL, payload: newView() },
        { method: 'PATCH' as const, url: `${URL}/${area.id}`, payload: { paused: true } },
        { method: 'DELETE' as const, url: `${URL}/${area.id}` },
      ];
      for (const request of requests) {
        for (const headers of [{}, garbage]) {
          const res = await t.app.inject({ ...request, headers });
          expect({ url: request.method, status: res.statusCode }).toEqual({
            url: request.method,
            status: 401,
          });
          expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
        }
      }
      expect((await list()).json().data.content).toEqual([area]);
    });
  });

  describe('the OpenAPI document', () => {
    it('documents every route with its schemas and bearer security', async () => {
      const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const path = document.paths['/api/users/me/watched-areas'];
      const byId = document.paths['/api/users/me/watched-areas/{id}'];
      for (const operation of [path.get, path.post, byId.patch, byId.delete]) {
        expect(operation.security).toEqual([{ bearerAuth: [] }]);
        expect(operation.responses).toHaveProperty('401');
      }
      expect(path.post.requestBody.content['application/json'].schema.properties).toHaveProperty(
        'radiusMetres',
      );
      expect(path.post.responses).toHaveProperty('201');
      expect(path.post.responses).toHaveProperty('409');
      expect(byId.patch.parameters).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'id', in: 'path', schema: expect.anything() }),
        ]),
      );
    });
  });
});

describe('radiusBounds', () => {
  it('holds every point of the circle, on the equator, near the poles and across 180°', () => {
    const cases = [
      { lat: 0, lon: 0 },
      { lat: -33.87, lon: 151.21 },
      { lat: -80, lon: 179.9 },
      { lat: 70, lon: -179.95 },
    ];
    for (const center of cases) {
      for (const metres of [100, 5000, 20_000]) {
        const bounds = radiusBounds(center, metres);
        // 360 points on the circle, by the destination formula on the same sphere.
        const d = metres / 6_371_008.8;
        const lat1 = (center.lat * Math.PI) / 180;
        for (let bearing = 0; bearing < 360; bearing += 1) {
          const b = (bearing * Math.PI) / 180;
          const lat2 = Math.asin(
            Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b),
          );
          const lon2 =
            (center.lon * Math.PI) / 180 +
            Math.atan2(
              Math.sin(b) * Math.sin(d) * Math.cos(lat1),
              Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
            );
          const lat = (lat2 * 180) / Math.PI;
          const lon = ((((lon2 * 180) / Math.PI + 540) % 360) - 180) as number;
          const eps = 1e-9;
          expect(lat).toBeGreaterThanOrEqual(bounds.south - eps);
          expect(lat).toBeLessThanOrEqual(bounds.north + eps);
          const inside =
            bounds.west <= bounds.east
              ? lon >= bounds.west - eps && lon <= bounds.east + eps
              : lon >= bounds.west - eps || lon <= bounds.east + eps;
          if (!inside) throw new Error(`${JSON.stringify({ center, metres, lat, lon, bounds })}`);
        }
      }
    }
  });
});
