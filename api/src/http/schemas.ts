import { Type, type TSchema } from 'typebox';

// The envelope schemas are the contract's (shared/contract); what follows is the API's own.
export { ErrorResponse, SuccessResponse } from 'shared/contract';

export function ok<Data>(data: Data): { success: true; data: Data } {
  return { success: true, data };
}

/** A response header in the OpenAPI document: its schema, `required` when every answer has it. */
export interface ResponseHeader {
  type: 'string' | 'integer';
  description: string;
  required?: boolean;
  [keyword: string]: unknown;
}

/** The bytes of a file or an image, in a response schema. */
export function binary<Body>(description: string) {
  return Type.Unsafe<Body>({ type: 'string', format: 'binary', description });
}

/**
 * An answer in a media type other than JSON, or in several (chosen by the request's Accept):
 * each media type with its schema, and the headers the answer carries. Statuses declared as a
 * bare schema are JSON (plugins/swagger.ts).
 */
export function mediaResponse<Content extends Record<string, TSchema>>(
  description: string,
  content: Content,
  headers?: Record<string, ResponseHeader>,
): {
  description: string;
  headers?: Record<string, ResponseHeader>;
  content: { [MediaType in keyof Content]: { schema: Content[MediaType] } };
} {
  const media = Object.fromEntries(
    Object.entries(content).map(([type, schema]) => [type, { schema }]),
  ) as { [MediaType in keyof Content]: { schema: Content[MediaType] } };
  return { description, ...(headers ? { headers } : {}), content: media };
}

/** A bodiless answer (204, 304), with the headers it carries. */
export function emptyResponse(description: string, headers?: Record<string, ResponseHeader>) {
  return { description, type: 'null' as const, ...(headers ? { headers } : {}) };
}
