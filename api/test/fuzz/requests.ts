import fc from 'fast-check';

/** What the fuzz test knows of one operation, read from the served OpenAPI document. */
export interface Operation {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  body?: { type: 'json' | 'multipart'; schema: JsonSchema };
  secured: boolean;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  const?: unknown;
  examples?: unknown[];
}

/** One request to send: everything already encoded. */
export interface FuzzRequest {
  operation: string;
  method: string;
  /** Path and query, percent-encoded (or deliberately not). */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Who sends it: nobody, the signed-in user, or a garbage Authorization header. */
  auth: 'anonymous' | 'user' | 'garbage';
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const content = (raw.requestBody as { content?: Record<string, { schema: JsonSchema }> })
        ?.content;
      const body = content?.['multipart/form-data']
        ? { type: 'multipart' as const, schema: content['multipart/form-data'].schema }
        : content?.['application/json']
          ? { type: 'json' as const, schema: content['application/json'].schema }
          : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (raw.parameters as Operation['parameters']) ?? [],
        body,
        secured: ((raw.security as unknown[]) ?? []).length > 0,
      });
    }
  }
  return operations;
}

// --- Values ---------------------------------------------------------------------------------

/** Texts that have broken parsers, databases and encoders before. */
const NASTY_TEXT = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202e',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '../../../etc/passwd',
  '..\\..\\windows',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%s%n%x',
  'a'.repeat(10_000),
  '😀'.repeat(3_000),
  '\r\nSet-Cookie: x=1',
  'user@example.com',
  'photo.jpg',
  '00000000-0000-0000-0000-000000000000',
);

/** Numbers as text, including those that coerce to non-finite or absurd values. */
const NUMBER_TEXT = fc.oneof(
  fc.constantFrom(
    'Infinity',
    '-Infinity',
    '1e309',
    '-1e309',
    'NaN',
    '-0',
    '0x10',
    '1e-400',
    '9007199254740993',
    '-9007199254740993',
    '1'.repeat(400),
    '90',
    '-90',
    '180',
    '89.95',
    '0',
    '1',
    '-1',
    '1.5',
    ' 1',
    '1,2',
  ),
  fc.double().map(String),
  fc.integer().map(String),
);

/** A value the schema accepts, leaning on its edges (min, max), so that deep code runs. */
function validFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const types = [schema?.type].flat();
  if (schema?.enum?.length) return fc.constantFrom(...schema.enum);
  // A choice of constants (within=7d|30d|1y), and a documented example (types=House,Villa):
  // values a random string almost never hits, so that the code behind them runs too.
  const constants = (schema?.anyOf ?? []).filter((s) => s.const !== undefined).map((s) => s.const);
  if (constants.length > 0) return fc.constantFrom(...constants);
  if (schema?.examples?.length) {
    const example = fc.constantFrom(...schema.examples);
    return fc.oneof(example, validFor({ ...schema, examples: undefined }));
  }
  if (types.includes('integer') || types.includes('number')) {
    const min = schema?.minimum ?? -1e6;
    const max = schema?.maximum ?? 1e6;
    const edges = fc.constantFrom(min, max, (min + max) / 2);
    return types.includes('integer')
      ? fc.oneof(edges.map(Math.round), fc.integer({ min: Math.ceil(min), max: Math.floor(max) }))
      : fc.oneof(edges, fc.double({ min, max, noNaN: true }));
  }
  if (types.includes('boolean')) return fc.boolean();
  return fc.string({ minLength: 1, maxLength: Math.min(schema?.maxLength ?? 20, 20) });
}

/** A text that may be valid for the schema, or near it, or nothing like it. */
function textFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const types = [schema?.type].flat();
  const options: Array<fc.Arbitrary<string>> = [
    validFor(schema).map(String),
    validFor(schema).map(String),
    NASTY_TEXT,
    NUMBER_TEXT,
    fc.string(),
    fc.string({ unit: 'binary' }),
  ];
  if (types.includes('number') || types.includes('integer')) options.push(NUMBER_TEXT, NUMBER_TEXT);
  if (schema?.enum) options.push(fc.constantFrom(...schema.enum.map(String)));
  if (schema?.maxLength) options.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  return fc.oneof(...options);
}

