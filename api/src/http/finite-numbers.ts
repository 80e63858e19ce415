/**
 * Ajv turns the text 'Infinity' or '1e309' into the number Infinity when it coerces a query
 * string or path parameter, and with its `strictNumbers` default it then skips `minimum`
 * and `maximum` for that value, so it reaches the handler. A request part that passed its
 * schema is therefore searched once more for a number that is not finite.
 */

/** What Ajv reports, in the shape Fastify's schemaErrorFormatter reads. */
export interface NonFiniteError {
  keyword: 'type';
  instancePath: string;
  schemaPath: string;
  params: { type: string };
  message: string;
}

/** The JSON Pointer of the first non-finite number in the data, or null when there is none. */
export function findNonFiniteNumber(data: unknown): string | null {
  // Iterative, so nothing a client nests can exhaust the stack.
  const pending: Array<{ value: unknown; path: string }> = [{ value: data, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: `${path}/${index}` }));
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        pending.push({ value: item, path: `${path}/${escapePointer(key)}` });
      }
    }
  }
  return null;
}

/** The error for a non-finite number: "Query parameter 'lat' must be a finite number." */
export function nonFiniteError(instancePath: string): NonFiniteError {
  return {
    keyword: 'type',
    instancePath,
    schemaPath: '#/type',
    // The formatter prints the type's name after "must be".
    params: { type: 'a finite number' },
    message: 'must be a finite number',
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  // Parsed query strings inherit from a bare prototype of their own (fast-querystring).
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
