import { Type, type TSchema } from 'typebox';

/** Every `code` a failure can carry (PRODUCT.md §4). */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'INVALID_TOKEN',
  'INVALID_CODE',
  'GOOGLE_SIGN_IN_DISABLED',
  'GOOGLE_EMAIL_NOT_VERIFIED',
  'GOOGLE_ACCOUNT_NOT_LINKED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'EMAIL_ALREADY_IN_USE',
  'USERNAME_ALREADY_IN_USE',
  'CONFLICT',
  'PHOTO_IN_USE',
  'PLACE_REQUIRED',
  'INVALID_IMAGE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

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