/** A JSON value for a schema: often the right type, often not. */
function jsonFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 1.5, [], {}, ''),
    NASTY_TEXT,
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  );
  const types = [schema?.type].flat();
  if (schema?.properties && depth < 3) return fc.oneof(objectFor(schema, depth + 1), wrong);
  if (types.includes('array') && depth < 3)
    return fc.oneof(fc.array(jsonFor(schema?.items, depth + 1), { maxLength: 5 }), wrong);
  if (types.includes('number') || types.includes('integer'))
    return fc.oneof(
      validFor(schema),
      validFor(schema),
      fc.double(),
      fc.integer(),
      NUMBER_TEXT,
      wrong,
    );
  if (schema?.anyOf ?? schema?.oneOf)
    return fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((s) => jsonFor(s, depth + 1)), wrong);
  return fc.oneof(validFor(schema), textFor(schema), wrong);
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const fields = properties.map(([name, property]) =>
    fc.option(
      jsonFor(property, depth).map((value) => [name, value] as const),
      { nil: undefined },
    ),
  );
  return fc
    .tuple(
      fc.tuple(...fields),
      fc.option(fc.tuple(fc.string({ maxLength: 10 }), jsonFor(undefined, 3))),
    )
    .map(([chosen, extra]) => {
      const object: Record<string, unknown> = {};
      for (const field of chosen) if (field) object[field[0]] = field[1];
      if (extra) object[extra[0]] = extra[1];
      return object;
    });
}

// --- Encodings ------------------------------------------------------------------------------

/** Percent-encoding, or bytes left as they are / broken escapes the URL parser lets through. */
function encodeText(value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: value.map((text) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd'))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '%ff%fe',
        '%ED%A0%80',
        '%00',
        '%C0%AE%C0%AE',
        '%E2%82',
      ),
    },
  );
}

