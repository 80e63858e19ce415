/** The page-wide typed client, on the page-wide axios instance (`apiClient`, shared/auth). */
import { apiClient } from '../auth/session';
import type { RouteName } from '../contract/routes';
import { callRoute, type CallArguments, type CallResult } from './call';
import { createTypedApiClient } from './typed-client';

export const api = createTypedApiClient(apiClient);

/** Calls a route of the API through the page-wide client: see call.ts. */
export function call<Name extends RouteName>(
  name: Name,
  ...args: CallArguments<Name>
): Promise<CallResult<Name>> {
  return callRoute(api, name, ...args);
}
