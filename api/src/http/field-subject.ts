/** How an error message names the part of a request it is about, without echoing input. */

export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

const FIELD_LABEL: Record<RequestPart, string> = {
  body: 'Field',
  querystring: 'Query parameter',
  params: 'Path parameter',
  headers: 'Header',
};

const WHOLE_LABEL: Record<RequestPart, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The path',
  headers: 'The request headers',
};

/** A field is named in an answer only if its name is plainly one of ours, never echoed. */
const PLAIN_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The part a validator was given ('body', 'querystring', …), anything else as the body. */
export function requestPartOf(dataVar: string): RequestPart {
  return dataVar in FIELD_LABEL ? (dataVar as RequestPart) : 'body';
}

/**
 * The subject of a sentence about the field at `path`: "Field 'photoUrls.0'", "Query
 * parameter 'size'", "The request body" for the whole part, or "A field" when a name is not
 * plain enough to repeat (a client's own key could carry markup or a long payload).
 */
export function fieldSubject(part: RequestPart, path: readonly string[]): string {
  if (path.length === 0) return WHOLE_LABEL[part];
  if (!path.every((segment) => PLAIN_NAME.test(segment))) return `A ${fieldNoun(part)}`;
  return `${FIELD_LABEL[part]} '${path.join('.')}'`;
}

/** "field", "query parameter", … for sentences that name no field. */
export function fieldNoun(part: RequestPart): string {
  return FIELD_LABEL[part].toLowerCase();
}