function queryOf(operation: Operation): fc.Arbitrary<string> {
  const query = operation.parameters.filter((p) => p.in === 'query');
  const pairs = query.map((parameter) =>
    fc.option(
      encodeText(textFor(parameter.schema)).map((value) => `${parameter.name}=${value}`),
      {
        nil: undefined,
        freq: 5,
      },
    ),
  );
  const extra = fc.option(
    fc.constantFrom(
      'x=1',
      'lat=1&lat=2',
      '__proto__[a]=1',
      'constructor=1',
      '=',
      '&&',
      'a[b][c]=1',
    ),
    { freq: 3 },
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([chosen, more]) => {
    const parts = [...chosen.filter((part): part is string => part !== undefined)];
    if (more) parts.push(more);
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

/**
 * Path parameters: hostile texts, and now and then the id of something that exists (a
 * comment, a notice on it), so that the code behind a route's 404 runs too.
 */
function pathOf(operation: Operation, knownIds: readonly string[]): fc.Arbitrary<string> {
  const names = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const value = fc.oneof(
    encodeText(fc.oneof(NASTY_TEXT, fc.string({ minLength: 1 }))),
    fc.constantFrom(
      '..',
      '.',
      '%2e%2e',
      '%2F',
      'a%2Fb',
      'x'.repeat(300),
      'missing-photo.jpg',
      'thumb_x.jpg',
    ),
    ...(knownIds.length > 0 ? [{ arbitrary: fc.constantFrom(...knownIds), weight: 2 }] : []),
  );
  return fc
    .tuple(...names.map(() => value))
    .map((values) =>
      names.reduce((path, name, i) => path.replace(`{${name}}`, values[i] || 'x'), operation.path),
    );
}

const JSON_BREAKERS = fc.constantFrom(
  '{',
  '{"a":',
  '[',
  'nul',
  '"\\ud800"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '['.repeat(50_000),
  '{"a":'.repeat(5_000),
  '\u0000',
  '\ufeff{}',
  '1e309',
  '{"a":1,"a":2}',
);

interface Body {
  body?: Buffer;
  contentType?: string;
}

function jsonBodyOf(schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const json = (value: unknown): Buffer => Buffer.from(JSON.stringify(value) ?? 'null');
  return fc.oneof(
    {
      weight: 6,
      arbitrary: jsonFor(schema).map((value) => ({
        body: json(value),
        contentType: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: JSON_BREAKERS.map((text) => ({
        body: Buffer.from(text),
        contentType: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        body: jsonFor(schema).map(json),
        contentType: fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/octet-stream',
          'image/jpeg',
          '',
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.constant({
        body: Buffer.alloc(2 * 1024 * 1024, 0x61),
        contentType: 'application/json',
      }),
    },
  );
}

/** A hand-made multipart body (valid framing with bad content, or broken framing). */
function multipartBodyOf(images: Buffer[]): fc.Arbitrary<Body> {
  const part = fc.record({
    field: fc.constantFrom('file', 'photo', '', 'file"; x="y'),
    filename: fc.constantFrom(
      'photo.jpg',
      'a.png',
      '',
      '../../x.jpg',
      'x\u0000.jpg',
      'x'.repeat(2_000) + '.jpg',
      'no-extension',
    ),
    contentType: fc.constantFrom(
      'image/jpeg',
      'image/png',
      'text/plain',
      'application/x-msdownload',
      '',
    ),
    data: fc.oneof(
      fc.constantFrom(
        Buffer.from('not an image at all'),
        Buffer.from('<?php echo 1; ?>'),
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]),
        Buffer.from('\x89PNG\r\n\x1a\n'),
        Buffer.from('GIF89a'),
        Buffer.alloc(0),
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024, 1)]),
        ...images,
      ),
      fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    ),
  });
  const boundary = 'fuzzboundary42';
  const framed = fc.array(part, { minLength: 0, maxLength: 3 }).map((parts): Body => {
    const chunks: Buffer[] = [];
    for (const p of parts) {
      const type = p.contentType ? `\r\nContent-Type: ${p.contentType}` : '';
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"${type}\r\n\r\n`,
        ),
        p.data,
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      body: Buffer.concat(chunks),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  });
  const broken = fc.constantFrom<Body>(
    {
      body: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc`,
      ),
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    { body: Buffer.from('garbage'), contentType: 'multipart/form-data' },
    {
      body: Buffer.from('garbage'),
      contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`,
    },
    {
      body: Buffer.from(`--other\r\n\r\n--other--`),
      contentType: `multipart/form-data; boundary=${boundary}`,
    },
    { body: Buffer.from('{"file":"x"}'), contentType: 'application/json' },
    {},
  );
  return fc.oneof({ weight: 3, arbitrary: framed }, { weight: 1, arbitrary: broken });
}

const GARBAGE_AUTHORIZATION = fc.constantFrom(
  'Bearer',
  'Bearer ',
  'Bearer x.y.z',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwidHlwIjoiYWNjZXNzIn0.',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'a'.repeat(8_000)}.${'b'.repeat(8_000)}.c`,
  'bearer a.b.c d.e.f',
  'Bearer ..',
  'Bearer %ff.%fe.%00',
);

/**
 * Requests for one operation; `user` is a real access token, `images` real photos,
 * `knownIds` ids of rows that exist, which path parameters take now and then.
 */
export function requestsFor(
  operation: Operation,
  accessToken: string,
  images: Buffer[],
  knownIds: readonly string[] = [],
): fc.Arbitrary<FuzzRequest> {
  const body: fc.Arbitrary<Body> =
    operation.body?.type === 'multipart'
      ? multipartBodyOf(images)
      : operation.body
        ? jsonBodyOf(operation.body.schema)
        : fc.oneof(
            { weight: 4, arbitrary: fc.constant({}) },
            { weight: 1, arbitrary: jsonBodyOf(undefined) },
          );
  const auth = fc.constantFrom<FuzzRequest['auth']>(
    ...(operation.secured
      ? (['user', 'user', 'anonymous', 'garbage'] as const)
      : (['anonymous', 'anonymous', 'user', 'garbage'] as const)),
  );
  return fc
    .record({
      path: pathOf(operation, knownIds),
      query: queryOf(operation),
      body: operation.method === 'GET' && !operation.body ? fc.constant<Body>({}) : body,
      auth,
      garbage: GARBAGE_AUTHORIZATION,
      // Each request from its own address (TRUST_PROXY): the per-IP limits stay out of the way
      // of most requests; a few share one address and meet them.
      client: fc.oneof(fc.constant('203.0.113.7'), fc.ipV4()),
    })
    .map(({ path, query, body: { body: bytes, contentType }, auth: who, garbage, client }) => {
      const headers: Record<string, string> = { 'x-forwarded-for': client };
      if (contentType) headers['content-type'] = contentType;
      if (who === 'user') headers.authorization = `Bearer ${accessToken}`;
      if (who === 'garbage') headers.authorization = garbage;
      return {
        operation: `${operation.method} ${operation.path}`,
        method: operation.method,
        url: `${path}${query}`,
        headers,
        body: bytes,
        auth: who,
      };
    });
}
