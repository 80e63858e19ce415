import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, APP_VERSION, SIGNED_IN_ACCESS } from 'shared/contract';
import { ErrorResponse, type ResponseHeader } from '../http/schemas';

/** The scheme every operation that needs a signed-in user names. */
export const BEARER_AUTH = 'bearerAuth';

const MULTIPART_FILE_BODY = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'The file' } },
};

function isMultipart(schema: { consumes?: readonly string[] }): boolean {
  return schema.consumes?.includes('multipart/form-data') ?? false;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const RETRY_AFTER = (required: boolean): ResponseHeader => ({
  type: 'integer',
  minimum: 0,
  description: 'Seconds to wait before trying again',
  required,
});

const failure = (description: string, headers?: Record<string, ResponseHeader>) => ({
  ...ErrorResponse,
  description,
  ...(headers ? { headers } : {}),
});

/**
 * Failures any operation can answer, whatever its route declares: a malformed request (no
 * Host, text no database stores, a bad percent-encoding), a rate limit (per route, per account
 * or a quota; always with Retry-After), an unexpected error, and a dependency that is down.
 */
const ANY_OPERATION_FAILURES = {
  400: failure('The request is not valid'),
  429: failure('Too many requests', { 'retry-after': RETRY_AFTER(true) }),
  500: failure('Something went wrong on our side'),
  503: failure('A service the API needs is down for now', {
    'retry-after': RETRY_AFTER(false),
  }),
};

/** What only an operation that reads a request body can answer. */
const BODY_FAILURES = {
  413: failure('The request body is too large'),
  415: failure('The request body is not in a media type this operation reads'),
};

/**
 * The answers an operation documents. A status a route declares with `content` is sent in
 * exactly those media types; any other is JSON (the `{ success, … }` envelope or
 * ErrorResponse), whatever `produces` says: a route that answers an image or a page still
 * fails in JSON. The failures every operation may give are added here, once.
 */
function documentedResponses(
  declared: JsonObject | undefined,
  options: { secured: boolean; readsBody: boolean },
): JsonObject {
  const responses: JsonObject = {
    ...ANY_OPERATION_FAILURES,
    ...(options.readsBody ? BODY_FAILURES : {}),
    ...(options.secured ? { 401: failure('Not signed in, or the token is not valid') } : {}),
    ...declared,
  };
  // A route's own 429 entry says why; the header is the same for every 429.
  const tooMany = responses[429];
  if (isObject(tooMany) && !tooMany.content && !tooMany.headers) {
    responses[429] = { ...tooMany, headers: ANY_OPERATION_FAILURES[429].headers };
  }
  return responses;
}

/**
 * A copy of a request schema in which no property with a `default` is required: the
 * validator fills the default in before it checks `required`, so a client may leave it out.
 */
export function withDefaultsOptional<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withDefaultsOptional) as T;
  if (!isObject(schema)) return schema;
  const copy: JsonObject = { ...schema };
  for (const [key, value] of Object.entries(schema)) {
    if (isObject(value) || Array.isArray(value)) copy[key] = withDefaultsOptional(value);
  }
  const properties = copy.properties;
  if (Array.isArray(copy.required) && isObject(properties)) {
    copy.required = copy.required.filter(
      (name) => !(isObject(properties[name]) && 'default' in properties[name]),
    );
    if ((copy.required as unknown[]).length === 0) delete copy.required;
  }
  return copy as T;
}

/**
 * Last touches on the generated document, for every response of every operation:
 * - @fastify/swagger puts a header's whole schema under `schema`, but OpenAPI's `required`
 *   belongs to the header itself: moved there.
 * - A HEAD answer is its GET's without the body: same statuses, media types and headers, no
 *   body schema.
 */
