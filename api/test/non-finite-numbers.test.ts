import { findNonFiniteNumber } from '../src/http/finite-numbers';
import { bearer, createSignedInUser } from './helpers/auth';
import { startTestApp, type TestApp } from './helpers/test-app';
import { startTileServer, type TileServer } from './helpers/tile-server';
import { expectFailure } from './helpers/responses';

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  /** The document's example value (@fastify/swagger lifts a schema's `examples` here). */
  example?: unknown;
  schema: {
    type?: string;
    minimum?: number;
    maximum?: number;
    multipleOf?: number;
    minLength?: number;
    default?: unknown;
  };
}

interface NumericParameter {
  method: string;
  path: string;
  name: string;
  in: 'query' | 'path';
  others: Parameter[];
}

const NON_FINITE = ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '+Infinity'];

const isNumeric = (p: Parameter) => p.schema.type === 'number' || p.schema.type === 'integer';

/** A value the parameter's schema accepts, for the parameters not under test. */
function validValue(p: Parameter): string {
  const { schema } = p;
  if (isNumeric(p)) {
    if (typeof schema.default === 'number') return String(schema.default);
    const low = schema.minimum ?? -Infinity;
    const high = schema.maximum ?? Infinity;
    const middle = Number.isFinite(low) && Number.isFinite(high) ? (low + high) / 2 : 1;
    const value = Math.min(high, Math.max(low, middle));
    // A rent ceiling is a multiple of its step: the nearest one inside the range.
    if (schema.multipleOf) return String(Math.round(value / schema.multipleOf) * schema.multipleOf);
    return String(schema.type === 'integer' ? Math.ceil(value) : value);
  }
  if (typeof p.example === 'string') return p.example;
  return 'abc'.padEnd(Math.max(3, schema.minLength ?? 0), 'x');
}

function urlFor(entry: NumericParameter, value: string): string {
  const fill = (p: Parameter) => (p.name === entry.name ? value : validValue(p));
  const path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const p = entry.others.find((other) => other.name === name && other.in === 'path');
    return encodeURIComponent(p ? fill(p) : name === entry.name ? value : 'x');
  });
  const query = entry.others
    .filter((p) => p.in === 'query' && (p.required || p.name === entry.name))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(fill(p))}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

/**
 * Query strings and path parameters arrive as text and are coerced to numbers; a value
 * such as Infinity or 1e309 must never reach a handler. Every numeric
 * parameter of every operation in the served OpenAPI document is tried, signed in as a
 * moderator.
 */
