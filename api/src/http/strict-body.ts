import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { ValidationError } from '../errors';
import { fieldSubject } from './field-subject';

interface ObjectSchema {
  type?: unknown;
  properties?: Record<string, TSchema>;
  additionalProperties?: unknown;
}

/**
 * Fastify's validator silently drops properties a schema does not allow
 * (`removeAdditional`). Routes whose clients must hear about a misspelt or unexpected field
 * add this preValidation hook: any property the body schema does not declare is a 400.
 */
export function rejectUnknownFields(schema: TSchema) {
  return async function unknownFields(request: FastifyRequest): Promise<void> {
    const unknown = findUnknownField(schema as ObjectSchema, request.body, []);
    if (unknown) throw new ValidationError(`${fieldSubject('body', unknown)} is not allowed.`);
  };
}

function findUnknownField(schema: ObjectSchema, value: unknown, path: string[]): string[] | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  if (schema.type !== 'object' || !schema.properties) return null;
  for (const [key, child] of Object.entries(value)) {
    const property = schema.properties[key];
    if (!property) {
      if (schema.additionalProperties === false) return [...path, key];
      continue;
    }
    const nested = findUnknownField(property as ObjectSchema, child, [...path, key]);
    if (nested) return nested;
  }
  return null;
}
