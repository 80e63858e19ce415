import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, APP_VERSION } from 'shared/contract';
import { ErrorResponse } from '../http/schemas';

/** The scheme every operation that needs a signed-in user names. */
export const BEARER_AUTH = 'bearerAuth';

/** The request hooks a route can sign a user in with (route options, not plugin hooks). */
const AUTH_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

/**
 * Whether a route runs `authenticate` (the function `app.authenticate`) as one of its own
 * request hooks. The OpenAPI `security` of every operation is derived from this, so a new
 * route cannot forget to declare it.
 */
export function usesAuthenticate(
  route: Pick<RouteOptions, (typeof AUTH_HOOKS)[number]>,
  authenticate: unknown,
): boolean {
  return AUTH_HOOKS.some((name) => {
    const hooks: unknown = route[name];
    return Array.isArray(hooks) ? hooks.includes(authenticate) : hooks === authenticate;
  });
}

const MULTIPART_FILE_BODY = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'The file' } },
};

function isMultipart(schema: { consumes?: readonly string[] }): boolean {
  return schema.consumes?.includes('multipart/form-data') ?? false;
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
    // The one place security is declared: from the route's own hooks (see usesAuthenticate).
    transform: ({ schema, url, route }) => {
      if (!schema || schema.hide) return { schema, url };
      const secured = usesAuthenticate(route, app.authenticate);
      return {
        url,
        schema: {
          operationId: operationIdOf([route.method].flat()[0]!, url),
          ...schema,
          // Multipart routes read one file from the field `file` (photos/multipart-upload.ts),
          // not through a body schema: documented here so clients see the field.
          ...(isMultipart(schema) && !schema.body ? { body: MULTIPART_FILE_BODY } : {}),
          // An empty list says "no token needed" explicitly.
          security: secured ? [{ [BEARER_AUTH]: [] }] : [],
          ...(secured ? { response: { 401: ErrorResponse, ...(schema.response as object) } } : {}),
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
}

export default fp(openApi, { name: 'openapi' });
