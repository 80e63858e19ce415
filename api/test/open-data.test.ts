import { getIssues } from '@placemarkio/check-geojson';
import type { OpenDataCollection } from 'shared/contract';
import { insertMarkerComment } from './factories/marker-comment.factory';
import { bearer } from './helpers/auth';
import { validateOpenApi } from './helpers/openapi-validation';
import { useTestApp } from './helpers/test-app';
import type { ListingCast } from './helpers/unlisted-comments';
import { createListingCast, publishHiddenAndHeld } from './helpers/unlisted-comments';

const OPEN_DATA = '/api/open-data/comments';
const BASE = 'https://rentmap.example.com/rentmap';
const SYDNEY = '151.0,-34.0,151.4,-33.7';

/** The GeoJSON checks RFC 7946 makes of what we send, by @placemarkio/check-geojson and by hand. */
function expectRfc7946(body: string): OpenDataCollection {
  expect(getIssues(body)).toEqual([]);
  const collection = JSON.parse(body) as OpenDataCollection & Record<string, unknown>;
  expect(collection.type).toBe('FeatureCollection');
  // RFC 7946 §4: no crs member (always WGS84 longitude, latitude).
  expect(collection).not.toHaveProperty('crs');
  for (const feature of collection.features) {
    expect(feature.type).toBe('Feature');
    expect(feature.geometry.type).toBe('Point');
    const [lon, lat] = feature.geometry.coordinates as [number, number];
    expect(feature.geometry.coordinates).toHaveLength(2);
    expect(Math.abs(lon)).toBeLessThanOrEqual(180);
    expect(Math.abs(lat)).toBeLessThanOrEqual(90);
  }
  return collection;
}

