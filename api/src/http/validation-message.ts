import type { FastifySchemaValidationError } from 'fastify';
import { ValidationError } from '../errors';
import { fieldSubject, requestPartOf, type RequestPart } from './field-subject';

const TYPE_NAMES: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/**
 * Fastify's schemaErrorFormatter: one readable sentence naming the field, e.g.
 * "Query parameter 'size' must be a whole number."
 */
export function formatValidationError(
  errors: FastifySchemaValidationError[],
  dataVar: string,
): ValidationError {
  const part = requestPartOf(dataVar);
  // For unions Ajv lists each branch's failure first; the union's own error reads better.
  const error = errors.find((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf') ?? errors[0];
  if (!error) return new ValidationError(`${fieldSubject(part, [])} is invalid.`);
  return new ValidationError(describe(error, part));
}

function describe(error: FastifySchemaValidationError, part: RequestPart): string {
  const params = error.params as Record<string, unknown>;
  const segments = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') segments.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(params.additionalProperty));
  const subject = fieldSubject(part, segments);

  switch (error.keyword) {
    case 'required':
      return `${subject} is required.`;
    case 'additionalProperties':
      return `${subject} is not allowed.`;
    case 'type':
      return `${subject} must be ${typeNames(params.type)}.`;
    case 'minimum':
      return `${subject} must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `${subject} must be at most ${String(params.limit)}.`;
    case 'exclusiveMinimum':
      return `${subject} must be greater than ${String(params.limit)}.`;
    case 'exclusiveMaximum':
      return `${subject} must be less than ${String(params.limit)}.`;
    case 'minLength':
      return params.limit === 1
        ? `${subject} must not be empty.`
        : `${subject} must be at least ${String(params.limit)} characters long.`;
    case 'maxLength':
      return `${subject} must be at most ${String(params.limit)} characters long.`;
    case 'minItems':
      return `${subject} must have at least ${String(params.limit)} items.`;
    case 'maxItems':
      return `${subject} must have at most ${String(params.limit)} items.`;
    case 'enum':
      return `${subject} must be one of: ${listOf(params.allowedValues)}.`;
    case 'const':
      return `${subject} must be ${JSON.stringify(params.allowedValue)}.`;
    case 'format':
      return `${subject} must be a valid ${String(params.format).replace('email', 'email address')}.`;
    case 'pattern':
      return `${subject} has an invalid format.`;
    default:
      return `${subject} is invalid.`;
  }
}

function typeNames(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((name) => TYPE_NAMES[String(name)] ?? String(name)).join(' or ');
}

function listOf(values: unknown): string {
  return Array.isArray(values) ? values.map(String).join(', ') : String(values);
}