describe('non-finite numbers in query strings and path parameters', () => {
  let tiles: TileServer;
  let t: TestApp;
  let numeric: NumericParameter[] = [];
  let token = '';

  beforeAll(async () => {
    tiles = await startTileServer();
    t = await startTestApp({ env: { GEOCODER: 'offline', TILE_URL: tiles.template } });
    // A moderator: every operation's access check, which comes first, lets the request on
    // to validation, so each parameter is really read.
    token = (await createSignedInUser(t, { is_moderator: 1 })).accessToken;
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
    }>();
    numeric = Object.entries(document.paths).flatMap(([path, operations]) =>
      // HEAD answers carry no body to read the message from; each GET is checked.
      Object.entries(operations)
        .filter(([method]) => method !== 'head')
        .flatMap(([method, operation]) => {
          const parameters = operation.parameters ?? [];
          return parameters
            .filter((p) => (p.in === 'query' || p.in === 'path') && isNumeric(p))
            .map((p) => ({
              method: method.toUpperCase(),
              path,
              name: p.name,
              in: p.in as 'query' | 'path',
              others: parameters,
            }));
        }),
    );
  });

  afterAll(async () => {
    await t?.close();
    await tiles?.close();
  });

  it('finds the numeric parameters of the geo, static-map and list routes', () => {
    const names = numeric.map((entry) => `${entry.method} ${entry.path} ${entry.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/marker/marker-comments/list page',
        'GET /api/marker/marker-comments/list size',
        'GET /api/geo/search limit',
        'GET /api/geo/reverse lat',
        'GET /api/geo/reverse lon',
        'GET /api/locations/reverse lat',
        'GET /api/locations/reverse lon',
        'GET /api/static-map lat',
        'GET /api/static-map lon',
        'GET /api/static-map zoom',
        'GET /api/static-map width',
        'GET /api/static-map height',
      ]),
    );
  });

  it('the other parameters filled in are valid: each operation answers below 400', async () => {
    // Otherwise a 400 below could come from another parameter and prove nothing.
    const seen = new Set<string>();
    for (const entry of numeric) {
      const key = `${entry.method} ${entry.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const parameter = entry.others.find((p) => p.name === entry.name)!;
      const response = await t.app.inject({
        method: entry.method as 'GET',
        url: urlFor(entry, validValue(parameter)),
        headers: bearer(token),
      });
      // 404 (no address at 0,0) comes after validation.
      expect({ key, status: response.statusCode }).not.toEqual({ key, status: 400 });
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it.each(NON_FINITE)(
    'refuses %s in every numeric parameter with a 400 naming it',
    async (value) => {
      expect(numeric.length).toBeGreaterThan(0);
      for (const entry of numeric) {
        const url = urlFor(entry, value);
        const started = performance.now();
        const response = await t.app.inject({
          method: entry.method as 'GET',
          url,
          headers: bearer(token),
        });
        const label = entry.in === 'query' ? 'Query parameter' : 'Path parameter';
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 400,
          body: {
            success: false,
            code: 'VALIDATION_ERROR',
            message: expect.stringContaining(`${label} '${entry.name}'`),
          },
        });
        // Nothing of the input comes back.
        expect(response.json().message).not.toContain(value.replace(/^[+-]/, ''));
        expect(performance.now() - started).toBeLessThan(1_000);
      }
    },
  );

  it.each([
    '/api/marker/marker-comments/list?page=Infinity',
    '/api/marker/marker-comments/list?size=-1e309',
    '/api/marker/marker-comments/list?size=1e309',
    '/api/marker/marker-comments/list?page=1e309&size=1',
    '/api/static-map?lat=0&lon=Infinity&zoom=15&width=600&height=400',
    '/api/static-map?lat=0&lon=0&zoom=1e309',
    '/api/locations/reverse?lat=0&lon=Infinity',
    '/api/geo/reverse?lat=-Infinity&lon=0',
    '/api/geo/search?q=newtown&limit=Infinity',
  ])('GET %s is a 400 in the error shape', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expectFailure(
      response,
      400,
      'VALIDATION_ERROR',
      expect.stringMatching(/^Query parameter '\w+' must be a finite number\.$/),
    );
  });

  it.each(['0,0,Infinity,1', '1e309,0,1,1', '-1e309,-1,1,1', 'NaN,0,1,1'])(
    'refuses bbox=%s with a 400',
    async (bbox) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/marker/marker-comments/list?bbox=${encodeURIComponent(bbox)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    },
  );

  it('still accepts ordinary numbers, signs and exponents that stay finite', async () => {
    for (const url of [
      '/api/marker/marker-comments/list?page=0&size=5',
      '/api/marker/marker-comments/list?page=1e2&size=+5',
      '/api/geo/reverse?lat=-33.8976&lon=1.511793e2',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });
});

describe('findNonFiniteNumber', () => {
  it('points at the first non-finite number, in lists and nested objects too', () => {
    expect(findNonFiniteNumber({ a: 1, b: 'Infinity', c: [2, 3] })).toBeNull();
    expect(findNonFiniteNumber({ a: [1, -Infinity] })).toBe('/a/1');
    expect(findNonFiniteNumber({ 'x/y': { z: NaN } })).toBe('/x~1y/z');
    expect(findNonFiniteNumber(Infinity)).toBe('');
  });

  it('walks deep nesting without exhausting the stack', () => {
    let deep: unknown = [Infinity];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findNonFiniteNumber(deep)).toMatch(/\/0$/);
  });
});
