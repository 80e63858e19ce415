/**
 * The one way an API route is registered. The route's entry in the contract (ROUTES and
 * ROUTE_SCHEMAS, under one name) says its method, path, who may call it, its schemas, the
 * failures it adds and its rate-limit class; from that entry alone this derives:
 * - the verb and the path;
 * - the access check, always at `onRequest` (before the body is read or parsed);
 * - the refusal of any body field the schema does not declare (strict-body.ts);
 * - the per-address rate limit of its class;
 * - the documented answers (success, the failures its access implies, its own errors);
 *   plugins/swagger.ts derives the OpenAPI `security` from the access kept in `config`.
 * A route file adds only what is its own: the words of its documentation, the handler, and
 * hooks that are really its own (an account-keyed limit, a cache header).
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
  preHandlerHookHandler,
  preValidationHookHandler,
} from 'fastify';
import {
  ErrorResponse,
  RATE_LIMIT_CLASSES,
  ROUTE_SCHEMAS,
  ROUTES,
  SIGNED_IN_ACCESS,
  SuccessResponse,
  pathUnderApi,
  type RouteAccess,
  type RouteName,
  type RouteSchemas,
  type RouteSchemaTable,
} from 'shared/contract';
import type { Static, TSchema } from 'typebox';
import { accessHooks } from './access';
import { rejectUnknownFields } from './strict-body';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (its contract entry): the OpenAPI `security` is derived from it. */
    access?: RouteAccess;
  }
}

type Schemas<Name extends RouteName> = RouteSchemaTable[Name];

/** The static type of one part (`params`, `query`, `body`, `data`) of a route's schemas. */
export type RoutePart<Name extends RouteName, Part extends string> =
  Schemas<Name> extends { [Key in Part]: infer Schema extends TSchema } ? Static<Schema> : unknown;

/** The request a route's handler gets, typed from its contract schemas. */
export type RouteRequest<Name extends RouteName> = FastifyRequest<{
  Params: RoutePart<Name, 'params'>;
  Querystring: RoutePart<Name, 'query'>;
  Body: RoutePart<Name, 'body'>;
}>;

/** What a handler answers: the envelope of its `data` (or its own `answer`), or the reply it sent. */
export type RouteAnswer<Name extends RouteName> =
  Schemas<Name> extends { data: infer Data extends TSchema }
    ? { success: true; data: Static<Data> } | FastifyReply
    : Schemas<Name> extends { answer: infer Answer extends TSchema }
      ? Static<Answer> | FastifyReply
      : unknown;

export type RouteHandler<Name extends RouteName> = (
  request: RouteRequest<Name>,
  reply: FastifyReply,
) => Promise<RouteAnswer<Name>>;

type Hooks<Handler> = Handler | Handler[];

export interface RouteDefinition {
  tags: string[];
  summary: string;
  description?: string;
  /** Answers documented besides the derived ones: another media type, headers, a 304. */
  responses?: Record<number, unknown>;
  /** Extra schema entries: `headers`, `consumes`, `hide`. */
  schema?: Pick<FastifySchema, 'headers'> & { consumes?: string[]; hide?: boolean };
  /** For `verified` routes: what the 403 says when it is not about publishing. */
  notVerified?: string;
  /** @fastify/rate-limit options beside the class's budget (an allowList). */
  rateLimit?: Record<string, unknown>;
  /** The route's own hooks, which run after the access check and the strict body. */
  preValidation?: Hooks<preValidationHookHandler>;
  preHandler?: Hooks<preHandlerHookHandler>;
}

const asList = <Handler>(hooks: Hooks<Handler> | undefined): Handler[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

// One envelope object per data schema, shared by every app built in this process, so that
// its serializer is compiled once (see schema-compilers.ts).
const envelopes = new WeakMap<object, unknown>();
function successEnvelope(data: NonNullable<RouteSchemas['data']>): unknown {
  let envelope = envelopes.get(data);
  if (!envelope) envelopes.set(data, (envelope = SuccessResponse(data)));
  return envelope;
}

/** The documented answers: success, what the access implies, and the route's own errors. */
function responsesOf(name: RouteName, definition: RouteDefinition): Record<number, unknown> {
  const route = ROUTES[name];
  const schemas: RouteSchemas = ROUTE_SCHEMAS[name];
  const success = 'created' in route && route.created ? 201 : 200;
  const responses: Record<number, unknown> = {};
  if (schemas.data) responses[success] = successEnvelope(schemas.data);
  if (schemas.answer) responses[success] = schemas.answer;
  if (SIGNED_IN_ACCESS.includes(route.access)) responses[401] = ErrorResponse;
  if (route.access === 'verified' || route.access === 'moderator') responses[403] = ErrorResponse;
  for (const status of 'errors' in route ? route.errors : []) responses[status] = ErrorResponse;
  return { ...responses, ...definition.responses };
}

/**
 * Registers the route `name` of the contract on `app` (a plugin registered under
 * API_PREFIX). No route module calls `app.get/post/…` for an API route.
 */
export function defineRoute<Name extends RouteName>(
  app: FastifyInstance,
  name: Name,
  definition: RouteDefinition,
  handler: RouteHandler<Name>,
): void {
  const route = ROUTES[name];
  const schemas: RouteSchemas = ROUTE_SCHEMAS[name];
  const rateLimitClass = 'rateLimit' in route ? route.rateLimit : undefined;
  app.route({
    method: route.method,
    url: pathUnderApi(route),
    onRequest: accessHooks(app, route.access, definition.notVerified),
    preValidation: [
      ...(schemas.body ? [rejectUnknownFields(schemas.body)] : []),
      ...asList(definition.preValidation),
    ],
    preHandler: asList(definition.preHandler),
    config: {
      access: route.access,
      ...(rateLimitClass
        ? {
            rateLimit: {
              max: RATE_LIMIT_CLASSES[rateLimitClass],
              timeWindow: '1 minute',
              ...definition.rateLimit,
            },
          }
        : {}),
    },
    schema: {
      tags: definition.tags,
      summary: definition.summary,
      ...(definition.description ? { description: definition.description } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      ...definition.schema,
      response: responsesOf(name, definition),
    },
    handler: handler as unknown as RouteOptions['handler'],
  });
}
