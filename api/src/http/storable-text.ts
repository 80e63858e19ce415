import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../errors';
import { fieldNoun, fieldSubject, type RequestPart } from './field-subject';

type Part = Exclude<RequestPart, 'headers'>;

/** A lone (unpaired) surrogate: with the u flag a well-formed pair is one code point. */
const LONE_SURROGATE = /\p{Cs}/u;

type Problem = 'nul' | 'surrogate';

const PROBLEM_TEXT: Record<Problem, string> = {
  nul: 'must not contain a NUL character',
  surrogate: 'is not valid Unicode text',
};

function problemOf(text: string): Problem | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/**
 * preValidation hook for every route: a NUL character (which PostgreSQL refuses in text)
 * or a lone surrogate (not Unicode; each database would store something else) anywhere in
 * the parsed body, query string or path parameters is a 400 naming the field. One rule in
 * one place, so both databases answer the same and no route can forget it.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  check(request.params, 'params');
  check(request.query, 'querystring');
  check(request.body, 'body');
}

function check(root: unknown, part: Part): void {
  // Iterative, so a deeply nested JSON body cannot exhaust the stack.
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: root, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = problemOf(value);
      if (problem)
        throw new ValidationError(`${fieldSubject(part, path)} ${PROBLEM_TEXT[problem]}.`);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: [...path, String(index)] }));
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        const problem = problemOf(key);
        if (problem) {
          throw new ValidationError(`A ${fieldNoun(part)} name ${PROBLEM_TEXT[problem]}.`);
        }
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
}