function finishResponses<T extends JsonObject>(document: T): T {
  for (const operations of Object.values((document.paths ?? {}) as JsonObject)) {
    for (const [method, operation] of Object.entries(operations as JsonObject)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      for (const response of Object.values(operation.responses)) {
        if (!isObject(response)) continue;
        for (const header of Object.values(isObject(response.headers) ? response.headers : {})) {
          if (!isObject(header) || !isObject(header.schema)) continue;
          const { required, ...schema } = header.schema;
          header.schema = schema;
          if (required === true) header.required = true;
        }
        if (method === 'head' && isObject(response.content)) {
          response.content = Object.fromEntries(
            Object.keys(response.content).map((mediaType) => [mediaType, {}]),
          );
        }
      }
    }
  }
  return document;
}

/**
 * A stable operationId from the method and path, for client generators: `POST
 * /api/auth/login` is `postAuthLogin`, `GET /api/file-storage/files/:name` is
 * `getFileStorageFilesByName`. A route may still name its own.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(new RegExp(`^${API_PREFIX}(?=/|$)`), '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The OpenAPI document, generated from the route schemas: UI at /api/docs, JSON at /api/docs/json. */
async function openApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'RentMap API',
        description:
          'Successes are `{ success: true, data }`; failures `{ success: false, code, message }`. ' +
          'Operations that need a signed-in user take `Authorization: Bearer <access token>`.',
        version: APP_VERSION,
      },
      // The API answers on the origin that serves the app (behind a proxy: PUBLIC_BASE_URL).
      servers: [
        app.config.publicBaseUrl
          ? { url: app.config.publicBaseUrl, description: 'This RentMap' }
          : { url: '/', description: 'The origin serving this document' },
      ],
      tags: [
        { name: 'system', description: 'Health and client configuration' },
        { name: 'markers', description: 'Saved marker comments' },
        { name: 'buildings', description: 'Buildings and their units' },
        {
          name: 'conditions',
          description: "The renter's record: the states' minimum standards and rent rules",
        },
        { name: 'auth', description: 'Accounts: register, verify, sign in, refresh, reset' },
        { name: 'users', description: 'The signed-in user' },
        { name: 'geo', description: 'Place search and reverse geocoding' },
        { name: 'photos', description: 'Uploaded photos' },
        { name: 'maps', description: 'Static map images' },
        { name: 'moderation', description: 'Reports, the moderation queue and its audit log' },
      ],
      components: {
        securitySchemes: {
          [BEARER_AUTH]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    // Paths stay as the API serves them, whatever path PUBLIC_BASE_URL has.
    stripBasePath: false,
    // Fastify answers HEAD for every GET route (the same answer without its body).
    exposeHeadRoutes: true,
    // The one place security is declared: from the route's access (http/route.ts).
    transform: ({ schema, url, route }) => {
      if (!schema || schema.hide) return { schema, url };
      const access = route.config?.access;
      const secured = access !== undefined && SIGNED_IN_ACCESS.includes(access);
      const multipart = isMultipart(schema);
      // Media types are declared per status (see documentedResponses), never for a whole route.
      const { produces: _produces, ...rest } = schema;
      return {
        url,
        schema: {
          operationId: operationIdOf([route.method].flat()[0]!, url),
          ...rest,
          ...(schema.querystring ? { querystring: withDefaultsOptional(schema.querystring) } : {}),
          ...(schema.headers ? { headers: withDefaultsOptional(schema.headers) } : {}),
          ...(schema.body ? { body: withDefaultsOptional(schema.body) } : {}),
          // Multipart routes read one file from the field `file` (photos/multipart-upload.ts),
          // not through a body schema: documented here so clients see the field.
          ...(multipart && !schema.body ? { body: MULTIPART_FILE_BODY } : {}),
          // An empty list says "no token needed" explicitly; `{}` beside the scheme, "optional".
          security: secured
            ? [{ [BEARER_AUTH]: [] }]
            : access === 'viewer'
              ? [{}, { [BEARER_AUTH]: [] }]
              : [],
          response: documentedResponses(schema.response as JsonObject | undefined, {
            secured,
            readsBody: multipart || Boolean(schema.body),
          }),
        },
      };
    },
    transformObject: (document) =>
      'openapiObject' in document
        ? finishResponses(document.openapiObject as JsonObject)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
}

export default fp(openApi, { name: 'openapi' });
