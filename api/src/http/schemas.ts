import { ERROR_CODES } from 'shared/contract';
import { Type, type TSchema } from 'typebox';

/** The one failure body (PRODUCT.md §4). */
export const ErrorResponse = Type.Object(
  {
    success: Type.Literal(false),
    code: Type.Enum(ERROR_CODES),
    message: Type.String(),
  },
  { description: 'A failure: a stable code and a sentence a person can read.' },
);

/** `{ success: true, data }` around a route's payload schema. */
export function SuccessResponse<Data extends TSchema>(data: Data) {
  return Type.Object({ success: Type.Literal(true), data });
}

export function ok<Data>(data: Data): { success: true; data: Data } {
  return { success: true, data };
}

/** Failures any route can answer with, for the OpenAPI document. */
export const commonErrorResponses = {
  429: ErrorResponse,
  500: ErrorResponse,
};