describe('the comments as GeoJSON (RFC 7946)', () => {
  const t = useTestApp({ env: { PUBLIC_BASE_URL: BASE } });
  let cast: ListingCast;
  /** The comments no public reader may see. */
  let unlisted: { hiddenId: string; heldId: string };
  const ids: string[] = [];

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  /** `BASE/api/…` back to the path the app is asked at. */
  const local = (href: string) => href.slice(BASE.length);

  beforeAll(async () => {
    cast = await createListingCast(t);
    const { named, secret, moderator } = cast;
    // 25 comments in Sydney, one second apart, alternately by the two; every 5th a House with a photo.
    for (let i = 0; i < 25; i += 1) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
      const row = await insertMarkerComment(t.db, {
        lat: -33.85 - i / 1000,
        lon: 151.2 + i / 1000,
        user_id: (i % 2 === 0 ? named : secret).user.id,
        location_type: i % 5 === 0 ? 'House' : 'Apartment',
        photo_urls:
          i % 5 === 0
            ? JSON.stringify([`${'ab'.repeat(15)}${String(i).padStart(2, '0')}.jpg`])
            : '[]',
        created_at: at,
        updated_at: at,
      });
      ids.push(row.id);
    }
    await insertMarkerComment(t.db, { lat: -37.81, lon: 144.96 }); // Melbourne
    await insertMarkerComment(t.db, { lat: -17.7, lon: 179.5 }); // Fiji
    await insertMarkerComment(t.db, { lat: -13.8, lon: -171.8 }); // Samoa
    const inSydney = { lat: -33.86, lon: 151.21 };
    unlisted = await publishHiddenAndHeld(t, named, moderator, {
      hidden: inSydney,
      held: inSydney,
    });
  });

  it('is a FeatureCollection of Points, longitude first, with the public fields', async () => {
    const url = `${OPEN_DATA}?bbox=${SYDNEY}&size=5`;
    const res = await get(url);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json(;|$)/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const collection = expectRfc7946(res.body);
    expect(collection.numberReturned).toBe(5);
    expect(collection.features.map((feature) => feature.id)).toEqual(
      [24, 23, 22, 21, 20].map((i) => ids[i]),
    );
    const [newest] = collection.features;
    // The 25th comment (i = 24): lat -33.874, lon 151.224 — [lon, lat].
    const [lon, lat] = newest!.geometry.coordinates as [number, number];
    expect(lon).toBeCloseTo(151.224, 9);
    expect(lat).toBeCloseTo(-33.874, 9);
    expect(newest!.properties).toEqual({
      comment: expect.any(String),
      locationType: 'Apartment',
      unitNumber: expect.any(String),
      fullAddress: '1 George Street, Sydney NSW 2000, Australia',
      region: 'Sydney',
      city: 'Sydney',
      country: 'Australia',
      postcode: '2000',
      buildingId: null,
      unitId: null,
      createdAt: '2026-01-01T00:00:24.000Z',
      updatedAt: '2026-01-01T00:00:24.000Z',
      likeCount: 0,
      author: 'Ada Lovelace',
      photoUrls: [],
      placeUrl: `${BASE}/places/${ids[24]}`,
      rent: null,
    });
    // A private author is null; photos are absolute URLs.
    expect(collection.features[1]!.properties.author).toBeNull();
    expect(collection.features[4]!.properties.photoUrls).toEqual([
      `${BASE}/api/file-storage/files/${'ab'.repeat(15)}20.jpg`,
    ]);
    expect(res.body).not.toContain('Hidden');
    expect(collection.links).toEqual([
      { rel: 'self', href: `${BASE}${url}`, type: 'application/geo+json' },
      {
        rel: 'next',
        href: expect.stringContaining(`${BASE}${OPEN_DATA}?`),
        type: 'application/geo+json',
      },
    ]);
  });

  it('pages through links.next to the end: every comment once, newest first', async () => {
    const seen: string[] = [];
    let url: string | null = `${OPEN_DATA}?bbox=${SYDNEY}&size=7`;
    let pages = 0;
    while (url !== null) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const collection = expectRfc7946(res.body);
      expect(collection.numberReturned).toBe(collection.features.length);
      seen.push(...collection.features.map((feature) => String(feature.id)));
      const next = collection.links.find((link) => link.rel === 'next');
      // The next page keeps the view and the size; only the cursor is new.
      if (next) expect(new URL(next.href).searchParams.get('size')).toBe('7');
      url = next ? local(next.href) : null;
      pages += 1;
    }
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...ids].reverse());
  });

  it('never carries a hidden or held comment', async () => {
    const res = await get(`${OPEN_DATA}?size=100`);
    const collection = expectRfc7946(res.body);
    const found = collection.features.map((feature) => feature.id);

    expect(found).toHaveLength(28);
    expect(found).not.toContain(unlisted.hiddenId);
    expect(found).not.toContain(unlisted.heldId);
    expect(res.body).not.toContain(unlisted.hiddenId);
    expect(res.body).not.toContain(unlisted.heldId);
  });

  it('applies the filters and the bbox, across the antimeridian too', async () => {
    const houses = expectRfc7946((await get(`${OPEN_DATA}?bbox=${SYDNEY}&types=House`)).body);
    expect(houses.features.map((feature) => feature.id)).toEqual(
      [20, 15, 10, 5, 0].map((i) => ids[i]),
    );
    const photos = expectRfc7946((await get(`${OPEN_DATA}?photos=true`)).body);
    expect(photos.features).toHaveLength(5);
    const across = expectRfc7946((await get(`${OPEN_DATA}?bbox=178,-20,-170,-10`)).body);
    expect(across.features.map((feature) => feature.geometry.coordinates)).toEqual([
      [-171.8, -13.8],
      [179.5, -17.7],
    ]);
    expect(across.links.map((link) => link.rel)).toEqual(['self']);
  });

  it('refuses bad inputs with 400 in the error shape', async () => {
    const cursorOfAnotherSort = Buffer.from(
      JSON.stringify(['liked', 3, '00000000-0000-4000-8000-000000000000']),
    ).toString('base64url');
    for (const query of [
      'bbox=1,2,3',
      'bbox=a,b,c,d',
      'bbox=151,-33,152,-34',
      'bbox=181,-34,182,-33',
      'types=Castle',
      'types=House,',
      'photos=sometimes',
      'size=0',
      'size=101',
      'size=ten',
      'cursor=not*a*cursor',
      'cursor=bm90IGEgY3Vyc29y',
      `cursor=${cursorOfAnotherSort}`,
    ]) {
      const res = await get(`${OPEN_DATA}?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: expect.any(String),
      });
    }
  });

  it('needs no sign-in, and a token changes nothing', async () => {
    const anonymous = await get(`${OPEN_DATA}?bbox=${SYDNEY}`);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `${OPEN_DATA}?bbox=${SYDNEY}`,
      headers: bearer(cast.secret.accessToken),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(anonymous.body);
  });
});

describe('the OpenAPI document of feeds and open data', () => {
  const t = useTestApp();

  it('declares their content types and schemas, needs no token, and stays valid', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = (path: string) => document.paths[path].get;

    for (const path of ['/api/feeds/comments', '/api/feeds/areas/{token}']) {
      expect(operation(path).security).toEqual([]);
      expect(Object.keys(operation(path).responses['200'].content)).toEqual([
        'application/atom+xml',
      ]);
      expect(operation(path).responses['400'].content).toHaveProperty(['application/json']);
      expect(operation(path).responses).toHaveProperty('304');
    }
    expect(operation('/api/feeds/areas/{token}').responses['404'].content).toHaveProperty([
      'application/json',
    ]);
    const geojson = operation('/api/open-data/comments');
    expect(geojson.security).toEqual([]);
    expect(geojson.responses['200'].content['application/geo+json'].schema).toMatchObject({
      properties: {
        type: { enum: ['FeatureCollection'] },
        links: { type: 'array' },
        numberReturned: { type: 'integer' },
      },
    });
    expect(geojson.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'bbox',
      'types',
      'photos',
      'within',
      'q',
      'mould',
      'heating',
      'rentMax',
      'cursor',
      'size',
    ]);

    const validation = await validateOpenApi(document);
    expect(validation.swaggerParser).toEqual({ valid: true, errors: [] });
    expect(validation.redocly.filter((problem) => problem.severity === 'error')).toEqual([]);
  }, 30_000);
});
