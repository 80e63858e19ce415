import { execFile } from 'node:child_process';
import path from 'node:path';
import type { IHttpRequest, IHttpResponse } from '@stoplight/prism-http';
import route from '@stoplight/prism-http/dist/router';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http/dist/utils/operations';
import {
  validateInput,
  validateOutput,
  validateSecurity,
} from '@stoplight/prism-http/dist/validator';

type Diagnostic = { message: string; path?: Array<string | number> };
const isLeft = <L, R>(
  either: { _tag: 'Left'; left: L } | { _tag: 'Right'; right: R },
): either is { _tag: 'Left'; left: L } => either._tag === 'Left';

export interface OpenApiValidation {
  swaggerParser: { valid: boolean; errors: string[] };
  redocly: Array<{ severity: string; ruleId: string; message: string; at?: string }>;
}

/**
 * swagger-parser and redocly (recommended rules) on an OpenAPI document. Both are ESM and
 * run in a Node child (validate-openapi.mjs), outside jest's CommonJS module system.
 */
export function validateOpenApi(document: object): Promise<OpenApiValidation> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'validate-openapi.mjs')],
      { cwd: path.join(__dirname, '../..'), maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(stderr || String(error))) : resolve(JSON.parse(stdout)),
    );
    child.stdin!.end(JSON.stringify(document));
  });
}

/** One request the test sent and the answer it got, as light-my-request reports them. */
export interface Exchange {
  request: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    /** The body as sent: an object for JSON, text or bytes otherwise. */
    payload?: unknown;
  };
  response: {
    statusCode: number;
    headers: Record<string, string | string[] | number | undefined>;
    rawPayload: Buffer;
  };
  /**
   * The request breaks the document's rules on purpose (a 400 or 401 case): only its answer
   * is checked against the document.
   */
  invalidRequest?: boolean;
}

/**
 * Checks requests and their answers against an OpenAPI document with Prism's own validators
 * (@stoplight/prism-http, what its validating proxy runs): the operation the request reaches,
 * its parameters, body and security, then the answer's status, media type, headers and body.
 * Anything Prism reports, warnings included (an undocumented status of a 4xx answer is only
 * a warning there), is a problem.
 */
export async function openApiConformance(
  document: object,
): Promise<(exchange: Exchange) => string[]> {
  const operations = await getHttpOperationsFromSpec(structuredClone(document));
  return (exchange) => {
    const { request, response } = exchange;
    const where = `${request.method} ${request.url} → ${response.statusCode}`;
    const input = prismRequest(request);
    const found = route({ resources: operations, input });
    if (found._tag === 'Left') return [`${where}: ${found.left.message}`];
    const operation = found.right;
    const diagnostics: Diagnostic[] = [];
    if (!exchange.invalidRequest) {
      for (const check of [validateSecurity, validateInput]) {
        const result = check({ resource: operation, element: input });
        if (isLeft(result)) diagnostics.push(...result.left);
      }
    }
    const output = validateOutput({
      resource: operation,
      element: prismResponse(request, response),
    });
    if (isLeft(output)) diagnostics.push(...output.left);
    return diagnostics.map((d) => {
      const path = d.path?.length ? ` (${d.path.join('.')})` : '';
      return `${where}: ${d.message}${path}`;
    });
  };
}

function prismRequest(request: Exchange['request']): IHttpRequest {
  const url = new URL(request.url, 'http://localhost');
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length === 1 ? values[0]! : values;
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value;
  }
  let body: unknown = request.payload;
  if (body !== undefined) {
    const isObject = typeof body === 'object' && !Buffer.isBuffer(body);
    headers['content-type'] ??= isObject ? 'application/json' : 'text/plain';
    const bytes = isObject ? Buffer.from(JSON.stringify(body)) : Buffer.from(body as string);
    headers['content-length'] ??= String(bytes.length);
    // Prism reads urlencoded and multipart bodies as text, JSON as the parsed value.
    if (!isObject) body = bytes.toString('latin1');
  }
  return {
    method: request.method.toLowerCase() as IHttpRequest['method'],
    url: { path: url.pathname, query },
    headers,
    body,
  };
}

function prismResponse(
  request: Exchange['request'],
  response: Exchange['response'],
): IHttpResponse {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = [value].flat().join(', ');
  }
  const type = headers['content-type'] ?? '';
  let body: unknown;
  // A HEAD answer has no body; a 204 or 304 neither.
  if (request.method.toUpperCase() !== 'HEAD' && response.rawPayload.length > 0) {
    const text = response.rawPayload.toString('utf8');
    body = /^application\/([\w.-]+\+)?json\b/i.test(type) ? JSON.parse(text) : text;
  }
  return { statusCode: response.statusCode, headers, body };
}
