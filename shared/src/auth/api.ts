/**
 * The page-wide typed client, on the page-wide axios instance (`apiClient`, session.ts). It
 * lives beside that instance: http/ holds the building blocks, auth/ puts the page's client
 * together with the page's tokens.
 */
import { apiClient } from './session';
import type { RouteName } from '../contract/values/routes';
import { callRoute, type CallArguments, type CallResult } from '../http/call';
import { createTypedApiClient } from '../http/typed-client';

export const api = createTypedApiClient(apiClient);

/** Calls a route of the API through the page-wide client: see call.ts. */
export function call<Name extends RouteName>(
  name: Name,
  ...args: CallArguments<Name>
): Promise<CallResult<Name>> {
  return callRoute(api, name, ...args);
}
