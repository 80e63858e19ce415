/**
 * The browser's one way to call a route of the API: `call('markerComment', { params: { id } })`
 * (auth/api.ts; `callRoute(client, …)` here). The route's entry in ROUTES gives the method and
 * path; the types of its params, query, body and answer come from its schemas (ROUTE_SCHEMAS,
 * whose values stay out of the bundle). A public route is sent without a bearer token; any
 * other with one when signed in.
 */
import type { Static, TSchema } from 'typebox';
import type { RouteSchemaTable } from '../contract/route-schemas';
import { pathUnderApi, ROUTES, type RouteName } from '../contract/values/routes';
import type { RequestOptions, TypedApiClient } from './typed-client';

type Schemas<Name extends RouteName> = RouteSchemaTable[Name];

type PartOf<Name extends RouteName, Part extends string> =
  Schemas<Name> extends { [Key in Part]: infer Schema extends TSchema } ? Static<Schema> : never;

/**
 * What a call of the route carries. The query is partial: the API fills in every default
 * (TypeBox's static type cannot tell a defaulted field from a required one).
 */
export type CallInput<Name extends RouteName> = ([PartOf<Name, 'params'>] extends [never]
  ? unknown
  : { params: PartOf<Name, 'params'> }) &
  ([PartOf<Name, 'query'>] extends [never] ? unknown : { query?: Partial<PartOf<Name, 'query'>> }) &
  ([PartOf<Name, 'body'>] extends [never] ? unknown : { body: PartOf<Name, 'body'> });

/** What the call resolves with: the answer's `data` (or, for a route of its own shape, all of it). */
export type CallResult<Name extends RouteName> = [PartOf<Name, 'data'>] extends [never]
  ? PartOf<Name, 'answer'>
  : PartOf<Name, 'data'>;

type GetRoute = {
  [Name in RouteName]: (typeof ROUTES)[Name]['method'] extends 'GET' ? Name : never;
}[RouteName];

type WholeAnswerRoute = {
  [Name in RouteName]: Schemas<Name> extends { answer: TSchema } ? Name : never;
}[RouteName];

/**
 * The routes whose success says more than `data`, so the call resolves with all of it. Their
 * schemas are out of reach at run time, hence the list; the check below fails the typecheck
 * when a route with an `answer` schema is missing here, or is not a GET.
 */
const WHOLE_ANSWER = ['searchPlaces'] as const satisfies readonly (WholeAnswerRoute & GetRoute)[];
const WHOLE_ANSWER_ROUTES: ReadonlySet<RouteName> = new Set(WHOLE_ANSWER);
const everyWholeAnswerRouteListed: [
  Exclude<WholeAnswerRoute, (typeof WHOLE_ANSWER)[number]>,
] extends [never]
  ? true
  : never = true;
void everyWholeAnswerRouteListed;

/** Everything a call may carry besides its route's parts. */
export type CallOptions = Omit<RequestOptions, 'params'>;

/** `/marker/marker-comments/:id` with `{ id: 'a b' }` is `/marker/marker-comments/a%20b`. */
export function routePath(name: RouteName, params: Record<string, unknown> = {}): string {
  return pathUnderApi(ROUTES[name]).replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`The route ${name} needs the path parameter ${key}.`);
    }
    return encodeURIComponent(String(value));
  });
}

/** A route with nothing it must carry (an optional query at most) may be called with no input. */
export type CallArguments<Name extends RouteName> =
  Record<never, never> extends CallInput<Name>
    ? [input?: CallInput<Name>, options?: CallOptions]
    : [input: CallInput<Name>, options?: CallOptions];

/** Calls the route `name` through `client` (the page-wide `call` uses `api`). */
export function callRoute<Name extends RouteName>(
  client: TypedApiClient,
  name: Name,
  ...[input = {} as CallInput<Name>, options = {}]: CallArguments<Name>
): Promise<CallResult<Name>> {
  const route = ROUTES[name];
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  let path: string;
  try {
    path = routePath(name, params);
  } catch (error) {
    // A failed call, like any other: callers handle one rejection, never a throw as well.
    return Promise.reject(error as Error);
  }
  const given: RequestOptions = {
    ...(route.access === 'public' ? { skipAuth: true } : {}),
    ...options,
    ...(query === undefined ? {} : { params: query }),
  };
  // Nothing to say is said with nothing, as a hand-written call would: arguments are passed
  // only up to the last one given.
  const request = Object.keys(given).length === 0 ? undefined : given;
  const onlyOptions: [RequestOptions?] = request === undefined ? [] : [request];
  const sent: [unknown?, RequestOptions?] =
    request !== undefined ? [body, request] : body !== undefined ? [body] : [];
  if (WHOLE_ANSWER_ROUTES.has(name))
    return client.getAnswer<CallResult<Name>>(path, ...onlyOptions);
  switch (route.method) {
    case 'GET':
      return client.get<CallResult<Name>>(path, ...onlyOptions);
    case 'DELETE':
      return client.delete<CallResult<Name>>(path, ...sent);
    case 'POST':
      return client.post<CallResult<Name>>(path, ...sent);
    case 'PUT':
      return client.put<CallResult<Name>>(path, ...sent);
    case 'PATCH':
      return client.patch<CallResult<Name>>(path, ...sent);
  }
}
