import { ErrorResponse } from 'shared/contract';

// The envelope schemas are the contract's (shared/contract); what follows is the API's own.
export { ErrorResponse, SuccessResponse } from 'shared/contract';

export function ok<Data>(data: Data): { success: true; data: Data } {
  return { success: true, data };
}

/** Failures any route can answer with, for the OpenAPI document. */
export const commonErrorResponses = {
  429: ErrorResponse,
  500: ErrorResponse,
};
