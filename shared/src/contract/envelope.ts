import { Type, type TSchema } from 'typebox';
import { ERROR_CODES } from './values/envelope';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants and rules, which the browser runs too, are values/envelope.ts.
export * from './values/envelope';

/** The one failure body. */
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

/** One page of a list (0-based `page`). */
export function PageSchema<Item extends TSchema>(item: Item) {
  return Type.Object({
    content: Type.Array(item),
    page: Type.Integer({ minimum: 0 }),
    size: Type.Integer({ minimum: 1 }),
    totalElements: Type.Integer({ minimum: 0 }),
    totalPages: Type.Integer({ minimum: 0 }),
  });
}
