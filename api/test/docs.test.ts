import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { validateOpenApi } from './helpers/openapi-validation';
import { useTestApp } from './helpers/test-app';

/** Every route the app registers, with its own options, seen as it is added. */
const registered: RouteOptions[] = [];

// The auth plugin is registered before any feature module: watching routes from there sees
// all of them, with the hooks they were given.
jest.mock('../src/plugins/auth', () => {
  const actual = jest.requireActual('../src/plugins/auth');
  const { default: fastifyPlugin } = jest.requireActual('fastify-plugin') as { default: typeof fp };
  return {
    ...actual,
    __esModule: true,
    default: fastifyPlugin(
      async (app: FastifyInstance) => {
        await app.register(actual.default);
        app.addHook('onRoute', (route) => {
          registered.push(route);
        });
      },
      { name: 'auth-route-watcher' },
    ),
  };
});

type Operation = { security?: Array<Record<string, string[]>>; responses: object };
type Response = {
  content?: Record<string, object>;
  headers?: Record<string, { required?: boolean }>;
};
type Parameter = { name: string; required?: boolean; schema?: { default?: unknown } };
type Document = { paths: Record<string, Record<string, Operation>>; [key: string]: unknown };

const METHODS = ['get', 'head', 'put', 'post', 'delete', 'patch'];

/** Fastify's `/a/:name` as OpenAPI's `/a/{name}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document', () => {
  const t = useTestApp();

  async function served(): Promise<Document> {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('is generated from the route schemas at /api/docs/json', async () => {
    const document = await served();

    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ title: 'RentMap API', version: '1.0.0' });
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/config', '/api/marker/marker-comments/list']),
    );
    const list = document.paths['/api/marker/marker-comments/list']!.get as Operation & {
      parameters: Array<{ name: string }>;
    };
    expect(list.parameters.map((p) => p.name)).toEqual([
      'page',
      'size',
      'bbox',
      'building',
      'group',
      'cursor',
      'types',
      'photos',
      'within',
      'q',
      'mould',
      'heating',
      'rentMax',
      'sort',
      'near',
    ]);
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '400']));
    // The upload's multipart body is documented (it has no body schema of its own).
    expect(document.paths['/api/file-storage/upload']!.post).toMatchObject({
      requestBody: {
        content: { 'multipart/form-data': { schema: { required: ['file'] } } },
      },
    });
    // Static files and the remotes manifest are not API.
    expect(Object.keys(document.paths)).not.toContain('/remotes.json');
  });

  it('validates with swagger-parser and has no errors under redocly lint (recommended)', async () => {
    const { swaggerParser, redocly } = await validateOpenApi(await served());

    expect(swaggerParser).toEqual({ valid: true, errors: [] });
    expect(redocly.filter((problem) => problem.severity === 'error')).toEqual([]);
    // Every operation has its own id, for client generators.
    expect(redocly.filter((problem) => problem.ruleId.startsWith('operation-operationId'))).toEqual(
      [],
    );
  }, 30_000);

  it("declares bearer security from each route's access: required, optional or none", async () => {
    const document = await served();
    const apiRoutes = registered.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    expect(apiRoutes.length).toBeGreaterThan(10);

    const expected: Record<string, unknown[]> = {};
    for (const route of apiRoutes) {
      const hooks = [
        route.onRequest,
        route.preParsing,
        route.preValidation,
        route.preHandler,
      ].flat();
      const methods = [route.method].flat().map((method) => method.toLowerCase());
      for (const method of methods.filter((m) => METHODS.includes(m))) {
        const where = `${method} ${openApiPath(route.url)}`;
        // What the route really runs decides, not what it says about itself.
        expected[where] = hooks.includes(t.app.authenticate)
          ? [{ bearerAuth: [] }]
          : hooks.includes(t.app.identify)
            ? [{}, { bearerAuth: [] }]
            : [];
      }
    }
    expect(expected['get /api/users/me']).toEqual([{ bearerAuth: [] }]);
    expect(expected['post /api/marker']).toEqual([{ bearerAuth: [] }]);
    expect(expected['get /api/marker/marker-comments/{id}']).toEqual([{}, { bearerAuth: [] }]);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method} ${path}`;
        expect({ where, security: operation.security }).toEqual({
          where,
          security: expected[where] ?? [],
        });
        const required =
          operation.security!.length > 0 &&
          !operation.security!.some((requirement) => Object.keys(requirement).length === 0);
        if (required) expect(operation.responses).toHaveProperty('401');
      }
    }
  });

  it('describes every failure as JSON, with the answers any operation may give', async () => {
    const document = await served();
    const errorRef = expect.objectContaining({
      properties: expect.objectContaining({ code: expect.anything() }),
    });
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const responses = operation.responses as Record<string, Response>;
        const where = `${method} ${path}`;
        expect({ where, statuses: Object.keys(responses) }).toEqual({
          where,
          statuses: expect.arrayContaining(['400', '429', '500', '503']),
        });
        expect({ where, retryAfter: responses['429']!.headers?.['retry-after'] }).toEqual({
          where,
          retryAfter: expect.objectContaining({ required: true }),
        });
        for (const [status, response] of Object.entries(responses)) {
          if (Number(status) < 400) continue;
          // A HEAD answer has no body; any other failure has the JSON error body.
          const json = response.content?.['application/json'];
          expect({ where, status, json }).toEqual({
            where,
            status,
            json: method === 'head' ? {} : { schema: errorRef },
          });
        }
      }
    }
  });

  it('requires no parameter that has a default, and answers HEAD wherever it answers GET', async () => {
    const document = await served();
    const defaulted = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        ((operation as { parameters?: Parameter[] }).parameters ?? [])
          .filter((parameter) => parameter.required && parameter.schema?.default !== undefined)
          .map((parameter) => `${method} ${path} ${parameter.name}`),
      ),
    );
    expect(defaulted).toEqual([]);
    const list = document.paths['/api/marker/marker-comments/list']!.get as Operation & {
      parameters: Parameter[];
    };
    expect(list.parameters.find((parameter) => parameter.name === 'size')).toMatchObject({
      required: false,
      schema: { default: expect.any(Number) },
    });

    const gets = Object.keys(document.paths).filter((path) => document.paths[path]!.get);
    expect(gets.filter((path) => !document.paths[path]!.head)).toEqual([]);
  });

  it('lists every API route the app registers', async () => {
    const document = await served();
    const missing = registered
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .flatMap((route) => [route.method].flat().map((method) => [method.toLowerCase(), route.url]))
      .filter(([method]) => METHODS.includes(method!))
      .filter(([method, url]) => !document.paths[openApiPath(url!)]?.[method!])
      .map(([method, url]) => `${method} ${url}`);

    expect(missing).toEqual([]);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('OpenAPI document behind PUBLIC_BASE_URL', () => {
  const t = useTestApp({ env: { PUBLIC_BASE_URL: 'https://rentmap.example.com/rentmap' } });

  it('names that server and keeps the paths the API serves', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();

    expect(document.servers).toEqual([
      expect.objectContaining({ url: 'https://rentmap.example.com/rentmap' }),
    ]);
    expect(Object.keys(document.paths)).toContain('/api/health');
  });
});
